import { Download, ExternalLink, Eye, Pencil, Trash2 } from 'lucide-react';
import { isOwnUpload, type Publication } from '@mnch/shared';
import { Badge } from '../../../components/ui';
import { HistoryButton } from '../components/data-table';
import { useUploadsUrl } from '../../../lib/public-config';
import { authorsSummary, documentUrl, formatCount, publicationSource, statusLabel, statusTone } from './format';

interface PublicationsTableProps {
  publications: Publication[];
  onView: (p: Publication) => void;
  onEdit: (p: Publication) => void;
  onDelete: (p: Publication) => void;
  onHistory: (p: Publication) => void;
}

const iconBase =
  'inline-flex items-center justify-center rounded-md transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** The document: a stored file downloads, a link opens in a new tab. */
/** `className` sets its size (default size-8). */
export function DocumentAction({ publication, className }: { publication: Publication; className?: string }) {
  const uploadsUrl = useUploadsUrl();
  const url = documentUrl(publication);
  if (!url) return null;
  const stored = isOwnUpload(url, uploadsUrl);
  const label = stored ? `Download: ${publication.title}` : `Open document link: ${publication.title}`;
  return (
    <a
      href={url}
      {...(stored ? { download: publication.fileName || true } : { target: '_blank', rel: 'noreferrer' })}
      aria-label={label}
      title={stored ? 'Download' : 'Open document link'}
      className={`${iconBase} ${className ?? 'size-8'} text-sky-800 hover:bg-sky-50`}
    >
      {stored ? <Download aria-hidden="true" className="size-4" /> : <ExternalLink aria-hidden="true" className="size-4" />}
    </a>
  );
}

/** Publication (title and journal), Type, Authors, Year, Citations, Downloads, Status, Actions. */
export function PublicationsTable({ publications, onView, onEdit, onDelete, onHistory }: PublicationsTableProps) {
  return (
    <>
      <PublicationCards publications={publications} onView={onView} onEdit={onEdit} onDelete={onDelete} onHistory={onHistory} />
      <div
        className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm md:block"
        role="region"
        aria-label="Publications"
        tabIndex={0}
      >
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-3">
                Publication
              </th>
              <th scope="col" className="px-3 py-3">
                Type
              </th>
              <th scope="col" className="px-3 py-3">
                Authors
              </th>
              <th scope="col" className="px-3 py-3">
                Year
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                Citations
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                Downloads
              </th>
              <th scope="col" className="px-3 py-3">
                Status
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {publications.map((p) => {
              const source = publicationSource(p);
              return (
                <tr key={p.id} className="align-top hover:bg-slate-50/60">
                  <td className="max-w-sm min-w-52 px-3 py-3">
                    <p className="font-semibold text-slate-900">{p.title}</p>
                    {source ? <p className="mt-0.5 text-xs text-slate-600 italic">{source}</p> : null}
                  </td>
                  <td className="px-3 py-3 whitespace-nowrap text-slate-700">{p.type}</td>
                  <td className="min-w-32 px-3 py-3 text-slate-700">{authorsSummary(p.authors)}</td>
                  <td className="px-3 py-3 text-slate-700 tabular-nums">{p.year}</td>
                  <td className="px-3 py-3 text-right text-slate-900 tabular-nums">{formatCount(p.citations)}</td>
                  <td className="px-3 py-3 text-right text-slate-900 tabular-nums">{formatCount(p.downloads)}</td>
                  <td className="px-3 py-3 whitespace-nowrap">
                    <Badge tone={statusTone(p.status)}>{statusLabel(p.status)}</Badge>
                  </td>
                  <td className="px-2 py-2">
                    <div className="flex justify-end gap-0.5">
                      <button
                        type="button"
                        onClick={() => onView(p)}
                        aria-label={`View: ${p.title}`}
                        title="View"
                        className={`${iconBase} size-8 text-slate-700 hover:bg-slate-100`}
                      >
                        <Eye aria-hidden="true" className="size-4" />
                      </button>
                      <DocumentAction publication={p} />
                      <button
                        type="button"
                        onClick={() => onEdit(p)}
                        aria-label={`Edit: ${p.title}`}
                        title="Edit"
                        className={`${iconBase} size-8 text-brand-800 hover:bg-brand-50`}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                      </button>
                      <HistoryButton name={p.title} onClick={() => onHistory(p)} size="size-8" />
                      <button
                        type="button"
                        onClick={() => onDelete(p)}
                        aria-label={`Delete: ${p.title}`}
                        title="Delete"
                        className={`${iconBase} size-8 text-red-700 hover:bg-red-50`}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Phones: one card per publication with the same figures and actions. */
function PublicationCards({ publications, onView, onEdit, onDelete, onHistory }: PublicationsTableProps) {
  return (
    <ul aria-label="Publications" className="grid gap-3 md:hidden">
      {publications.map((p) => {
        const source = publicationSource(p);
        return (
          <li key={p.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={statusTone(p.status)}>{statusLabel(p.status)}</Badge>
              <span className="text-xs font-medium text-slate-600">
                {p.type} · {p.year}
              </span>
            </div>
            <h3 className="mt-2 font-semibold text-slate-900">{p.title}</h3>
            {source ? <p className="mt-0.5 text-xs text-slate-600 italic">{source}</p> : null}
            <p className="mt-2 text-sm text-slate-700">{authorsSummary(p.authors)}</p>
            <dl className="mt-2 flex gap-4 text-xs text-slate-600">
              <div className="flex gap-1">
                <dt>Citations</dt>
                <dd className="font-semibold text-slate-900 tabular-nums">{formatCount(p.citations)}</dd>
              </div>
              <div className="flex gap-1">
                <dt>Downloads</dt>
                <dd className="font-semibold text-slate-900 tabular-nums">{formatCount(p.downloads)}</dd>
              </div>
            </dl>
            <div className="mt-3 flex justify-end gap-1 border-t border-slate-100 pt-2">
              <button
                type="button"
                onClick={() => onView(p)}
                aria-label={`View: ${p.title}`}
                title="View"
                className={`${iconBase} size-10 text-slate-700 hover:bg-slate-100`}
              >
                <Eye aria-hidden="true" className="size-4" />
              </button>
              <DocumentAction publication={p} className="size-10" />
              <button
                type="button"
                onClick={() => onEdit(p)}
                aria-label={`Edit: ${p.title}`}
                title="Edit"
                className={`${iconBase} size-10 text-brand-800 hover:bg-brand-50`}
              >
                <Pencil aria-hidden="true" className="size-4" />
              </button>
              <HistoryButton name={p.title} onClick={() => onHistory(p)} size="size-10" />
              <button
                type="button"
                onClick={() => onDelete(p)}
                aria-label={`Delete: ${p.title}`}
                title="Delete"
                className={`${iconBase} size-10 text-red-700 hover:bg-red-50`}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
