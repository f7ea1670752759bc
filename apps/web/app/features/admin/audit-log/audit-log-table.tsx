import { AUDIT_ACTION_LABELS, auditKindLabel, auditPersonLabel, isAuditAction, type AuditEntry } from '@mnch/shared';
import { formatDateTime } from '../components/date-time';
import { Badge, type BadgeTone } from '../../../components/ui';
import { DataTable } from '../components/data-table';

/** "26 Nov 2026, 14:05" in the centre's time zone, wherever the browser is. */
/** When a row was written, in the site's time zone: "26 Nov 2026, 14:05". */
const when = (at: string) => formatDateTime(at) ?? '';

const ROLE_NAMES: Record<string, string> = { admin: 'Administrator', editor: 'Editor', viewer: 'Subscriber' };

/** The person's role at the time, for staff. */
const roleOf = (entry: AuditEntry) => (entry.userName && entry.role ? ROLE_NAMES[entry.role] : undefined);

const actionLabel = (action: string) => (isAuditAction(action) ? AUDIT_ACTION_LABELS[action] : action);

function actionTone(action: string): BadgeTone {
  if (action === 'sign-in-failed') return 'red';
  if (action === 'delete') return 'amber';
  if (action === 'create' || action === 'restore') return 'brand';
  if (action.startsWith('sign-')) return 'blue';
  return 'neutral';
}

function ItemText({ entry }: { entry: AuditEntry }) {
  return (
    <>
      {entry.itemLabel ? <p className="font-medium break-words text-slate-900">{entry.itemLabel}</p> : null}
      <p className="text-xs break-all text-slate-600">
        {entry.itemId ? <span>#{entry.itemId} · </span> : null}
        <code>
          {entry.method} {entry.route}
        </code>
      </p>
    </>
  );
}

/**
 * The log's rows: a table (When, Who, Action, Section, Item; read-only, no row actions) from the
 * tablet width up, and one card per row on a phone, where five columns would not be readable.
 */
export function AuditLogTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <>
      <ul aria-label="Audit log entries" className="space-y-3 md:hidden">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={actionTone(entry.action)}>{actionLabel(entry.action)}</Badge>
              <span className="font-medium text-slate-700">{auditKindLabel(entry.kind)}</span>
            </div>
            <div className="mt-2">
              <ItemText entry={entry} />
            </div>
            <p className="mt-2 text-slate-700">
              <span className="font-medium text-slate-900">{auditPersonLabel(entry)}</span>
              {roleOf(entry) ? <span> ({roleOf(entry)})</span> : null} ·{' '}
              <time dateTime={entry.at} className="tabular-nums">
                {when(entry.at)}
              </time>
            </p>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <DataTable
          label="Audit log"
          columns={[{ label: 'When', className: 'whitespace-nowrap' }, 'Who', 'Action', 'Section', 'Item']}
          actions={false}
        >
          {entries.map((entry) => {
            const role = roleOf(entry);
            return (
              <tr key={entry.id} className="align-top hover:bg-slate-50/60">
                <td className="px-4 py-3 whitespace-nowrap text-slate-700 tabular-nums">
                  <time dateTime={entry.at}>{when(entry.at)}</time>
                </td>
                <td className="min-w-40 px-4 py-3">
                  <p className="font-medium text-slate-900">{auditPersonLabel(entry)}</p>
                  {role ? <p className="text-xs text-slate-600">{role}</p> : null}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <Badge tone={actionTone(entry.action)}>{actionLabel(entry.action)}</Badge>
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">{auditKindLabel(entry.kind)}</td>
                <td className="max-w-md min-w-56 px-4 py-3">
                  <ItemText entry={entry} />
                </td>
              </tr>
            );
          })}
        </DataTable>
      </div>
    </>
  );
}
