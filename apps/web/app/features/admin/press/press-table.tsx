import { Eye, Pencil, Trash2 } from 'lucide-react';
import type { PressRelease } from '@mnch/shared';
import { formatDate } from '../../../lib/dates';

interface PressTableProps {
  releases: PressRelease[];
  onView: (release: PressRelease) => void;
  onEdit: (release: PressRelease) => void;
  onDelete: (release: PressRelease) => void;
}

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-md transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** Press release (title, summary), Date, Link, Actions. */
export function PressTable({ releases, onView, onEdit, onDelete }: PressTableProps) {
  return (
    <div
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
      role="region"
      aria-label="Press releases"
      tabIndex={0}
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Press release
            </th>
            <th scope="col" className="px-4 py-3 whitespace-nowrap">
              Date
            </th>
            <th scope="col" className="px-4 py-3">
              Full release
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {releases.map((release) => (
            <tr key={release.id} className="align-top hover:bg-slate-50/60">
              <td className="max-w-lg min-w-56 px-4 py-3">
                <p className="font-semibold text-slate-900">{release.title}</p>
                <p className="mt-0.5 line-clamp-2 text-xs text-slate-600">{release.summary}</p>
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatDate(release.date)}</td>
              <td className="px-4 py-3 text-slate-700">
                {release.link ? (release.link.startsWith('/uploads/') ? 'Document' : 'Link') : '—'}
              </td>
              <td className="px-4 py-2">
                <div className="flex justify-end gap-1">
                  <button
                    type="button"
                    onClick={() => onView(release)}
                    aria-label={`View Details: ${release.title}`}
                    title="View Details"
                    className={`${iconButton} text-slate-700 hover:bg-slate-100`}
                  >
                    <Eye aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    onClick={() => onEdit(release)}
                    aria-label={`Edit Press Release: ${release.title}`}
                    title="Edit Press Release"
                    className={`${iconButton} text-brand-800 hover:bg-brand-50`}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    onClick={() => onDelete(release)}
                    aria-label={`Delete Press Release: ${release.title}`}
                    title="Delete Press Release"
                    className={`${iconButton} text-red-700 hover:bg-red-50`}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
