import { Eye, Pencil, Trash2 } from 'lucide-react';
import type { Partner } from '@mnch/shared';
import { Badge } from '../../../components/ui';
import { PARTNER_LIST_LABELS, PARTNER_TYPE_LABELS } from './format';

interface PartnersTableProps {
  partners: Partner[];
  onView: (p: Partner) => void;
  onEdit: (p: Partner) => void;
  onDelete: (p: Partner) => void;
}

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-md transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** Partner (logo, name, location), Type, Shown on, Actions. */
export function PartnersTable({ partners, onView, onEdit, onDelete }: PartnersTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm" role="region" aria-label="Partners" tabIndex={0}>
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Partner
            </th>
            <th scope="col" className="px-4 py-3">
              Type
            </th>
            <th scope="col" className="px-4 py-3">
              Shown on
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
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
              <td className="px-4 py-2">
                <div className="flex justify-end gap-1">
                  <button
                    type="button"
                    onClick={() => onView(p)}
                    aria-label={`View Partner: ${p.name}`}
                    title="View"
                    className={`${iconButton} text-slate-700 hover:bg-slate-100`}
                  >
                    <Eye aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    onClick={() => onEdit(p)}
                    aria-label={`Edit Partner: ${p.name}`}
                    title="Edit"
                    className={`${iconButton} text-brand-800 hover:bg-brand-50`}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    onClick={() => onDelete(p)}
                    aria-label={`Delete Partner: ${p.name}`}
                    title="Delete"
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
