import { data, useActionData } from 'react-router';
import { ArrowDown } from 'lucide-react';
import { MESSAGES, eventNotificationInterests, eventRegistrationBodySchema, subscribeDialogSchema } from '@mnch/shared';
import type { Route } from './+types/events.route';
import type { RouteHandle } from '../../lib/route-handle';
import { Island } from '../../islands/island';
import { PageHero } from '../../components/page';
import { buttonClasses } from '../../components/ui';
import { EVENTS_PAGE, eventsCopy as copy, eventsIntro } from '../../content/events';
import { eventDialogsCopy } from '../../content/event-dialogs';
import { handleFormPost } from '../../lib/form-action.server';
import { formFailure } from '../../lib/form-result';
import { introMeta } from '../../lib/meta';
import { eventLd } from './event-ld.server';
import { JsonLd } from '../../components/json-ld';
import { sharedEvent } from './shared-event.server';
import { localDay } from '../../lib/calendar-days';
import { fetchEventsPage, parseEventFilters } from './events';
import { EVENT_FORMS, notifiedHref, registeredHref } from './event-forms';

/** Served as islands: the hero's calendar toggle and the page below the hero (events-page.tsx). */
export const handle: RouteHandle = { islands: true };

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
      schema: subscribeDialogSchema,
      lists: ['interests'],
      // A subscription to the event types chosen (double opt-in), as the dialog's script sends it.
      send: (values) => context.write.subscribe({ ...values, interests: eventNotificationInterests(values.interests), source: 'events' }),
      done: notifiedHref(pathname, search),
      failed: MESSAGES.subscribe.failed,
    });
  }
  const slug = searchParams.get(EVENT_FORMS.eventParam) ?? '';
  return handleFormPost({
    posted,
    form: EVENT_FORMS.registration,
    schema: eventRegistrationBodySchema,
    // An event no longer at this address is refused like any missing event (404).
    send: async (values) => context.write.registerForEvent((await context.read.eventBySlug(slug)).event.id, values),
    done: (answer) => registeredHref(pathname, search, answer.status === 'pending' ? 'pending' : 'confirmed'),
    failed: eventDialogsCopy.registration.failed,
  });
}

/** Type, time, search, sort, page and the calendar's month come from the URL; the server does the work. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = parseEventFilters(url.searchParams);
  const { read } = context;
  // An old address of an event (its id, an old slug) answers 301 from here, before anything renders.
  const now = new Date();
  const [page, shared] = await Promise.all([fetchEventsPage(read, filters, now), sharedEvent(read, url)]);
  const { list } = page;
  // Descriptions are rendered as the API stored them: cleaned once, when written (decision 0014).
  // An address naming no event (deleted, or never one) is the page without a dialog, answered as not found.
  const status = url.searchParams.get(EVENT_FORMS.eventParam) && !shared ? 404 : 200;
  // Structured data of the events shown (the one the address opens first), built here: its code stays on the server.
  const described = [...(shared ? [shared] : []), ...(list.status === 'ok' ? list.events.filter((e) => e.id !== shared?.id) : [])];
  const origin = context.publicConfig.siteUrl;
  return data(
    {
      structuredData: described.map((e) => eventLd(e, origin)),
      filters,
      page,
      shared,
      // Today in the site's time zone, worked out here so that the page's first JavaScript need not.
      today: localDay(now),
    },
    { status },
  );
}

export default function EventsRoute({ loaderData }: Route.ComponentProps) {
  const { filters, shared, today } = loaderData;
  const posted = formFailure(useActionData());
  return (
    <>
      {loaderData.structuredData.length ? <JsonLd data={loaderData.structuredData} /> : null}
      <PageHero
        eyebrow={eventsIntro.eyebrow}
        title={eventsIntro.heading}
        lead={eventsIntro.lead}
        actions={
          <>
            <Island name="events-calendar-toggle" props={{ thisMonth: today.slice(0, 7) }} wake="interaction" />
            <a href={`#${EVENTS_PAGE.listAnchor}`} className={buttonClasses({ variant: 'outline-inverse', size: 'lg' })}>
              <ArrowDown aria-hidden="true" className="size-5" />
              {copy.hero.browse}
            </a>
          </>
        }
      />
      <Island name="events-page" props={{ served: { query: filters, data: loaderData.page }, shared, today, posted }} wake="interaction" />
    </>
  );
}
