import { Eye, Pencil, Trash2 } from 'lucide-react';
import type { AwardItem } from '@mnch/shared';

interface AwardsTableProps {
  awards: AwardItem[];
  onView: (award: AwardItem) => void;
  onEdit: (award: AwardItem) => void;
  onDelete: (award: AwardItem) => void;
}

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-md transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** Award (title, description), Awarded by, Year, Actions. */
export function AwardsTable({ awards, onView, onEdit, onDelete }: AwardsTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm" role="region" aria-label="Awards" tabIndex={0}>
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Award
            </th>
            <th scope="col" className="px-4 py-3">
              Awarded by
            </th>
            <th scope="col" className="px-4 py-3">
              Year
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {awards.map((award) => (
            <tr key={award.id} className="align-top hover:bg-slate-50/60">
              <td className="max-w-md min-w-56 px-4 py-3">
                <p className="font-semibold text-slate-900">{award.title}</p>
                {award.description ? <p className="mt-0.5 line-clamp-2 text-xs text-slate-600">{award.description}</p> : null}
              </td>
              <td className="min-w-40 px-4 py-3 text-slate-700">{award.awardedBy}</td>
              <td className="px-4 py-3 text-slate-700 tabular-nums">{award.year}</td>
              <td className="px-4 py-2">
                <div className="flex justify-end gap-1">
                  <button
                    type="button"
                    onClick={() => onView(award)}
                    aria-label={`View Details: ${award.title}`}
                    title="View Details"
                    className={`${iconButton} text-slate-700 hover:bg-slate-100`}
                  >
                    <Eye aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    onClick={() => onEdit(award)}
                    aria-label={`Edit Award: ${award.title}`}
                    title="Edit Award"
                    className={`${iconButton} text-brand-800 hover:bg-brand-50`}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    onClick={() => onDelete(award)}
                    aria-label={`Delete Award: ${award.title}`}
                    title="Delete Award"
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
