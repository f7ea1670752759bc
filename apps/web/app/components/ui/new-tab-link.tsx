import type { AnchorHTMLAttributes } from 'react';

/** A link to another site that opens in a new tab, as screen readers are told after its words. */
export function NewTabLink({ children, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'>) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
