import { Search } from 'lucide-react';
import { useId } from 'react';
import type { AdminSection } from './nav';

interface JumpBoxProps {
  query: string;
  onQueryChange: (query: string) => void;
  matches: AdminSection[];
  /** Go to the first matching section. */
  onJump: (section: AdminSection) => void;
  variant?: 'light' | 'dark';
}

/**
 * "Jump to section": typing filters the sidebar's sections, Enter opens the first match,
 * Escape clears the box.
 */
export function JumpBox({ query, onQueryChange, matches, onJump, variant = 'light' }: JumpBoxProps) {
  const id = useId();
  const first = matches[0];
  const dark = variant === 'dark';
  return (
    <form
      role="search"
      aria-label="Jump to section"
      onSubmit={(e) => {
        e.preventDefault();
        if (query.trim() && first) onJump(first);
      }}
    >
      <label htmlFor={`${id}-q`} className="sr-only">
        Jump to section
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
        <input
          id={`${id}-q`}
          type="search"
          value={query}
          onChange={(e) => onQueryChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && query) {
              e.preventDefault();
              e.stopPropagation();
              onQueryChange('');
            }
          }}
          placeholder="Jump to section…"
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          className={
            dark
              ? 'w-full rounded-lg border border-white/10 bg-white/5 py-2 pr-3 pl-9 text-sm text-white placeholder:text-slate-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-400'
              : 'w-56 rounded-lg border border-slate-300 bg-slate-50 py-2 pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 lg:w-64'
          }
        />
      </div>
      <p id={`${id}-hint`} className="sr-only" aria-live="polite">
        {query.trim()
          ? first
            ? `${matches.length} matching ${matches.length === 1 ? 'section' : 'sections'} in the sidebar. Press Enter to open ${first.label}.`
            : 'No matching section.'
          : 'Type to filter the sidebar sections; Enter opens the first match.'}
      </p>
    </form>
  );
}
