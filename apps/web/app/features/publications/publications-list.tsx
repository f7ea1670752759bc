import { dialogIsland } from '../../components/island';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowRight, FileX, Search } from 'lucide-react';
import type { Publication } from '@mnch/shared';
import { Button, EmptyState, Pagination, SearchInput } from '../../components/ui';
import { PUBLICATIONS_SEARCH, publicationsListCopy as copy } from '../../content/publications';
import { useUrlSearch } from '../../lib/use-url-search';
import { PublicationCard } from './publication-card';
import { publicationsHref, type PublicationsPage } from './publications-data';

const CiteDialog = dialogIsland(
  () => import('./cite-dialog').then((m) => m.CiteDialog),
  (props) => props.publication !== null,
);

/**
 * Search (title, on the server; the term in the URL), the count, the cards, pages and the Cite dialog.
 * The search is a GET form, so it works without scripts; with them it searches as you type
 * (lib/use-url-search.ts) and navigates in place.
 */
export function PublicationsList({ data, search }: { data: PublicationsPage; search: string }) {
  const navigate = useNavigate();
  const [citing, setCiting] = useState<Publication | null>(null);
  const go = (term: string, replace: boolean) =>
    navigate(publicationsHref({ search: term.trim(), page: 1 }), { preventScrollReset: true, replace });
  const { term, setTerm, submit, clear } = useUrlSearch(search, go, PUBLICATIONS_SEARCH.debounceMs);

  return (
    <div>
      <form
        role="search"
        method="get"
        action={`${PUBLICATIONS_SEARCH.path}#${PUBLICATIONS_SEARCH.anchor}`}
        onSubmit={submit}
        className="flex max-w-2xl flex-col gap-3 sm:flex-row"
      >
        <SearchInput
          id="publication-search"
          name={PUBLICATIONS_SEARCH.param}
          label={copy.searchLabel}
          value={term}
          onChange={setTerm}
          onClear={clear}
          clearLabel={copy.clear}
          clearHref={publicationsHref({ search: '', page: 1 })}
          placeholder={copy.searchPlaceholder}
          maxLength={PUBLICATIONS_SEARCH.maxLength}
          className="flex-1"
        />
        <Button type="submit" size="lg" className="sm:flex-none">
          <Search aria-hidden="true" className="size-4" />
          {copy.search}
        </Button>
      </form>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm font-semibold text-slate-700" data-testid="publications-count">
          {copy.count(data.total)}
        </p>
        {!search ? (
          <p className="text-sm text-slate-600">
            {copy.policyBriefsNote.text}{' '}
            <Link to={copy.policyBriefsNote.link.to} className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline">
              {copy.policyBriefsNote.link.label}
              <ArrowRight aria-hidden="true" className="size-3.5" />
            </Link>
          </p>
        ) : null}
      </div>
      {data.publications.length === 0 ? (
        <EmptyState className="mt-6" icon={FileX} as="h3" title={copy.empty.title} description={copy.empty.text} />
      ) : (
        <ul className="mt-6 grid gap-6 md:grid-cols-2" aria-label="Publications">
          {data.publications.map((p) => (
            <li key={p.id}>
              <PublicationCard publication={p} onCite={setCiting} />
            </li>
          ))}
        </ul>
      )}
      <PaginationBar data={data} search={search} />
      <CiteDialog publication={citing} onClose={() => setCiting(null)} />
    </div>
  );
}

function PaginationBar({ data, search }: { data: PublicationsPage; search: string }) {
  const totalPages = Math.max(1, data.totalPages);
  if (totalPages <= 1) return null;
  return (
    <Pagination
      className="mt-10"
      label="Publications pages"
      page={data.page}
      totalPages={totalPages}
      hrefFor={(p) => publicationsHref({ search, page: p })}
    />
  );
}
