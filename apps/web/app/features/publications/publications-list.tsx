import { SearchForm } from '../../components/search-form';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ArrowRight, FileX, Search } from 'lucide-react';
import { clsx } from 'clsx';
import { Button, EmptyState, Pagination } from '../../components/ui';
import { PUBLICATIONS_URL, type PublicationFilters } from '@mnch/shared';
import { PUBLICATIONS_SEARCH, publicationsListCopy as copy } from '../../content/publications';
import { api } from '../../lib/api-client';
import { restReads } from '../../lib/public-reads';
import { useAddressedData } from '../../lib/use-addressed-data';
import { useUrlSearch } from '../../lib/use-url-search';
import { CiteDialog } from './cite-dialog';
import { PublicationCard } from './publication-card';
import { PublicationFiltersForm } from './publication-filters';
import {
  CITE_PARAMS,
  citeHref,
  fetchPublications,
  hasFilters,
  type PublicationsFilter,
  parsePublicationsQuery,
  publicationsHref,
  type PublicationsPage,
  type PublicationsQueryState,
  type ServedCitation,
} from './publications-data';
import { useAddressedSelection } from '../../lib/use-addressed-selection';

export interface PublicationsListProps {
  /** The page the server rendered (the loader's) and the query it was read for. */
  served: { query: PublicationsQueryState; data: PublicationsPage };
  citation: ServedCitation | null;
  /** What the filters offer (GET /api/publications/filters); null when it could not be read. */
  choices: PublicationFilters | null;
}

/**
 * Search (title, on the server; the term in the URL), the count, the cards, pages and the Cite dialog:
 * one island (publications.route.tsx) that shows the page the server rendered, then the pages the
 * address asks for in place (lib/use-addressed-data.ts). The search is a GET form, so it works without
 * scripts; with them it searches as you type (lib/use-url-search.ts) and the pages' links change the
 * address in place. Cite is a link to the page with the dialog open (?cite=<id>, rendered by the
 * server with the citation), opened in place once hydrated (docs/no-script.md, "Controls").
 */
export function PublicationsList({ served, citation, choices }: PublicationsListProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const addressed = parsePublicationsQuery(params);
  const { data, query, loading } = useAddressedData(served, addressed, (state, signal) =>
    fetchPublications(restReads(api, { signal }), state),
  );
  const search = query.q;
  // Another page of the same search shows from the list's top, as the page's link (#library) says.
  const shownPage = useRef(query);
  useEffect(() => {
    const last = shownPage.current;
    shownPage.current = query;
    if (last.page !== query.page && last.q === query.q) document.getElementById(PUBLICATIONS_SEARCH.anchor)?.scrollIntoView();
  }, [query]);
  const [citingId, setCitingId] = useAddressedSelection(CITE_PARAMS.publication);
  const citing = data.publications.find((p) => String(p.id) === citingId) ?? null;
  const citationServed = citation && citing && citation.id === citing.id ? citation : null;
  const citeAt = (id: number | null, format?: Parameters<typeof citeHref>[3]) => citeHref(location.pathname, location.search, id, format);
  const go = (term: string, replace: boolean) =>
    navigate(publicationsHref({ ...addressed, q: term.trim(), page: 1 }), { preventScrollReset: true, replace });
  // With scripts a filter applies as soon as it is chosen; without, the form's Apply button sends it.
  const choose = (name: PublicationsFilter, value: string) =>
    void navigate(publicationsHref({ ...addressed, q: urlSearch.term.trim(), [name]: value, page: 1 }), { preventScrollReset: true });
  const urlSearch = useUrlSearch(addressed.q, (term, replace) => void go(term, replace));

  return (
    <div>
      <SearchForm
        action={`${PUBLICATIONS_SEARCH.path}#${PUBLICATIONS_SEARCH.anchor}`}
        hidden={PUBLICATIONS_URL.hiddenInputs(addressed, ['q', 'page'])}
        search={urlSearch}
        box={{
          id: 'publication-search',
          name: PUBLICATIONS_SEARCH.param,
          labels: copy,
          clearHref: publicationsHref({ q: '', page: 1 }),
          maxLength: PUBLICATIONS_SEARCH.maxLength,
        }}
        className="flex max-w-2xl flex-col gap-3 sm:flex-row"
      >
        <Button type="submit" size="lg" className="sm:flex-none">
          <Search aria-hidden="true" className="size-4" />
          {copy.search}
        </Button>
      </SearchForm>
      <PublicationFiltersForm query={addressed} term={urlSearch.term} choices={choices} onChoose={choose} />
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm font-semibold text-slate-700" data-testid="publications-count">
          {copy.count(data.total)}
        </p>
        {!search && !hasFilters(query) ? (
          <p className="text-sm text-slate-600">
            {copy.policyBriefsNote.text}{' '}
            <Link
              to={copy.policyBriefsNote.link.to}
              className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {copy.policyBriefsNote.link.label}
              <ArrowRight aria-hidden="true" className="size-3.5" />
            </Link>
          </p>
        ) : null}
      </div>
      {data.publications.length === 0 ? (
        <EmptyState className="mt-6" icon={FileX} as="h3" title={copy.empty.title} description={copy.empty.text} />
      ) : (
        <ul
          className={clsx('mt-6 grid gap-6 transition-opacity md:grid-cols-2', loading && 'opacity-60')}
          aria-label="Publications"
          aria-busy={loading}
        >
          {data.publications.map((p) => (
            <li key={p.id}>
              <PublicationCard publication={p} citeHref={citeAt(p.id)} onCite={() => setCitingId(String(p.id))} />
            </li>
          ))}
        </ul>
      )}
      <PaginationBar data={data} query={query} />
      <CiteDialog
        publication={citing}
        served={citationServed}
        onClose={() => setCitingId(null)}
        closeHref={citeAt(null)}
        formatHref={(format) => citeAt(citing?.id ?? null, format)}
      />
    </div>
  );
}

function PaginationBar({ data, query }: { data: PublicationsPage; query: PublicationsQueryState }) {
  const totalPages = Math.max(1, data.totalPages);
  if (totalPages <= 1) return null;
  return (
    <Pagination
      className="mt-10"
      label="Publications pages"
      page={data.page}
      totalPages={totalPages}
      hrefFor={(p) => publicationsHref({ ...query, page: p })}
    />
  );
}
