import { Download, ExternalLink } from 'lucide-react';
import { isOwnUpload, type Publication } from '@mnch/shared';
import { Badge } from '../../../components/ui';
import { COMPACT_BUTTON, DataTable, ICON_BUTTON, RowActions, type TableSort } from '../components/data-table';
import { useUploadsUrl } from '../../../lib/public-config';
import { authorsSummary, documentUrl, formatCount, publicationSource, statusLabel, statusTone } from './format';

interface PublicationsTableProps {
  publications: Publication[];
  onView: (p: Publication) => void;
  onEdit: (p: Publication) => void;
  onDelete: (p: Publication) => void;
  onHistory: (p: Publication) => void;
}

/** The document: a stored file downloads, a link opens in a new tab. */
function DocumentAction({ publication }: { publication: Publication }) {
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
      className={`${ICON_BUTTON.replace('size-9', COMPACT_BUTTON)} text-sky-800 hover:bg-sky-50`}
    >
      {stored ? <Download aria-hidden="true" className="size-4" /> : <ExternalLink aria-hidden="true" className="size-4" />}
    </a>
  );
}

/**
 * Publication (title and journal), Type, Authors, Year, Citations, Downloads, Status, Actions; one
 * card per row on a phone (DataTable), every figure and action included.
 */
export function PublicationsTable({ publications, onView, onEdit, onDelete, onHistory, sort, onSort }: PublicationsTableProps & TableSort) {
  return (
    <DataTable
      sort={sort}
      onSort={onSort}
      label="Publications"
      columns={[
        { label: 'Publication', sort: 'title' },
        'Type',
        'Authors',
        { label: 'Year', sort: 'year' },
        { label: 'Citations', className: 'text-right', sort: 'citations' },
        { label: 'Downloads', className: 'text-right', sort: 'downloads' },
        { label: 'Status', sort: 'status' },
      ]}
    >
      {publications.map((p) => {
        const source = publicationSource(p);
        return (
          <tr key={p.id} className="align-top hover:bg-slate-50/60">
            <td className="max-w-sm min-w-40 px-3 py-3">
              <p className="font-semibold text-slate-900">{p.title}</p>
              {source ? <p className="mt-0.5 text-xs text-slate-600 italic">{source}</p> : null}
            </td>
            <td className="min-w-24 px-3 py-3 text-slate-700">{p.type}</td>
            <td className="min-w-32 px-3 py-3 text-slate-700">{authorsSummary(p.authors)}</td>
            <td className="px-3 py-3 text-slate-700 tabular-nums">{p.year}</td>
            <td className="px-3 py-3 text-right text-slate-900 tabular-nums">{formatCount(p.citations)}</td>
            <td className="px-3 py-3 text-right text-slate-900 tabular-nums">{formatCount(p.downloads)}</td>
            <td className="px-3 py-3 whitespace-nowrap">
              <Badge tone={statusTone(p.status)}>{statusLabel(p.status)}</Badge>
            </td>
            <RowActions
              name={p.title}
              shortTitles
              compact
              onView={() => onView(p)}
              extra={<DocumentAction publication={p} />}
              onEdit={() => onEdit(p)}
              onHistory={() => onHistory(p)}
              onDelete={() => onDelete(p)}
            />
          </tr>
        );
      })}
    </DataTable>
  );
}
