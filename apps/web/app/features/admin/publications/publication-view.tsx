import { Download, ExternalLink } from 'lucide-react';
import { SiteLink } from '../components/site-link';
import { isOwnUpload, type Publication } from '@mnch/shared';
import { Badge, Dialog, buttonClasses } from '../../../components/ui';
import { useUploadsUrl } from '../../../lib/public-config';
import { sanitizeHtml } from '../../../lib/sanitize';
import { formatBytes } from '../../../lib/bytes';
import { documentUrl, formatCount, statusLabel, statusTone } from './format';
import { isPolicyBrief } from './publication-form-values';
import { FactList } from '../components/fact-list';

/** All of a publication's details, read-only. */
export function PublicationViewDialog({ publication: p, onClose }: { publication: Publication; onClose: () => void }) {
  const brief = isPolicyBrief(p.type);
  const uploadsUrl = useUploadsUrl();
  const url = documentUrl(p);
  const facts: [string, string][] = [
    ['Type', p.type],
    ['Year', String(p.year)],
    [brief ? 'Publication source' : 'Journal', p.journal || p.publicationSource || '—'],
    ...(brief ? [] : ([['DOI', p.doi || '—']] as [string, string][])),
    ['Citations', formatCount(p.citations)],
    ['Downloads', formatCount(p.downloads)],
  ];
  const abstract = p.abstract ? sanitizeHtml(p.abstract) : '';
  return (
    <Dialog open onClose={onClose} title={p.title} size="lg">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={statusTone(p.status)}>{statusLabel(p.status)}</Badge>
        <Badge>{p.type}</Badge>
      </div>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row">
        {brief && p.coverImageUrl ? (
          <img src={p.coverImageUrl} alt="Cover image" className="h-40 w-full rounded-xl object-cover sm:w-32" />
        ) : null}
        <div className="min-w-0 flex-1">
          <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Authors</h3>
          <ul className="mt-1 flex flex-wrap gap-2">
            {p.authors.map((a, i) => (
              <li key={`${a.name}-${i}`}>
                <Badge tone="blue">{a.name}</Badge>
              </li>
            ))}
          </ul>
          <FactList facts={facts} />
        </div>
      </div>
      {brief && p.description ? (
        <>
          <h3 className="mt-6 text-sm font-semibold text-slate-900">Description</h3>
          <p className="mt-2 text-sm leading-6 whitespace-pre-line text-slate-700">{p.description}</p>
        </>
      ) : null}
      {abstract ? (
        <>
          <h3 className="mt-6 text-sm font-semibold text-slate-900">Abstract</h3>
          <div className="prose-content mt-2" dangerouslySetInnerHTML={{ __html: abstract }} />
        </>
      ) : null}
      {p.keywords.length ? (
        <div className="mt-5">
          <h3 className="text-sm font-semibold text-slate-900">Keywords</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {p.keywords.map((k) => (
              <li key={k}>
                <Badge>{k}</Badge>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {url ? (
        <div className="mt-6 flex flex-wrap items-center gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
          {isOwnUpload(url, uploadsUrl) ? (
            <>
              <a href={url} download={p.fileName || true} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                <Download aria-hidden="true" className="size-4" /> Download
              </a>
              <span className="min-w-0 truncate text-sm text-slate-700">
                {p.fileName || url.split('/').pop()}
                {p.fileSize ? ` · ${formatBytes(p.fileSize)}` : ''}
              </span>
            </>
          ) : (
            <a href={url} target="_blank" rel="noreferrer" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              <ExternalLink aria-hidden="true" className="size-4" /> Open document link
            </a>
          )}
        </div>
      ) : null}
      <div>
        <SiteLink
          isPublic={p.status === 'published'}
          publicHref={`/publications?q=${encodeURIComponent(p.title.slice(0, 100))}`}
          previewHref={`/preview/publication/${p.id}`}
        />
      </div>
    </Dialog>
  );
}
