import type { EventItem } from '@mnch/shared';
import { zoneLabel } from '../../../lib/zone-label';
import { Badge } from '../../../components/ui';
import { DataTable, type TableSort } from '../components/data-table';
import { EventActions, type EventActionHandlers } from './event-actions';
import { eventPlace, formatDay, formatTime, statusLabel, statusTone } from './format';

/** The list view: Event, Type, Date, Location, Registered, Status, Actions; a card per event on phones. */
export function EventsTable({ events, sort, onSort, ...actions }: EventActionHandlers & TableSort & { events: EventItem[] }) {
  return (
    <DataTable
      sort={sort}
      onSort={onSort}
      label="Events"
      columns={[
        { label: 'Event', sort: 'title' },
        { label: 'Type', sort: 'type' },
        { label: 'Date', sort: 'date' },
        'Location',
        { label: 'Registered', className: 'text-right', sort: 'registered' },
        { label: 'Status', sort: 'status' },
      ]}
    >
      {events.map((e) => (
        <tr key={e.id} className="align-top hover:bg-slate-50/60">
          <td className="max-w-sm min-w-52 px-4 py-3">
            <p className="font-semibold text-slate-900">{e.title}</p>
            <p className="mt-0.5 text-xs text-slate-600">By {e.organizer}</p>
          </td>
          <td className="px-4 py-3 text-slate-700">{e.type}</td>
          <td className="px-4 py-3 whitespace-nowrap text-slate-700">
            <time dateTime={e.startDate}>{formatDay(e.startDate)}</time>
            <span className="block text-xs text-slate-600">{`${formatTime(e.startDate)} ${zoneLabel(e.startDate)}`}</span>
          </td>
          <td className="max-w-48 min-w-36 px-4 py-3 text-slate-700">{eventPlace(e)}</td>
          <td className="px-4 py-3 text-right whitespace-nowrap text-slate-900 tabular-nums">
            {e.registered} / {e.capacity}
          </td>
          <td className="px-4 py-3">
            <Badge tone={statusTone(e.status)}>{statusLabel(e.status)}</Badge>
          </td>
          <td className="px-4 py-2">
            <EventActions event={e} {...actions} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
