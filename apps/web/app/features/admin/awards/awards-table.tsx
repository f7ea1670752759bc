import { DataTable, RowActions, type RowHandlers } from '../components/data-table';
import type { AwardItem } from '@mnch/shared';

interface AwardsTableProps extends RowHandlers<AwardItem> {
  awards: AwardItem[];
}

/** Award (title, description), Awarded by, Year, Actions. */
export function AwardsTable({ awards, onView, onEdit, onDelete, onHistory }: AwardsTableProps) {
  return (
    <DataTable label="Awards" columns={['Award', 'Awarded by', 'Year']}>
      {awards.map((award) => (
        <tr key={award.id} className="align-top hover:bg-slate-50/60">
          <td className="max-w-md min-w-56 px-4 py-3">
            <p className="font-semibold text-slate-900">{award.title}</p>
            {award.description ? <p className="mt-0.5 line-clamp-2 text-xs text-slate-600">{award.description}</p> : null}
          </td>
          <td className="min-w-40 px-4 py-3 text-slate-700">{award.awardedBy}</td>
          <td className="px-4 py-3 text-slate-700 tabular-nums">{award.year}</td>
          <RowActions
            name={award.title}
            noun="Award"
            viewLabel="View Details"
            onView={() => onView(award)}
            onEdit={() => onEdit(award)}
            onHistory={onHistory ? () => onHistory(award) : undefined}
            onDelete={() => onDelete(award)}
          />
        </tr>
      ))}
    </DataTable>
  );
}
