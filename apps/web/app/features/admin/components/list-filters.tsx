import { useEffect, useId, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { inputClasses } from './form-field';

/** Wait after the last keystroke before the search reaches the URL (and the server). */
export const SEARCH_DEBOUNCE_MS = 300;

interface Option {
  value: string;
  label: string;
}

interface FilterSelect {
  /** The URL parameter it sets. */
  name: 'status' | 'category';
  label: string;
  allLabel: string;
  value: string;
  options: readonly Option[];
}

export type FilterPatch = Partial<Record<'search' | 'status' | 'category', string>>;

interface ListFiltersProps {
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  /** One change of the filters (a select change also carries a search still being typed). */
  onChange: (patch: FilterPatch) => void;
  selects: FilterSelect[];
}

/** Search box and filter selects above a back-office list; the server does the filtering. */
export function ListFilters({ searchLabel, searchPlaceholder, search, onChange, selects }: ListFiltersProps) {
  const id = useId();
  const [text, setText] = useState(search);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  // The URL changed from outside (Back, a reset): show it.
  const lastSent = useRef(search);
  useEffect(() => {
    if (search !== lastSent.current) {
      lastSent.current = search;
      setText(search);
    }
  }, [search]);
  useEffect(() => {
    if (text === lastSent.current) return;
    const timer = setTimeout(() => {
      lastSent.current = text;
      onChangeRef.current({ search: text });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div role="search" aria-label="Search and filters" className="mb-6 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:flex-row md:items-center">
      <div className="relative min-w-0 flex-1">
        <label htmlFor={`${id}-search`} className="sr-only">
          {searchLabel}
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
        <input
          id={`${id}-search`}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={searchPlaceholder}
          maxLength={200}
          className={inputClasses(false, 'pl-9')}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 md:flex">
        {selects.map((s, i) => (
          <div key={s.label}>
            <label htmlFor={`${id}-select-${i}`} className="sr-only">
              {s.label}
            </label>
            <select
              id={`${id}-select-${i}`}
              value={s.value}
              onChange={(e) => {
                const patch: FilterPatch = { [s.name]: e.target.value };
                // A search still waiting for its debounce goes with this change (one URL update, no race).
                if (text !== lastSent.current) {
                  lastSent.current = text;
                  patch.search = text;
                }
                onChange(patch);
              }}
              className={inputClasses(false, 'md:w-44')}
            >
              <option value="">{s.allLabel}</option>
              {s.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </div>
  );
}
