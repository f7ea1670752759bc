import { useEffect, useId, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { inputClasses } from '../components/form-field';
import { SEARCH_DEBOUNCE_MS } from '../components/list-filters';
import type { PublicationParamsPatch } from './use-publication-params';

interface Option {
  value: string;
  label: string;
}

interface FilterSelect {
  name: 'type' | 'year' | 'status';
  label: string;
  allLabel: string;
  value: string;
  options: readonly Option[];
}

interface PublicationFiltersProps {
  search: string;
  onChange: (patch: PublicationParamsPatch) => void;
  selects: FilterSelect[];
}

/** Search box and the type, year and status selects; the server does the filtering (like ListFilters, with three selects). */
export function PublicationFilters({ search, onChange, selects }: PublicationFiltersProps) {
  const id = useId();
  const [text, setText] = useState(search);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
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
    <div role="search" aria-label="Search and filters" className="mb-6 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:flex-row lg:items-center">
      <div className="relative min-w-0 flex-1">
        <label htmlFor={`${id}-search`} className="sr-only">
          Search publications
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
        <input
          id={`${id}-search`}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Search by title, journal or author..."
          maxLength={200}
          className={inputClasses(false, 'pl-9')}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:flex">
        {selects.map((s, i) => (
          <div key={s.name} className={i === 0 ? 'col-span-2 sm:col-span-1' : undefined}>
            <label htmlFor={`${id}-${s.name}`} className="sr-only">
              {s.label}
            </label>
            <select
              id={`${id}-${s.name}`}
              value={s.value}
              onChange={(e) => {
                const patch: PublicationParamsPatch = { [s.name]: e.target.value };
                // A search still waiting for its debounce goes with this change (one URL update).
                if (text !== lastSent.current) {
                  lastSent.current = text;
                  patch.search = text;
                }
                onChange(patch);
              }}
              className={inputClasses(false, s.name === 'type' ? 'lg:w-48' : 'lg:w-36')}
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
