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
