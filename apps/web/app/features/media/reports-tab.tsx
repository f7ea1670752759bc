import { SearchForm } from '../../components/search-form';
import { useState, type ReactElement } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ExternalLink, FileText, FileX, Search } from 'lucide-react';
import { PUBLICATION_LIMITS, doiUrl, type Publication } from '@mnch/shared';
import { Badge, Button, EmptyState, Pagination } from '../../components/ui';
import { reportsCopy } from '../../content/media';
import { useUrlSearch } from '../../lib/use-url-search';
import { assetUrl } from '../../lib/articles';
import { responsiveImage } from '../../lib/images';
import { MEDIA_PARAMS, coverGradient, mediaHref, reportsSearchFields, type Paged } from './media-data';
import { viewerHref } from '../../lib/document-viewer';

function ReportCover({ report }: { report: Publication }) {
  const [broken, setBroken] = useState(false);
  const cover = broken ? undefined : assetUrl(report.coverImageUrl);
  if (cover) {
    return (
      <img
        {...responsiveImage(
          { url: cover },
          { sizes: '(min-width: 1024px) 300px, (min-width: 640px) 47vw, 100vw', fallback: { width: 800, height: 600 } },
        )}
        alt=""
        loading="lazy"
        onError={() => setBroken(true)}
        className="size-full object-cover"
      />
    );
  }
  const [from, to] = coverGradient(report.title);
  return (
    <div
      className="flex size-full flex-col justify-between p-5 text-white"
      style={{ backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }}
    >
      <FileText aria-hidden="true" className="size-8 opacity-80" />
      <div>
        <p className="text-xs font-semibold uppercase tracking-wider opacity-90">{report.type}</p>
        <p className="mt-1 line-clamp-3 text-base font-semibold leading-snug">{report.title}</p>
        <p className="mt-2 text-xs opacity-90">{report.year}</p>
      </div>
    </div>
  );
}

/**
 * Open document (in the site's viewer) for a report with an uploaded file; Read online, an outbound link,
 * for one kept elsewhere (its external link, else its DOI); else nothing.
 */
function reportAction(report: Publication): ReactElement | null {
  const file = report.file_url ?? report.fileUrl;
  const online = file ? null : report.externalUrl || doiUrl(report.doi);
  const className =
    'inline-flex items-center gap-2 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800';
  if (file) {
    return (
      <Link to={viewerHref(file, report.title)} aria-label={`${reportsCopy.open}: ${report.title}`} className={className}>
        <FileText aria-hidden="true" className="size-4" />
        {reportsCopy.open}
      </Link>
    );
  }
  if (!online) return null;
  return (
    <a
      href={online}
      target="_blank"
      rel="noopener noreferrer nofollow"
      aria-label={reportsCopy.readOnlineLabel(report.title)}
      className={className}
    >
      <ExternalLink aria-hidden="true" className="size-4" />
      {reportsCopy.readOnline}
    </a>
  );
}

function ReportCard({ report }: { report: Publication }) {
  const action = reportAction(report);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="aspect-[4/3] overflow-hidden bg-slate-100">
        <ReportCover report={report} />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <Badge tone="brand">{report.type}</Badge>
          <span>{report.year}</span>
        </div>
        <h3 className="mt-3 text-base font-semibold leading-snug text-slate-900">{report.title}</h3>
        {report.description ? <p className="mt-2 line-clamp-3 text-sm text-slate-600">{report.description}</p> : null}
        {action ? <div className="mt-auto pt-5">{action}</div> : null}
      </div>
    </article>
  );
}

interface ReportsTabProps {
  reports: Paged<Publication>;
  search: string;
}

/**
 * Policy briefs and reports: a title search on the server (the term in the URL), cards and pages. The
 * search is a GET form that keeps the tab, so it works without scripts; with them it searches as you
 * type (lib/use-url-search.ts) and navigates in place.
 */
export function ReportsTab({ reports, search }: ReportsTabProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const go = (term: string, replace: boolean) =>
    navigate(mediaHref(params, { [MEDIA_PARAMS.reportsSearch]: term.trim() || null, [MEDIA_PARAMS.reportsPage]: null }, 'reports'), {
      preventScrollReset: true,
      replace,
    });
  const urlSearch = useUrlSearch(search, (term, replace) => void go(term, replace));

  return (
    <div>
      <SearchForm
        action="/media#reports"
        hidden={reportsSearchFields(params).map(([name, value]) => ({ name, value }))}
        search={urlSearch}
        box={{
          id: 'reports-search',
          name: MEDIA_PARAMS.reportsSearch,
          labels: reportsCopy,
          clearHref: mediaHref(params, { [MEDIA_PARAMS.reportsSearch]: null, [MEDIA_PARAMS.reportsPage]: null }, 'reports'),
          maxLength: PUBLICATION_LIMITS.searchTerm,
        }}
        className="mb-6 flex max-w-2xl flex-col gap-3 sm:flex-row"
      >
        <Button type="submit" size="lg" className="sm:flex-none">
          <Search aria-hidden="true" className="size-4" />
          {reportsCopy.search}
        </Button>
      </SearchForm>
      <p role="status" className="mb-6 text-sm font-medium text-slate-600">
        {search ? reportsCopy.resultsFor(search, reports.total) : reports.total > 0 ? reportsCopy.briefsCount(reports.total) : ''}
      </p>
      {reports.items.length === 0 ? (
        <EmptyState icon={FileX} as="h3" title={reportsCopy.empty.title} description={reportsCopy.empty.text} />
      ) : (
        <>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Policy briefs and reports">
            {reports.items.map((r) => (
              <li key={r.id}>
                <ReportCard report={r} />
              </li>
            ))}
          </ul>
          <Pagination
            className="mt-10"
            label="Reports pages"
            page={reports.page}
            totalPages={reports.totalPages}
            hrefFor={(p) => mediaHref(params, { [MEDIA_PARAMS.reportsPage]: p }, 'reports')}
          />
        </>
      )}
    </div>
  );
}
