import { CalendarDays, Clock, MapPin, Star, Users, Video } from 'lucide-react';
import { clsx } from 'clsx';
import { eventDuration, formatEventDuration, type EventItem } from '@mnch/shared';
import { Badge, InPlaceLink, buttonClasses } from '../../components/ui';
import { eventsCopy } from '../../content/events';
import { assetUrl } from '../../lib/articles';
import { IMAGE_BOX, responsiveImage } from '../../lib/images';
import { eventState, formatEventWhen, isVirtual } from './events';
import type { EventOpener } from './event-forms';

const copy = eventsCopy.card;

/** The picture of an event, or a gradient with its type when it has none. */
export function EventImage({ event, className }: { event: EventItem; className?: string }) {
  const src = assetUrl(event.imageUrl ?? event.image_url ?? event.image);
  return (
    <div className={clsx('relative overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-sky-700', className)}>
      {src ? (
        <img
          {...responsiveImage({ url: src }, { sizes: '(min-width: 1024px) 600px, 100vw', fallback: IMAGE_BOX.wide })}
          alt=""
          loading="lazy"
          className="size-full object-cover"
        />
      ) : (
        <CalendarDays aria-hidden="true" className="absolute left-1/2 top-1/2 size-12 -translate-x-1/2 -translate-y-1/2 text-white/40" />
      )}
    </div>
  );
}

interface EventCardProps {
  event: EventItem;
  now: Date;
  opener: EventOpener;
}

/**
 * An event in the grid: Event Full overlay (register disabled), Past Event (register hidden), Online.
 * View details and Register are links to the addresses the server renders with its dialog open.
 */
export function EventCard({ event, now, opener }: EventCardProps) {
  const state = eventState(event, now);
  const duration = eventDuration(event.startDate, event.endDate);
  const online = isVirtual(event);
  const titleId = `event-${event.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="event-card"
      className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg"
    >
      <div className="relative">
        <EventImage event={event} className="aspect-[16/9]" />
        <div className="absolute left-3 top-3 flex flex-wrap gap-2">
          <Badge tone="brand" className="bg-white/95">
            {event.type}
          </Badge>
          {online ? (
            <Badge tone="blue" className="bg-white/95">
              <Video aria-hidden="true" className="size-3.5" />
              {copy.online}
            </Badge>
          ) : null}
          {state === 'past' ? (
            <Badge tone="neutral" className="bg-white/95">
              {copy.past}
            </Badge>
          ) : null}
        </div>
        {state === 'full' ? (
          <div className="absolute inset-0 flex items-center justify-center bg-slate-950/60">
            <span className="rounded-full bg-red-700 px-4 py-1.5 text-sm font-bold uppercase tracking-wide text-white shadow">
              {copy.full}
            </span>
          </div>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 id={titleId} className="text-lg font-semibold leading-snug text-slate-900">
          {event.title}
        </h3>
        <ul className="mt-3 space-y-1.5 text-sm text-slate-600">
          <li className="flex items-start gap-2">
            <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <time dateTime={event.startDate}>{formatEventWhen(event.startDate, event.endDate)}</time>
          </li>
          <li className="flex items-start gap-2">
            {online ? (
              <Video aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            ) : (
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            )}
            <span>{online ? eventsCopy.card.onlineEvent : (event.venueName ?? '')}</span>
          </li>
          <li className="flex flex-wrap gap-x-4 gap-y-1.5">
            {duration ? (
              <span className="flex items-center gap-2">
                <Clock aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                <span data-testid="event-duration">{formatEventDuration(duration)}</span>
              </span>
            ) : null}
            <span className="flex items-center gap-2">
              <Users aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              {copy.seats(event.registered, event.capacity)}
            </span>
            {event.rating > 0 ? (
              <span className="flex items-center gap-1.5">
                <Star aria-hidden="true" className="size-4 shrink-0 fill-amber-400 text-amber-500" />
                <span className="sr-only">{copy.rating(event.rating)}</span>
                <span aria-hidden="true">{event.rating.toFixed(1)}</span>
              </span>
            ) : null}
          </li>
        </ul>
        <div className="mt-auto flex flex-wrap gap-2 pt-5">
          <InPlaceLink
            aria-label={`${copy.details}: ${event.title}`}
            href={opener.href(event)}
            onActivate={() => opener.open(event)}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            {copy.details}
          </InPlaceLink>
          {state === 'past' ? null : state === 'open' ? (
            <InPlaceLink
              aria-label={`${copy.register}: ${event.title}`}
              href={opener.href(event, true)}
              onActivate={() => opener.open(event, true)}
              className={buttonClasses({ size: 'sm' })}
            >
              {copy.register}
            </InPlaceLink>
          ) : (
            <button
              aria-label={`${state === 'full' ? copy.full : copy.register}: ${event.title}`}
              type="button"
              disabled
              className={buttonClasses({ size: 'sm' })}
            >
              {state === 'full' ? copy.full : copy.register}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
