import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Search, X } from 'lucide-react';
import { inputClasses } from '../../../components/form-fields';

/** Wait after the last keystroke before the search reaches the URL (and the server). */
export const SEARCH_DEBOUNCE_MS = 300;

interface Option {
  value: string;
  label: string;
}

export interface FilterSelect<Name extends string> {
  /** The URL parameter it sets. */
  name: Name;
  label: string;
  allLabel: string;
  value: string;
  options: readonly Option[];
  /** Width of the select beside the search box on wide screens (default md:w-44). */
  widthClass?: string;
}

export type FilterPatch<Name extends string = 'status' | 'category'> = Partial<Record<'search' | Name, string>>;

interface ListFiltersProps<Name extends string> {
  /** The search box's label; without it the list has no search box (the audit log's filters). */
  searchLabel?: string;
  searchPlaceholder?: string;
  search?: string;
  /** One change of the filters (a select change also carries a search still being typed). */
  onChange: (patch: FilterPatch<Name>) => void;
  selects: FilterSelect<Name>[];
  /** Further controls after the selects (the audit log's date range). */
  children?: ReactNode;
}

/** Search box and filter selects above a back-office list; the server does the filtering. */
export function ListFilters<Name extends string = 'status' | 'category'>({
  searchLabel,
  searchPlaceholder,
  search = '',
  onChange,
  selects,
  children,
}: ListFiltersProps<Name>) {
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
  // Spaces around the words are not part of the search.
  const typed = text.trim();
  useEffect(() => {
    if (typed === lastSent.current) return;
    const timer = setTimeout(() => {
      lastSent.current = typed;
      onChangeRef.current({ search: typed } as FilterPatch<Name>);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  return (
    <div
      role="search"
      aria-label="Search and filters"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:flex-row md:flex-wrap md:items-center"
    >
      {searchLabel ? (
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
            className={inputClasses(false, 'pr-9 pl-9')}
          />
          {text ? (
            <button
              type="button"
              onClick={() => {
                setText('');
                lastSent.current = '';
                onChange({ search: '' } as FilterPatch<Name>);
              }}
              aria-label="Clear search"
              className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-slate-500 hover:text-slate-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </div>
      ) : null}
      <div className={selects.length > 2 ? 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:flex' : 'grid grid-cols-2 gap-3 md:flex'}>
        {selects.map((s, i) => (
          <div key={s.label} className={selects.length > 2 && i === 0 ? 'col-span-2 sm:col-span-1' : undefined}>
            <label htmlFor={`${id}-select-${i}`} className="sr-only">
              {s.label}
            </label>
            <select
              id={`${id}-select-${i}`}
              value={s.value}
              onChange={(e) => {
                const patch = { [s.name]: e.target.value } as FilterPatch<Name>;
                // A search still waiting for its debounce goes with this change (one URL update, no race).
                if (typed !== lastSent.current) {
                  lastSent.current = typed;
                  patch.search = typed;
                }
                onChange(patch);
              }}
              className={inputClasses(false, s.widthClass ?? 'md:w-44')}
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
      {children}
    </div>
  );
}
