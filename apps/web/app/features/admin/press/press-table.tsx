import { DataTable, RowActions, type RowHandlers } from '../components/data-table';
import type { PressRelease } from '@mnch/shared';
import { formatDate } from '../../../lib/dates';

interface PressTableProps extends RowHandlers<PressRelease> {
  releases: PressRelease[];
}

/** Press release (title, summary), Date, Link, Actions. */
export function PressTable({ releases, onView, onEdit, onDelete, onHistory }: PressTableProps) {
  return (
    <DataTable label="Press releases" columns={['Press release', { label: 'Date', className: 'whitespace-nowrap' }, 'Full release']}>
      {releases.map((release) => (
        <tr key={release.id} className="align-top hover:bg-slate-50/60">
          <td className="max-w-lg min-w-56 px-4 py-3">
            <p className="font-semibold text-slate-900">{release.title}</p>
            <p className="mt-0.5 line-clamp-2 text-xs text-slate-600">{release.summary}</p>
          </td>
          <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatDate(release.date)}</td>
          <td className="px-4 py-3 text-slate-700">{release.link ? (release.link.startsWith('/uploads/') ? 'Document' : 'Link') : '—'}</td>
          <RowActions
            name={release.title}
            noun="Press Release"
            viewLabel="View Details"
            onView={() => onView(release)}
            onEdit={() => onEdit(release)}
            onHistory={onHistory ? () => onHistory(release) : undefined}
            onDelete={() => onDelete(release)}
          />
        </tr>
      ))}
    </DataTable>
  );
}
