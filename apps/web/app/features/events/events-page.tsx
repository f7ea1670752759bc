import { PagedCards } from '../../components/paged-cards';
import { SearchForm, SearchSelect } from '../../components/search-form';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { BellRing, CalendarDays, CalendarX, MapPin, Video } from 'lucide-react';
import type { EventItem } from '@mnch/shared';
import { CtaBand, Section } from '../../components/page';
import { Badge, Button, InPlaceLink, buttonClasses, FilterChips } from '../../components/ui';
import { api } from '../../lib/api-client';
import { restReads } from '../../lib/public-reads';
import { useAddressedData } from '../../lib/use-addressed-data';
import { useUrlSearch } from '../../lib/use-url-search';
import { eventChips, EVENTS_PAGE, eventsCopy as copy, eventSorts, eventTimeFilters } from '../../content/events';
import { useAddressedSelection } from '../../lib/use-addressed-selection';
import type { FormFailure } from '../../lib/form-result';
import { EventsCalendar } from './calendar';
import { EventCard, EventImage } from './event-card';
import { EventDialog } from './event-dialog';
import { NotifyDialog } from './notify-dialog';
import {
  eventState,
  eventsHref,
  fetchEventsPage,
  formatEventWhen,
  hasActiveFilters,
  isVirtual,
  EVENTS_STATE,
  parseEventFilters,
  type EventFilters,
  type EventsPageData,
} from './events';
import {
  EVENT_DIALOG_RELATED,
  EVENT_FORMS,
  NOTIFY_RELATED,
  closedHref,
  eventDialogHref,
  notifyHref,
  registrationOutcome,
  type EventOpener,
} from './event-forms';

export interface EventsPageProps {
  /** What the server rendered (the loader's) and the filters it was read for. */
  served: { query: EventFilters; data: EventsPageData };
  /** The event the address opened (?event=<slug>), read by the server. */
  shared: EventItem | null;
  /** Today in the site's time zone (YYYY-MM-DD), worked out by the server. */
  today: string;
  /** What a registration or notifications form posted without scripts came back with, if it failed. */
  posted: FormFailure | null;
}

/**
 * The events page below its hero, one island (events.route.tsx): the calendar, the featured event,
 * the list with its chips, search, filters and pages, the notifications band and the two dialogs,
 * which the calendar, the featured event and the cards all open. It shows what the server rendered,
 * then what the address asks for in place (lib/use-addressed-data.ts).
 */
export function EventsPage({ served, shared, today, posted }: EventsPageProps) {
  const [params] = useSearchParams();
  const {
    data,
    query: filters,
    loading,
    refresh,
  } = useAddressedData(served, parseEventFilters(params), (f, signal) => fetchEventsPage(restReads(api, { signal }), f, new Date()));
  const { list, featured, calendar } = data;
  const now = new Date(data.now);
  const location = useLocation();
  // The dialogs the address opens (event-forms.ts): the server renders them open, so their links and
  // forms work without scripts; once hydrated they open and close in place.
  const [eventId, setEventId] = useAddressedSelection(EVENT_FORMS.eventParam, EVENT_DIALOG_RELATED);
  const [notify, setNotify] = useAddressedSelection(EVENT_FORMS.notifyParam, NOTIFY_RELATED);
  // An event opened in place (until the next navigation, as the selection): its item and whether at the form.
  const [placed, setPlaced] = useState<{ key: string; event: EventItem; register: boolean } | null>(null);
  const thisMonth = today.slice(0, 7);
  // The calendar, when the address shows it anew (#calendar), comes into view once it is here.
  const calendarMonth = calendar?.month;
  useEffect(() => {
    if (calendarMonth && window.location.hash === `#${EVENTS_PAGE.calendarAnchor}`) {
      document.getElementById(EVENTS_PAGE.calendarAnchor)?.scrollIntoView();
    }
  }, [calendarMonth]);

  const open =
    placed && placed.key === location.key && placed.event.slug === eventId
      ? { event: placed.event, register: placed.register, outcome: null }
      : shared && shared.slug === eventId
        ? {
            event: shared,
            register: params.get(EVENT_FORMS.registerParam) === '1',
            outcome: registrationOutcome(params.get(EVENT_FORMS.registeredParam)),
          }
        : null;
  const opener: EventOpener = {
    href: (event, register = false) => eventDialogHref(location.pathname, location.search, event.slug, register),
    open: (event, register = false) => {
      setPlaced({ key: location.key, event, register });
      setEventId(event.slug);
    },
  };
  const closed = closedHref(location.pathname, location.search, `#${EVENTS_PAGE.listAnchor}`);

  return (
    <>
      {calendar ? (
        <Section id={EVENTS_PAGE.calendarAnchor} tone="muted" title={copy.calendarTitle}>
          <EventsCalendar filters={filters} calendar={calendar} today={today} thisMonth={thisMonth} opener={opener} />
        </Section>
      ) : null}

      {featured ? (
        <Section id="featured" eyebrow={copy.featured.eyebrow} title={featured.upcoming ? copy.featured.upcoming : copy.featured.latest}>
          <FeaturedEvent event={featured.event} now={now} opener={opener} />
        </Section>
      ) : null}

      <Section id={EVENTS_PAGE.listAnchor} tone="muted" eyebrow={copy.list.eyebrow} title={copy.list.title} intro={copy.list.intro}>
        <ListControls />
        <EventList filters={filters} list={list} now={now} opener={opener} busy={loading} />
      </Section>

      <CtaBand
        title={copy.notifyCta.title}
        text={copy.notifyCta.text}
        actions={
          <InPlaceLink
            href={notifyHref(location.pathname, location.search)}
            onActivate={() => setNotify('1')}
            className={buttonClasses({ variant: 'inverse', size: 'lg' })}
          >
            <BellRing aria-hidden="true" className="size-5" />
            {copy.notifyCta.title}
          </InPlaceLink>
        }
      />

      <EventDialog
        event={open?.event ?? null}
        startRegistering={open?.register}
        outcome={open?.outcome}
        now={now}
        onClose={() => setEventId(null)}
        onRegistered={refresh}
        closeHref={closed}
        registerHref={open ? opener.href(open.event, true) : ''}
        detailsHref={open ? opener.href(open.event) : ''}
        posted={posted}
      />
      <NotifyDialog
        open={notify !== null}
        onClose={() => setNotify(null)}
        closeHref={closed}
        action={notifyHref(location.pathname, location.search)}
        sent={params.get(EVENT_FORMS.notifiedParam) === '1'}
        posted={posted}
      />
    </>
  );
}

function FeaturedEvent({ event, now, opener }: { event: EventItem; now: Date; opener: EventOpener }) {
  const state = eventState(event, now);
  const online = isVirtual(event);
  return (
    <article
      aria-labelledby="featured-event-title"
      data-testid="featured-event"
      className="grid overflow-hidden rounded-3xl bg-white shadow-lg ring-1 ring-slate-200 lg:grid-cols-2"
    >
      <EventImage event={event} className="aspect-[16/9] lg:aspect-auto lg:min-h-72" />
      <div className="flex flex-col p-6 sm:p-10">
        <div className="flex flex-wrap gap-2">
          <Badge tone="brand">{event.type}</Badge>
          {online ? <Badge tone="blue">{copy.card.online}</Badge> : null}
          {state === 'past' ? <Badge>{copy.card.past}</Badge> : null}
          {state === 'full' ? <Badge tone="red">{copy.card.full}</Badge> : null}
        </div>
        <h3 id="featured-event-title" className="mt-4 text-balance text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {event.title}
        </h3>
        <p className="mt-4 flex items-start gap-2 text-slate-700">
          <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          {formatEventWhen(event.startDate, event.endDate)}
        </p>
        <p className="mt-2 flex items-start gap-2 text-slate-700">
          {online ? (
            <Video aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          ) : (
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          )}
          {online ? copy.card.onlineEvent : event.venueName}
        </p>
        <div className="mt-auto flex flex-wrap gap-3 pt-8">
          <InPlaceLink
            aria-label={`${copy.card.details}: ${event.title}`}
            href={opener.href(event)}
            onActivate={() => opener.open(event)}
            className={buttonClasses({ variant: 'secondary' })}
          >
            {copy.card.details}
          </InPlaceLink>
          {state === 'past' ? null : state === 'open' ? (
            <InPlaceLink
              aria-label={`${copy.registerNow}: ${event.title}`}
              href={opener.href(event, true)}
              onActivate={() => opener.open(event, true)}
              className={buttonClasses()}
            >
              {copy.registerNow}
            </InPlaceLink>
          ) : (
            <Button aria-label={`${state === 'full' ? copy.card.full : copy.registerNow}: ${event.title}`} disabled>
              {state === 'full' ? copy.card.full : copy.registerNow}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}

/** Chips, time, search and sort, as the address has them; every change goes to the address with page 1. */
function ListControls() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const filters = parseEventFilters(params);
  // Changes build on the newest address: a filter just picked must not be undone by a search typed meanwhile.
  const newest = useRef(filters);
  useEffect(() => {
    newest.current = filters;
  });
  const go = (change: Partial<EventFilters>, replace = false) =>
    navigate(eventsHref({ ...newest.current, ...change, page: 1 }), { preventScrollReset: true, replace });
  const search = useUrlSearch(filters.q, (q, replace) => void go({ q }, replace));

  return (
    <div className="mb-8 space-y-5">
      <FilterChips
        label={copy.chipsLabel}
        chips={eventChips.map((chip) => ({
          label: chip.label,
          to: eventsHref({ ...filters, type: chip.id, page: 1 }),
          active: chip.id === filters.type,
        }))}
      />
      <SearchForm
        action={`${EVENTS_PAGE.path}#${EVENTS_PAGE.listAnchor}`}
        hidden={EVENTS_STATE.hiddenInputs(filters, ['q', 'time', 'sort', 'page'])}
        search={search}
        box={{
          id: 'event-search',
          labels: copy,
          clearHref: eventsHref({ ...filters, q: '', page: 1 }),
          maxLength: EVENTS_PAGE.searchMaxLength,
        }}
        className="grid gap-3 md:grid-cols-[1fr_auto_auto]"
      >
        <SearchSelect
          id="event-time"
          name="time"
          label={copy.timeLabel}
          value={filters.time}
          options={eventTimeFilters}
          onChange={(time) => go({ time })}
        />
        <SearchSelect
          id="event-sort"
          name="sort"
          label={copy.sortLabel}
          value={filters.sort}
          options={eventSorts}
          onChange={(sort) => go({ sort })}
        >
          <noscript>
            <button type="submit" className={buttonClasses({ size: 'sm' })}>
              {copy.searchButton}
            </button>
          </noscript>
        </SearchSelect>
      </SearchForm>
    </div>
  );
}

interface EventListProps {
  filters: EventFilters;
  list: EventsPageData['list'];
  now: Date;
  opener: EventOpener;
  /** The address asks for another list, which is on its way. */
  busy: boolean;
}

function EventList({ filters, list, now, opener, busy }: EventListProps) {
  // Past events, most recent first, one click from the list's default (events not yet over).
  const pastLink =
    filters.time === 'upcoming' ? (
      <Link
        to={eventsHref({ ...filters, time: 'past', sort: '-date', page: 1 })}
        preventScrollReset
        className={buttonClasses({ variant: 'secondary' })}
      >
        {copy.pastEvents}
      </Link>
    ) : null;
  const filtered = hasActiveFilters(filters);
  return (
    <PagedCards
      result={list.status === 'ok' ? { ...list, items: list.events } : list}
      page={filters.page}
      pageSize={EVENTS_PAGE.pageSize}
      copy={copy}
      icon={CalendarX}
      hrefFor={(page) => eventsHref({ ...filters, page })}
      resetHref={filtered ? eventsHref({ sort: filters.sort, calendar: filters.calendar }) : null}
      empty={!filtered && pastLink ? { ...copy.noneAhead, action: pastLink } : null}
      aside={pastLink}
      label={copy.list.title}
      pagesLabel="Event pages"
      busy={busy}
      renderItem={(event) => <EventCard event={event} now={now} opener={opener} />}
    />
  );
}

/** The hero's View / Hide Calendar: the calendar's month in the address (the page shows it in place). */
export function CalendarToggle({ thisMonth }: { thisMonth: string }) {
  const [params] = useSearchParams();
  const filters = parseEventFilters(params);
  const calendarShown = Boolean(filters.calendar);
  return (
    <Link
      to={eventsHref(
        { ...filters, calendar: calendarShown ? undefined : thisMonth },
        calendarShown ? '' : `#${EVENTS_PAGE.calendarAnchor}`,
      )}
      preventScrollReset={calendarShown}
      aria-expanded={calendarShown}
      aria-controls={calendarShown ? EVENTS_PAGE.calendarAnchor : undefined}
      className={buttonClasses({ variant: 'inverse', size: 'lg' })}
    >
      <CalendarDays aria-hidden="true" className="size-5" />
      {calendarShown ? copy.hero.hideCalendar : copy.hero.showCalendar}
    </Link>
  );
}
