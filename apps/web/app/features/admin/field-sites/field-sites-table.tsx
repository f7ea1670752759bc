import { FIELD_SITE_REGION_INFO, type FieldSiteItem } from '@mnch/shared';
import { DataTable, RowActions, type RowHandlers } from '../components/data-table';

interface FieldSitesTableProps extends RowHandlers<FieldSiteItem> {
  fieldSites: FieldSiteItem[];
}

/** Site (name, type), Region, Place, Lives impacted, Actions. */
export function FieldSitesTable({ fieldSites, onView, onEdit, onDelete, onHistory }: FieldSitesTableProps) {
  return (
    <DataTable label="Field sites" columns={['Site', 'Region', 'Place', 'Lives impacted']}>
      {fieldSites.map((site) => (
        <tr key={site.id} className="align-top hover:bg-slate-50/60">
          <td className="max-w-md min-w-56 px-4 py-3">
            <div className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className="mt-0.5 size-8 shrink-0 rounded-lg"
                style={{ backgroundImage: `linear-gradient(135deg, ${site.colorFrom}, ${site.colorTo})` }}
              />
              <div>
                <p className="font-semibold text-slate-900">{site.name}</p>
                <p className="mt-0.5 text-xs text-slate-600">{site.type}</p>
              </div>
            </div>
          </td>
          <td className="px-4 py-3 text-slate-700">{FIELD_SITE_REGION_INFO[site.region].label}</td>
          <td className="px-4 py-3 whitespace-nowrap text-slate-700 tabular-nums">
            {site.x}%, {site.y}%
          </td>
          <td className="px-4 py-3 text-slate-700 tabular-nums">{site.livesImpacted.toLocaleString('en-US')}</td>
          <RowActions
            name={site.name}
            noun="Field Site"
            viewLabel="View Details"
            onView={() => onView(site)}
            onEdit={() => onEdit(site)}
            onHistory={onHistory ? () => onHistory(site) : undefined}
            onDelete={() => onDelete(site)}
          />
        </tr>
      ))}
    </DataTable>
  );
}
