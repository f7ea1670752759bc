import { CircleCheck } from 'lucide-react';
import { clsx } from 'clsx';

/** The mark before each item: it is decoration, so a screen reader reads a plain list. */
const MARKS = {
  /** A check in the brand colour, on a light background. */
  check: <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />,
  /** A larger check in the accent colour, on a dark background. */
  'check-on-dark': <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />,
  dot: <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" />,
  'accent-dot': <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-500" />,
};

interface MarkedListProps {
  items: readonly string[];
  mark: keyof typeof MARKS;
  /** The list's classes (its spacing). */
  className?: string;
  /** Each item's text: small slate text unless said. */
  itemClassName?: string;
}

/** A list of short points, each after a check or a dot: what a job offers, an event's highlights, a partner's projects. */
export function MarkedList({ items, mark, className, itemClassName = 'gap-2 text-sm text-slate-700' }: MarkedListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={clsx('flex items-start', itemClassName)}>
          {MARKS[mark]}
          {item}
        </li>
      ))}
    </ul>
  );
}
