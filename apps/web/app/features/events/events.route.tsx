import { dialogIsland, island } from '../../components/island';
import { useEffect, useRef, useState } from 'react';
import { Link, data, useLocation, useNavigate, useNavigation, useRevalidator, useSearchParams } from 'react-router';
import { ArrowDown, BellRing, CalendarDays, CalendarX, MapPin, TriangleAlert, Video } from 'lucide-react';
import { clsx } from 'clsx';
import {
  EVENT_SORTS,
  EVENT_TIME_FILTERS,
  eventNotificationsInquirySchema,
  eventRegistrationBodySchema,
  isOneOf,
  type EventItem,
} from '@mnch/shared';
import type { Route } from './+types/events.route';
import { CtaBand, PageHero, Section } from '../../components/page';
import { Badge, Button, EmptyState, InPlaceLink, Pagination, buttonClasses, SearchInput, chipClasses } from '../../components/ui';
import { useUrlSearch } from '../../lib/use-url-search';
import { eventChips, EVENTS_PAGE, eventsCopy as copy, eventsIntro, eventSorts, eventTimeFilters } from '../../content/events';
import { eventDialogsCopy } from '../../content/event-dialogs';
import { handleFormPost } from '../../lib/form-action.server';
import { introMeta } from '../../lib/meta';
import { useAddressedSelection } from '../../lib/use-addressed-selection';
import { eventLd } from './event-ld.server';
import { JsonLd } from '../../components/json-ld';
import { EventCard, EventImage } from './event-card';
import { sharedEvent } from './shared-event.server';
import { localDay } from '../../lib/calendar-days';
import {
  eventState,
  eventsHref,
  fetchCalendar,
  fetchEvents,
  fetchFeatured,
  formatEventWhen,
  hasActiveFilters,
  isVirtual,
  parseEventFilters,
  type EventFilters,
} from './events';
import {
  EVENT_DIALOG_RELATED,
  EVENT_FORMS,
  NOTIFY_RELATED,
  closedHref,
  eventDialogHref,
  notifiedHref,
  notifyHref,
  registeredHref,
  registrationOutcome,
  type EventOpener,
} from './event-forms';

const EventDialog = dialogIsland(
  () => import('./event-dialog').then((m) => m.EventDialog),
  (props) => props.event !== null,
);
// The calendar shows only when asked for (?calendar=): its code loads then.
const EventsCalendar = island(() => import('./calendar').then((m) => m.EventsCalendar));
const NotifyDialog = dialogIsland(() => import('./notify-dialog').then((m) => m.NotifyDialog));

export const meta: Route.MetaFunction = () => introMeta(eventsIntro);

/**
 * The event registration and the notifications form posted before or without scripts, each to its
 * dialog's address (event-forms.ts); their scripts send them themselves once they run. The event is
 * the one the address opens (?event=).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { pathname, search, searchParams } = new URL(request.url);
  const posted = await request.formData();
  if (posted.get('_form') === EVENT_FORMS.notify) {
    return handleFormPost({
      posted,
      form: EVENT_FORMS.notify,
      schema: eventNotificationsInquirySchema,
      lists: ['eventTypes'],
      send: (values) => context.write.sendInquiry(values),
      done: notifiedHref(pathname, search),
      failed: eventDialogsCopy.notify.failed,
    });
  }
  const slug = searchParams.get(EVENT_FORMS.eventParam) ?? '';
  return handleFormPost({
    posted,
    form: EVENT_FORMS.registration,
    schema: eventRegistrationBodySchema,
    // An event no longer at this address is refused like any missing event (404).
    send: async (values) => context.write.registerForEvent((await context.read.eventBySlug(slug)).event.id, values),
    done: (answer) => registeredHref(pathname, search, answer.registration.status === 'pending' ? 'pending' : 'confirmed'),
    failed: eventDialogsCopy.registration.failed,
  });
}

/** Type, time, search, sort, page and the calendar's month come from the URL; the server does the work. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = parseEventFilters(url.searchParams);
  const { read } = context;
  // An old address of an event (its id, an old slug) answers 301 from here, before anything renders.
  const [list, featured, calendar, shared] = await Promise.all([
    fetchEvents(read, filters),
    fetchFeatured(read, filters),
    filters.calendar ? fetchCalendar(read, filters.calendar) : Promise.resolve(null),
    sharedEvent(read, url),
  ]);
  // Descriptions are rendered as the API stored them: cleaned once, when written (decision 0014).
  const now = new Date();
  // An address naming no event (deleted, or never one) is the page without a dialog, answered as not found.
  const status = url.searchParams.get(EVENT_FORMS.eventParam) && !shared ? 404 : 200;
  // Structured data of the events shown (the one the address opens first), built here: its code stays on the server.
  const described = [...(shared ? [shared] : []), ...(list.status === 'ok' ? list.events.filter((e) => e.id !== shared?.id) : [])];
  const origin = context.publicConfig.siteUrl;
  return data(
    {
      structuredData: described.map((e) => eventLd(e, origin)),
      filters,
      list,
      featured,
      calendar,
      shared,
      // One clock for the server render and hydration: states (past, full) and "today" agree.
      now: now.toISOString(),
      // Today in the site's time zone, worked out here so that the page's first JavaScript need not.
      today: localDay(now),
    },
    { status },
  );
}

export default function EventsRoute({ loaderData }: Route.ComponentProps) {
  const { filters, list, featured, calendar, shared } = loaderData;
  const now = new Date(loaderData.now);
  const location = useLocation();
  const [params] = useSearchParams();
  // The dialogs the address opens (event-forms.ts): the server renders them open, so their links and
  // forms work without scripts; once hydrated they open and close in place.
  const [eventId, setEventId] = useAddressedSelection(EVENT_FORMS.eventParam, EVENT_DIALOG_RELATED);
  const [notify, setNotify] = useAddressedSelection(EVENT_FORMS.notifyParam, NOTIFY_RELATED);
  // An event opened in place (until the next navigation, as the selection): its item and whether at the form.
  const [placed, setPlaced] = useState<{ key: string; event: EventItem; register: boolean } | null>(null);
  const revalidator = useRevalidator();
  const thisMonth = loaderData.today.slice(0, 7);
  const calendarShown = Boolean(filters.calendar);

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
      {loaderData.structuredData.length ? <JsonLd data={loaderData.structuredData} /> : null}
      <PageHero
        eyebrow={eventsIntro.eyebrow}
        title={eventsIntro.heading}
        lead={eventsIntro.lead}
        actions={
          <>
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
            <a href={`#${EVENTS_PAGE.listAnchor}`} className={buttonClasses({ variant: 'outline-inverse', size: 'lg' })}>
              <ArrowDown aria-hidden="true" className="size-5" />
              {copy.hero.browse}
            </a>
          </>
        }
      />

      {calendar ? (
        <Section id={EVENTS_PAGE.calendarAnchor} tone="muted" title={copy.calendarTitle}>
          <EventsCalendar filters={filters} calendar={calendar} today={loaderData.today} thisMonth={thisMonth} opener={opener} />
        </Section>
      ) : null}

      {featured ? (
        <Section id="featured" eyebrow={copy.featured.eyebrow} title={featured.upcoming ? copy.featured.upcoming : copy.featured.latest}>
          <FeaturedEvent event={featured.event} now={now} opener={opener} />
        </Section>
      ) : null}

      <Section id={EVENTS_PAGE.listAnchor} tone="muted" eyebrow={copy.list.eyebrow} title={copy.list.title} intro={copy.list.intro}>
        <ListControls filters={filters} />
        <EventList filters={filters} list={list} now={now} opener={opener} />
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
        onRegistered={() => revalidator.revalidate()}
        closeHref={closed}
        registerHref={open ? opener.href(open.event, true) : ''}
        detailsHref={open ? opener.href(open.event) : ''}
      />
      <NotifyDialog
        open={notify !== null}
        onClose={() => setNotify(null)}
        closeHref={closed}
        action={notifyHref(location.pathname, location.search)}
        sent={params.get(EVENT_FORMS.notifiedParam) === '1'}
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

const selectClass =
  'h-12 w-full rounded-full border-0 bg-white pl-4 pr-10 text-sm font-medium text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600 focus:outline-none';

/** Chips, time, search and sort; every change goes to the URL with page 1. */
function ListControls({ filters }: { filters: EventFilters }) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  // Changes build on the newest address: a navigation still loading (e.g. a time filter just picked)
  // must not be undone by a search typed meanwhile.
  const newest =
    navigation.location?.pathname === EVENTS_PAGE.path ? parseEventFilters(new URLSearchParams(navigation.location.search)) : filters;
  const pending = useRef(newest);
  useEffect(() => {
    pending.current = newest;
  });
  const go = (change: Partial<EventFilters>, replace = false) =>
    navigate(eventsHref({ ...pending.current, ...change, page: 1 }), { preventScrollReset: true, replace });
  const { term, setTerm, submit, clear } = useUrlSearch(filters.search, (search, replace) => void go({ search }, replace));

  return (
    <div className="mb-8 space-y-5">
      <nav aria-label={copy.chipsLabel}>
        <ul className="flex flex-wrap gap-2">
          {eventChips.map((chip) => {
            const active = chip.id === filters.type;
            return (
              <li key={chip.id}>
                <Link
                  to={eventsHref({ ...filters, type: chip.id, page: 1 })}
                  preventScrollReset
                  aria-current={active ? 'true' : undefined}
                  className={chipClasses(active)}
                >
                  {chip.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <form
        role="search"
        method="get"
        action={`${EVENTS_PAGE.path}#${EVENTS_PAGE.listAnchor}`}
        onSubmit={submit}
        className="grid gap-3 md:grid-cols-[1fr_auto_auto]"
      >
        {filters.type !== 'all' ? <input type="hidden" name="type" value={filters.type} /> : null}
        {filters.calendar ? <input type="hidden" name="calendar" value={filters.calendar} /> : null}
        <SearchInput
          id="event-search"
          name="search"
          label={copy.searchLabel}
          value={term}
          onChange={setTerm}
          onClear={clear}
          clearLabel={copy.clearSearch}
          clearHref={eventsHref({ ...filters, search: '', page: 1 })}
          placeholder={copy.searchPlaceholder}
          maxLength={EVENTS_PAGE.searchMaxLength}
        />
        <div className="flex items-center gap-2">
          <label htmlFor="event-time" className="shrink-0 text-sm font-medium text-slate-700">
            {copy.timeLabel}
          </label>
          <select
            id="event-time"
            name="time"
            value={filters.time}
            onChange={(e) => isOneOf(EVENT_TIME_FILTERS, e.target.value) && go({ time: e.target.value })}
            className={selectClass}
          >
            {eventTimeFilters.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor="event-sort" className="shrink-0 text-sm font-medium text-slate-700">
            {copy.sortLabel}
          </label>
          <select
            id="event-sort"
            name="sort"
            value={filters.sort}
            onChange={(e) => isOneOf(EVENT_SORTS, e.target.value) && go({ sort: e.target.value })}
            className={selectClass}
          >
            {eventSorts.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit" className={buttonClasses({ size: 'sm' })}>
              {copy.searchButton}
            </button>
          </noscript>
        </div>
      </form>
    </div>
  );
}

interface EventListProps {
  filters: EventFilters;
  list: Route.ComponentProps['loaderData']['list'];
  now: Date;
  opener: EventOpener;
}

function EventList({ filters, list, now, opener }: EventListProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.location?.pathname === EVENTS_PAGE.path;
  if (list.status === 'error') {
    return (
      <EmptyState as="h3" icon={TriangleAlert} title={copy.loadFailed.title} description={copy.loadFailed.text} className="bg-white" />
    );
  }
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
  if (list.events.length === 0) {
    const pastEnd = list.total > 0;
    const noneAhead = !pastEnd && !hasActiveFilters(filters) && pastLink;
    return (
      <EmptyState
        as="h3"
        icon={CalendarX}
        title={pastEnd ? copy.pageEmpty.title : noneAhead ? copy.noneAhead.title : copy.empty.title}
        description={pastEnd ? copy.pageEmpty.text : noneAhead ? copy.noneAhead.text : copy.empty.text}
        className="bg-white"
        action={
          pastEnd ? (
            <Link to={eventsHref({ ...filters, page: 1 })} preventScrollReset className={buttonClasses({ variant: 'secondary' })}>
              {copy.pageEmpty.first}
            </Link>
          ) : noneAhead ? (
            pastLink
          ) : hasActiveFilters(filters) ? (
            <Link
              to={eventsHref({ sort: filters.sort, calendar: filters.calendar })}
              preventScrollReset
              className={buttonClasses({ variant: 'secondary' })}
            >
              {copy.empty.reset}
            </Link>
          ) : null
        }
      />
    );
  }
  const from = (filters.page - 1) * EVENTS_PAGE.pageSize + 1;
  const to = from + list.events.length - 1;
  return (
    <>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm font-medium text-slate-600">
          {copy.showing(from, to, list.total)}
        </p>
        {pastLink}
      </div>
      <ul
        aria-label={copy.list.title}
        aria-busy={busy || undefined}
        className={clsx('grid gap-6 sm:grid-cols-2 lg:grid-cols-3', busy && 'opacity-60 transition-opacity')}
      >
        {list.events.map((event) => (
          <li key={event.id}>
            <EventCard event={event} now={now} opener={opener} />
          </li>
        ))}
      </ul>
      <Pagination
        className="mt-10"
        label="Event pages"
        page={filters.page}
        totalPages={list.totalPages}
        hrefFor={(page) => eventsHref({ ...filters, page })}
      />
    </>
  );
}
