import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_LIMITS, searchAnswerSchema, type Role, type SearchResult } from '@mnch/shared';
import { Dialog } from '../../../components/ui';
import { api } from '../../../lib/api-client';
import { groupOptions, movedIndex, paletteOptions, type PaletteOption } from './palette-options';

/** How long the typed text must rest before the search asks the server. */
export const SEARCH_DEBOUNCE_MS = 250;
const NO_RESULTS: readonly SearchResult[] = [];

/** The text once it has not changed for `ms`. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The command palette (docs/behaviour/command-palette.md): a combobox whose listbox holds the actions and
 * sections matching the text and the items GET /api/search finds by title. Arrow keys, Home, End,
 * PageUp and PageDown move the active option (announced through aria-activedescendant), Enter runs it,
 * Escape closes the dialog and focus goes back where it was (components/ui/dialog.tsx). Loaded by the
 * shell the first time it opens (palette-trigger.tsx).
 */
export default function CommandPalette({ role, onClose }: { role: Role; onClose: () => void }) {
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const term = useSettled(query.trim().slice(0, SEARCH_LIMITS.q), SEARCH_DEBOUNCE_MS);
  const search = useQuery({
    queryKey: ['admin', 'search', term],
    queryFn: ({ signal }) => api.get('/search', searchAnswerSchema, { query: { q: term }, signal }),
    enabled: term !== '',
    staleTime: 10_000,
  });
  const results = term !== '' && search.data ? search.data.results : NO_RESULTS;
  const options = useMemo(() => paletteOptions(role, query, results), [role, query, results]);
  const groups = useMemo(() => groupOptions(options), [options]);
  const current = Math.min(active, Math.max(options.length - 1, 0));
  const activeOption = options[current];
  const optionId = (option: PaletteOption) => `${id}-${option.key.replace(/[^\w-]/g, '_')}`;
  const searching = query.trim() !== '' && (term !== query.trim().slice(0, SEARCH_LIMITS.q) || search.isFetching);

  // The active option stays in view as the keys move it.
  const activeId = activeOption ? optionId(activeOption) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const run = (option: PaletteOption) => {
    onClose();
    void navigate(option.to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (activeOption) run(activeOption);
      return;
    }
    const next = movedIndex(event.key, current, options.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
  };

  const status = searching
    ? 'Searching…'
    : query.trim() && options.length === 0
      ? 'Nothing matches. Try other words.'
      : `${options.length} ${options.length === 1 ? 'choice' : 'choices'}${search.isError ? '; the search of titles failed' : ''}.`;

  return (
    <Dialog open onClose={onClose} title="Search and jump" size="lg" className="sm:mt-[10vh] sm:max-h-[80dvh] sm:self-start">
      <div className="sticky -top-5 z-10 -mx-6 -mt-5 border-b border-slate-100 bg-white px-6 pt-3 pb-3">
        <label htmlFor={`${id}-input`} className="sr-only">
          Find a section, an action or an item by its title
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
          <input
            id={`${id}-input`}
            data-autofocus
            type="text"
            role="combobox"
            aria-expanded="true"
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={activeId}
            aria-describedby={`${id}-keys`}
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            placeholder="A section, an action or a title…"
            className="w-full rounded-lg border border-slate-300 bg-slate-50 py-2.5 pr-3 pl-9 text-base text-slate-900 placeholder:text-slate-500 focus:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:text-sm"
          />
        </div>
        <p id={`${id}-keys`} className="mt-1.5 text-xs text-slate-600">
          ↑ ↓ to move, Enter to open, Esc to close
        </p>
        <p role="status" className="sr-only">
          {status}
        </p>
      </div>
      <div id={`${id}-list`} role="listbox" aria-label="Choices" className="mt-2">
        {groups.map(({ group, options: inGroup }) => (
          <div key={group} role="group" aria-labelledby={`${id}-g-${group.replace(/\W/g, '_')}`}>
            <div
              id={`${id}-g-${group.replace(/\W/g, '_')}`}
              className="px-2 pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
            >
              {group}
            </div>
            {inGroup.map((option) => {
              const selected = option === activeOption;
              return (
                <div
                  key={option.key}
                  id={optionId(option)}
                  role="option"
                  aria-selected={selected}
                  onMouseMove={() => setActive(options.indexOf(option))}
                  onClick={() => run(option)}
                  className={`flex cursor-pointer items-baseline justify-between gap-3 rounded-lg px-3 py-2 text-sm ${
                    selected ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-slate-100'
                  }`}
                >
                  <span className="min-w-0 truncate">{option.label}</span>
                  {option.detail ? (
                    <span className={`shrink-0 text-xs ${selected ? 'text-brand-50' : 'text-slate-600'}`}>{option.detail}</span>
                  ) : null}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {options.length === 0 && !searching ? <p className="px-2 py-4 text-sm text-slate-600">Nothing matches “{query.trim()}”.</p> : null}
      {searching ? (
        <p className="px-2 py-2 text-xs text-slate-600" aria-hidden="true">
          Searching titles…
        </p>
      ) : null}
    </Dialog>
  );
}
