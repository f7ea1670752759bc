import { DataTable, RowActions, type RowHandlers, type TableSort } from '../components/data-table';
import type { Partner } from '@mnch/shared';
import { Badge } from '../../../components/ui';
import { PARTNER_LIST_LABELS, PARTNER_TYPE_LABELS } from './format';

interface PartnersTableProps extends RowHandlers<Partner> {
  partners: Partner[];
}

/** Partner (logo, name, location), Type, Shown on, Actions. */
export function PartnersTable({ partners, onView, onEdit, onDelete, onHistory, sort, onSort }: PartnersTableProps & TableSort) {
  return (
    <DataTable
      sort={sort}
      onSort={onSort}
      label="Partners"
      columns={[{ label: 'Partner', sort: 'name' }, { label: 'Type', sort: 'type' }, 'Shown on']}
    >
      {partners.map((p) => (
        <tr key={p.id} className="align-middle hover:bg-slate-50/60">
          <td className="min-w-64 px-4 py-3">
            <div className="flex items-center gap-3">
              {p.logoUrl ? (
                <img src={p.logoUrl} alt="" className="size-10 shrink-0 rounded-lg object-cover ring-1 ring-slate-200" />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-xs font-bold text-white"
                  style={p.colorFrom ? { backgroundColor: p.colorFrom } : undefined}
                >
                  {p.initials ?? p.name.slice(0, 2).toUpperCase()}
                </span>
              )}
              <div>
                <p className="font-semibold text-slate-900">{p.name}</p>
                <p className="text-xs text-slate-600">{p.location}</p>
              </div>
            </div>
          </td>
          <td className="px-4 py-3">
            <Badge tone="brand">{PARTNER_TYPE_LABELS[p.type]}</Badge>
          </td>
          <td className="px-4 py-3 text-slate-700">
            {[...p.lists.map((l) => PARTNER_LIST_LABELS[l]), ...(p.inCarousel ? ['Home carousel'] : [])].join(', ') || '—'}
          </td>
          <RowActions
            name={p.name}
            noun="Partner"
            shortTitles
            onView={() => onView(p)}
            onEdit={() => onEdit(p)}
            onHistory={onHistory ? () => onHistory(p) : undefined}
            onDelete={() => onDelete(p)}
          />
        </tr>
      ))}
    </DataTable>
  );
}
