import { AUDIT_ACTION_LABELS, ROLE_LABELS, auditKindLabel, auditPersonLabel, isAuditAction, type AuditEntry } from '@mnch/shared';
import { formatDateTime } from '../components/date-time';
import { Badge, type BadgeTone } from '../../../components/ui';
import { DataTable, type TableSort } from '../components/data-table';

/** "26 Nov 2026, 14:05" in the centre's time zone, wherever the browser is. */
/** When a row was written, in the site's time zone: "26 Nov 2026, 14:05". */
const when = (at: string) => formatDateTime(at) ?? '';

const ROLE_NAMES: Record<string, string> = ROLE_LABELS;

/** The person's role at the time, for staff. */
const roleOf = (entry: AuditEntry) => (entry.userName && entry.role ? ROLE_NAMES[entry.role] : undefined);

const actionLabel = (action: string) => (isAuditAction(action) ? AUDIT_ACTION_LABELS[action] : action);

function actionTone(action: string): BadgeTone {
  if (action === 'sign-in-failed' || action === 'refused') return 'red';
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
 * The log's rows: When, Who, Action, Section, Item (read-only, no row actions); on a phone one card
 * per row (DataTable), the item first.
 */
export function AuditLogTable({ entries, sort, onSort }: { entries: AuditEntry[] } & TableSort) {
  return (
    <DataTable
      sort={sort}
      onSort={onSort}
      label="Audit log"
      columns={[
        { label: 'When', className: 'whitespace-nowrap', sort: 'at' },
        { label: 'Who', sort: 'userName' },
        { label: 'Action', sort: 'action' },
        { label: 'Section', sort: 'kind' },
        { label: 'Item', card: 'title' },
      ]}
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
  );
}
