import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { eventDuration, eventPath, formatEventDuration, type EventItem } from '@mnch/shared';
import { Badge, Button, Dialog, Pagination, Spinner } from '../../../components/ui';
import { sanitizeHtml } from '../../../lib/sanitize';
import { QueryErrorPanel } from '../components/query-error';
import { ViewOnSiteLink } from '../components/site-link';
import { WriteOnly, useSeesPersonalData } from '../components/access';
import { registrationsQuery } from './api/events-api';
import { formatDateTime, formatDay, formatFee, statusLabel, statusTone } from './format';
import { FactList } from '../components/fact-list';

interface EventViewProps {
  event: EventItem;
  onClose: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** Every detail of an event, and who registered (GET /api/events/{id}/registrations, paged). */
export function EventViewDialog({ event, onClose, onEdit, onDelete }: EventViewProps) {
  const duration = eventDuration(event.startDate, event.endDate);
  // Who registered is visitors' personal data: not for a viewer (decision 33).
  const seesRegistrations = useSeesPersonalData();
  const facts: [string, ReactNode][] = [
    ['Type', event.type],
    ['Starts', formatDateTime(event.startDate)],
    ['Ends', formatDateTime(event.endDate)],
    ['Duration', duration ? formatEventDuration(duration) : '—'],
    ['Format', event.isVirtual ? 'Virtual' : 'Physical'],
    [
      event.isVirtual ? 'Meeting link' : 'Location',
      event.isVirtual ? (
        event.virtualLink ? (
          <a
            href={event.virtualLink}
            target="_blank"
            rel="noreferrer"
            className="break-all text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {event.virtualLink}
          </a>
        ) : (
          '—'
        )
      ) : (
        event.venueName || '—'
      ),
    ],
    ['Organizer', event.organizer],
    [
      'Contact email',
      event.contactEmail ? (
        <a href={`mailto:${event.contactEmail}`} className="break-all text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {event.contactEmail}
        </a>
      ) : (
        '—'
      ),
    ],
    ['Registered', `${event.registered} of ${event.capacity}`],
    ['Registration fee', formatFee(event.registrationFee, event.currency)],
    ['Registration deadline', formatDateTime(event.registrationDeadline)],
    ['Requires approval', event.requiresApproval ? 'Yes' : 'No'],
  ];
  return (
    <Dialog
      open
      onClose={onClose}
      title={event.title}
      size="xl"
      footer={
        <>
          <WriteOnly>
            <Button variant="ghost" onClick={onDelete} className="text-red-700 hover:bg-red-50">
              <Trash2 aria-hidden="true" className="size-4" /> Delete
            </Button>
            <Button variant="secondary" onClick={onEdit}>
              <Pencil aria-hidden="true" className="size-4" /> Edit
            </Button>
          </WriteOnly>
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={statusTone(event.status)}>{statusLabel(event.status)}</Badge>
        <Badge>{event.type}</Badge>
        {event.isVirtual ? <Badge tone="brand">Virtual</Badge> : null}
        <ViewOnSiteLink href={eventPath(event.slug)} />
      </div>
      {event.imageUrl ? <img src={event.imageUrl} alt="" className="mt-4 aspect-[21/9] max-h-56 w-full rounded-xl object-cover" /> : null}
      <FactList facts={facts} className="rounded-xl border border-slate-200 bg-slate-50/70 p-4" />
      {event.description ? (
        <>
          <h3 className="mt-6 text-sm font-semibold text-slate-900">Description</h3>
          <div className="prose-content mt-2" dangerouslySetInnerHTML={{ __html: sanitizeHtml(event.description) }} />
        </>
      ) : null}
      {seesRegistrations ? <Registrations eventId={event.id} /> : null}
    </Dialog>
  );
}

function Registrations({ eventId }: { eventId: number }) {
  const [page, setPage] = useState(1);
  const query = useQuery(registrationsQuery(eventId, page));
  return (
    <section aria-labelledby="event-registrations" className="mt-6 border-t border-slate-200 pt-5">
      <h3 id="event-registrations" className="text-sm font-semibold text-slate-900">
        Registrations{query.data ? ` (${query.data.total})` : ''}
      </h3>
      {query.isPending ? (
        <div className="flex justify-center py-6 text-brand-700">
          <Spinner label="Loading registrations" className="size-6" />
        </div>
      ) : query.isError ? (
        <div className="mt-3">
          <QueryErrorPanel title="Error loading registrations" error={query.error} onRetry={() => void query.refetch()} />
        </div>
      ) : query.data.registrations.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No one has registered for this event yet.</p>
      ) : (
        <>
          <div
            className="mt-3 overflow-x-auto rounded-lg border border-slate-200"
            role="region"
            aria-label="Registered people"
            tabIndex={0}
          >
            <table className="min-w-full divide-y divide-slate-200 text-sm">
              <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Name
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Email
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Registered on
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody className={`divide-y divide-slate-100 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
                {query.data.registrations.map((r) => (
                  <tr key={r.id}>
                    <td className="px-3 py-2 font-medium text-slate-900">{r.name}</td>
                    <td className="px-3 py-2 break-all text-slate-700">{r.email}</td>
                    <td className="px-3 py-2 whitespace-nowrap text-slate-700">
                      <time dateTime={r.createdAt}>{formatDay(r.createdAt)}</time>
                    </td>
                    <td className="px-3 py-2">
                      <Badge tone={r.status === 'pending' ? 'amber' : 'brand'}>{r.status === 'pending' ? 'Pending' : 'Confirmed'}</Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {query.data.totalPages > 1 ? (
            <Pagination page={page} totalPages={query.data.totalPages} onPageChange={setPage} label="Registration pages" className="mt-3" />
          ) : null}
        </>
      )}
    </section>
  );
}
