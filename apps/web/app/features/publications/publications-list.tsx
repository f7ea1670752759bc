import { dialogIsland } from '../../components/island';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowRight, FileX, Search, X } from 'lucide-react';
import type { Publication } from '@mnch/shared';
import { Button, EmptyState, Pagination } from '../../components/ui';
import { publicationsListCopy as copy } from '../../content/publications';
import { PublicationCard } from './publication-card';
import { publicationsHref, type PublicationsPage } from './publications-data';

const CiteDialog = dialogIsland(
  () => import('./cite-dialog').then((m) => m.CiteDialog),
  (props) => props.publication !== null,
);

/** Search (title, on the server; the term in the URL), the count, the cards, pages and the Cite dialog. */
export function PublicationsList({ data, search }: { data: PublicationsPage; search: string }) {
  const navigate = useNavigate();
  const [term, setTerm] = useState(search);
  const [lastSearch, setLastSearch] = useState(search);
  const [citing, setCiting] = useState<Publication | null>(null);
  if (search !== lastSearch) {
    setLastSearch(search);
    setTerm(search);
  }

  function go(value: string) {
    void navigate(publicationsHref({ search: value.trim(), page: 1 }), { preventScrollReset: true });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    go(term);
  }

  return (
    <div>
      <form role="search" onSubmit={onSubmit} className="flex max-w-2xl flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Search aria-hidden="true" className="pointer-events-none absolute left-4 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
          <input
            type="search"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            aria-label={copy.searchLabel}
            placeholder={copy.searchPlaceholder}
            className="h-11 w-full rounded-full bg-white pl-11 pr-4 text-sm text-slate-900 ring-1 ring-inset ring-slate-300 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          />
        </div>
        <div className="flex gap-2">
          <Button type="submit" className="flex-1 sm:flex-none">
            <Search aria-hidden="true" className="size-4" />
            {copy.search}
          </Button>
          {search ? (
            <Button variant="secondary" onClick={() => go('')} className="flex-1 sm:flex-none">
              <X aria-hidden="true" className="size-4" />
              {copy.clear}
            </Button>
          ) : null}
        </div>
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
