import { Link } from 'react-router';
import { clsx } from 'clsx';
import { chipClasses } from './chip';

export interface FilterChip {
  label: string;
  /** The list's address with this filter (page 1). */
  to: string;
  active: boolean;
  /** How many items the filter finds, when known. */
  count?: number | null;
}

/**
 * A public list's filters as a row of chips: links to the list's address with each filter, so they
 * work before and without scripts (docs/no-script.md, "Controls"); the active one is marked current.
 */
export function FilterChips({ label, chips, className }: { label: string; chips: readonly FilterChip[]; className?: string }) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.label}>
            <Link
              to={chip.to}
              preventScrollReset
              aria-current={chip.active ? 'true' : undefined}
              className={clsx(chipClasses(chip.active), 'gap-2')}
            >
              {chip.label}
              {chip.count != null ? (
                <span
                  className={clsx(
                    'rounded-full px-2 py-0.5 text-xs',
                    chip.active ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-700',
                  )}
                >
                  {chip.count}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
