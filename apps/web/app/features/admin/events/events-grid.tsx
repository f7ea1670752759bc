import { CalendarDays, MapPin, Users, Video } from 'lucide-react';
import type { EventItem } from '@mnch/shared';
import { Badge } from '../../../components/ui';
import { EventActions, type EventActionHandlers } from './event-actions';
import { eventPlace, fillPercent, formatDateTime, plainText, statusLabel, statusTone } from './format';

/** The grid view: one card per event with image, status, type, date, place and seats taken. */
export function EventsGrid({ events, ...actions }: EventActionHandlers & { events: EventItem[] }) {
  return (
    <ul aria-label="Events" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {events.map((e) => (
        <li
          key={e.id}
          className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
        >
          <div className="relative aspect-[16/9] bg-slate-100">
            {e.imageUrl ? (
              <img src={e.imageUrl} alt="" loading="lazy" className="absolute inset-0 size-full object-cover" />
            ) : (
              <div className="flex size-full items-center justify-center bg-gradient-to-br from-brand-100 via-brand-50 to-sky-100 text-brand-700/70">
                {e.isVirtual ? <Video aria-hidden="true" className="size-10" /> : <CalendarDays aria-hidden="true" className="size-10" />}
              </div>
            )}
            <Badge tone={statusTone(e.status)} className="absolute top-3 left-3 shadow-sm">
              {statusLabel(e.status)}
            </Badge>
            <span className="absolute top-3 right-3 rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-semibold text-slate-800 shadow-sm">
              {e.type}
            </span>
          </div>
          <div className="flex flex-1 flex-col p-4">
            <h3 className="line-clamp-2 text-base font-semibold text-slate-900">{e.title}</h3>
            {e.description ? <p className="mt-1 line-clamp-2 text-sm text-slate-600">{plainText(e.description)}</p> : null}
            <dl className="mt-3 grid gap-1.5 text-sm text-slate-700">
              <div className="flex items-start gap-2">
                <dt className="sr-only">When</dt>
                <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
                <dd>
                  <time dateTime={e.startDate}>{formatDateTime(e.startDate)}</time>
                </dd>
              </div>
              <div className="flex items-start gap-2">
                <dt className="sr-only">Where</dt>
                {e.isVirtual ? (
                  <Video aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
                ) : (
                  <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
                )}
                <dd className="min-w-0 break-words">{eventPlace(e)}</dd>
              </div>
              <div className="flex items-start gap-2">
                <dt className="sr-only">Registered</dt>
                <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
                <dd className="flex-1">
                  {e.registered} / {e.capacity} registered
                  <span aria-hidden="true" className="mt-1.5 block h-1.5 overflow-hidden rounded-full bg-slate-100">
                    <span
                      className="block h-full rounded-full bg-brand-600"
                      style={{ width: `${fillPercent(e.registered, e.capacity)}%` }}
                    />
                  </span>
                </dd>
              </div>
            </dl>
            <div className="mt-auto flex items-center justify-between gap-2 border-t border-slate-100 pt-3">
              <span className="truncate text-xs text-slate-600">By {e.organizer}</span>
              <EventActions event={e} {...actions} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
