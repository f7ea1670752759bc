import { dialogIsland } from '../../components/island';
import { Link, useLocation, useNavigate } from 'react-router';
import { ArrowRight, FileX, Search } from 'lucide-react';
import { Button, EmptyState, Pagination, SearchInput } from '../../components/ui';
import { PUBLICATIONS_SEARCH, publicationsListCopy as copy } from '../../content/publications';
import { useUrlSearch } from '../../lib/use-url-search';
import { PublicationCard } from './publication-card';
import { CITE_PARAMS, citeHref, publicationsHref, type PublicationsPage, type ServedCitation } from './publications-data';
import { useAddressedSelection } from '../../lib/use-addressed-selection';

const CiteDialog = dialogIsland(
  () => import('./cite-dialog').then((m) => m.CiteDialog),
  (props) => props.publication !== null,
);

/**
 * Search (title, on the server; the term in the URL), the count, the cards, pages and the Cite dialog.
 * The search is a GET form, so it works without scripts; with them it searches as you type
 * (lib/use-url-search.ts) and navigates in place. Cite is a link to the page with the dialog open
 * (?cite=<id>, rendered by the server with the citation), opened in place once hydrated
 * (docs/no-script.md, "Controls").
 */
export function PublicationsList({ data, search, citation }: { data: PublicationsPage; search: string; citation: ServedCitation | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [citingId, setCitingId] = useAddressedSelection(CITE_PARAMS.publication);
  const citing = data.publications.find((p) => String(p.id) === citingId) ?? null;
  const served = citation && citing && citation.id === citing.id ? citation : null;
  const citeAt = (id: number | null, format?: Parameters<typeof citeHref>[3]) => citeHref(location.pathname, location.search, id, format);
  const go = (term: string, replace: boolean) =>
    navigate(publicationsHref({ search: term.trim(), page: 1 }), { preventScrollReset: true, replace });
  const { term, setTerm, submit, clear } = useUrlSearch(search, (term, replace) => void go(term, replace));

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
        <ul className="mt-6 grid gap-6 md:grid-cols-2" aria-label="Publications">
          {data.publications.map((p) => (
            <li key={p.id}>
              <PublicationCard publication={p} citeHref={citeAt(p.id)} onCite={() => setCitingId(String(p.id))} />
            </li>
          ))}
        </ul>
      )}
      <PaginationBar data={data} search={search} />
      <CiteDialog
        publication={citing}
        served={served}
        onClose={() => setCitingId(null)}
        closeHref={citeAt(null)}
        formatHref={(format) => citeAt(citing?.id ?? null, format)}
      />
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
