import { Filter, X } from 'lucide-react';
import type { PublicationFilters } from '@mnch/shared';
import { Button } from '../../components/ui';
import { useHydrated } from '../../lib/use-hydrated';
import { SelectField } from '../../components/form-fields';
import { PUBLICATIONS_SEARCH, publicationsFiltersCopy as copy } from '../../content/publications';
import { hasFilters, publicationsHref, type PublicationsFilter, type PublicationsQueryState } from './publications-data';

interface FiltersFormProps {
  /** The list's state as the address has it. */
  query: PublicationsQueryState;
  /** The search box's text (kept when a filter changes). */
  term: string;
  choices: PublicationFilters | null;
  onChoose: (name: PublicationsFilter, value: string) => void;
}

/** The choices of one filter, with the chosen value kept even when it is no longer among them. */
function optionsOf(values: ReadonlyArray<string | number>, chosen: string | undefined) {
  const list = values.map(String);
  if (chosen && !list.includes(chosen)) list.unshift(chosen);
  return list.map((value) => ({ value, label: value }));
}

/**
 * Type, year, topic and author: a GET form of native selects (PAGE_QUERY_PARAMS['/publications']),
 * so the server renders the narrowed list without scripts (the Apply button sends it); with scripts a
 * choice applies at once. The search term rides along as a hidden field, and Clear filters keeps it.
 */
export function PublicationFiltersForm({ query, term, choices, onChoose }: FiltersFormProps) {
  const hydrated = useHydrated();
  const fields: Array<{ name: PublicationsFilter; label: string; any: string; values: ReadonlyArray<string | number> }> = [
    { name: 'type', label: copy.type, any: copy.anyType, values: choices?.types ?? [] },
    { name: 'year', label: copy.year, any: copy.anyYear, values: choices?.years ?? [] },
    { name: 'topic', label: copy.topic, any: copy.anyTopic, values: choices?.topics ?? [] },
    { name: 'author', label: copy.author, any: copy.anyAuthor, values: choices?.authors ?? [] },
  ];
  return (
    <form
      method="get"
      action={`${PUBLICATIONS_SEARCH.path}#${PUBLICATIONS_SEARCH.anchor}`}
      aria-label={copy.label}
      className="mt-4 flex flex-wrap items-end gap-3"
      data-testid="publication-filters"
    >
      {term.trim() ? <input type="hidden" name={PUBLICATIONS_SEARCH.param} value={term.trim()} /> : null}
      {fields.map((f) => (
        <SelectField
          key={`${f.name}-${query[f.name] ?? ''}`}
          id={`publication-filter-${f.name}`}
          name={f.name}
          label={f.label}
          placeholder={f.any}
          options={optionsOf(f.values, query[f.name])}
          defaultValue={query[f.name] ?? ''}
          onChange={(event) => onChoose(f.name, event.currentTarget.value)}
          className="w-full sm:w-48"
        />
      ))}
      {hydrated ? null : (
        <Button type="submit" variant="secondary" size="lg">
          <Filter aria-hidden="true" className="size-4" />
          {copy.apply}
        </Button>
      )}
      {hasFilters(query) ? (
        <a
          href={publicationsHref({ q: term.trim(), page: 1 })}
          className="inline-flex min-h-11 items-center gap-1 rounded px-2 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          <X aria-hidden="true" className="size-4" />
          {copy.clear}
        </a>
      ) : null}
    </form>
  );
}
