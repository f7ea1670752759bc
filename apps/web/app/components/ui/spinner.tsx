import { clsx } from 'clsx';

interface SpinnerProps {
  className?: string;
  /** Read by screen readers; omit when the spinner sits inside a control that already says it. */
  label?: string;
}

/** A small rotating ring. With a label it is a polite status; without one it is decorative. */
export function Spinner({ className, label }: SpinnerProps) {
  const ring = (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className={clsx('size-5 shrink-0 animate-spin', className)}>
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return ring;
  return (
    <span role="status" className="inline-flex items-center">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}
