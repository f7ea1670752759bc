import type { FormEvent, ReactNode } from 'react';
import { SearchInput } from './ui';

interface SearchBox {
  id: string;
  /** The term's parameter in the address ('q' unless said). */
  name?: string;
  labels: { searchLabel: string; searchPlaceholder: string; clearSearch: string };
  /** The address of the list without the term (the clear control's link). */
  clearHref: string;
  maxLength: number;
  size?: 'md' | 'lg';
}

interface SearchFormProps {
  /** Where the form goes before or without scripts: the list's page and anchor. */
  action: string;
  /** The address's other choices, sent along with a new term (docs/no-script.md, "Search"). */
  hidden: readonly { name: string; value: string }[];
  /** What lib/use-url-search.ts gives the list. */
  search: { term: string; setTerm: (term: string) => void; submit: (event: FormEvent<HTMLFormElement>) => void; clear: () => void };
  box: SearchBox;
  className?: string;
  /** After the box: filters, the submit button. */
  children?: ReactNode;
}

/**
 * A public list's search: a GET form to the list (so it works without scripts) holding the address's
 * other choices and the search box; with scripts it searches as one types and navigates in place.
 */
export function SearchForm({ action, hidden, search, box, className, children }: SearchFormProps) {
  return (
    <form role="search" method="get" action={action} onSubmit={search.submit} className={className}>
      {hidden.map(({ name, value }) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SearchInput
        id={box.id}
        name={box.name ?? 'q'}
        label={box.labels.searchLabel}
        value={search.term}
        onChange={search.setTerm}
        onClear={search.clear}
        clearLabel={box.labels.clearSearch}
        clearHref={box.clearHref}
        placeholder={box.labels.searchPlaceholder}
        maxLength={box.maxLength}
        size={box.size}
        className="flex-1"
      />
      {children}
    </form>
  );
}

/** A select beside a public list's search box (search-form.tsx `SearchForm`), in its look. */
export const SEARCH_SELECT_CLASS =
  'h-12 w-full rounded-full border-0 bg-white pl-4 pr-10 text-sm font-medium text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600 focus:outline-none';

interface SearchSelectProps<V extends string> {
  /** The select's id and its parameter in the address. */
  id: string;
  name: string;
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  /** A choice the user made, once it is one of `options`. */
  onChange: (value: V) => void;
  /** Classes beside SEARCH_SELECT_CLASS (e.g. `sm:w-auto`). */
  className?: string;
  /** After the select: a submit button. */
  children?: ReactNode;
}

/** A labelled choice of a public list (its sort, its dates) inside its SearchForm, sent with the form without scripts. */
export function SearchSelect<V extends string>({ id, name, label, value, options, onChange, className, children }: SearchSelectProps<V>) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e) => {
          const chosen = options.find((o) => o.value === e.target.value);
          if (chosen) onChange(chosen.value);
        }}
        className={className ? `${SEARCH_SELECT_CLASS} ${className}` : SEARCH_SELECT_CLASS}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {children}
    </div>
  );
}
