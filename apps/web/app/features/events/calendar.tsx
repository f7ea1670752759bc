import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { EventItem } from '@mnch/shared';
import { eventDialogsCopy } from '../../content/event-dialogs';
import { MonthGrid } from '../../components/month-grid';
import { monthLabel, shiftMonth } from '../../lib/calendar';
import { truncate, type CalendarResult, type EventFilters, eventsHref } from './events';
import { EVENTS_PAGE } from '../../content/events';
import { InPlaceLink } from '../../components/ui';
import type { EventOpener } from './event-forms';

const copy = eventDialogsCopy.calendar;
const NO_EVENTS: EventItem[] = [];

interface CalendarProps {
  filters: EventFilters;
  calendar: CalendarResult;
  /** Today (YYYY-MM-DD) and this month (YYYY-MM) in the site's time zone. */
  today: string;
  thisMonth: string;
  /** Each event is a link to the page with its dialog open. */
  opener: EventOpener;
}

/** The month grid (MonthGrid); previous, next and Today move through months in the URL. */
export function EventsCalendar({ filters, calendar, today, thisMonth, opener }: CalendarProps) {
  const month = calendar.month;
  const href = (m: string) => eventsHref({ ...filters, calendar: m }, `#${EVENTS_PAGE.calendarAnchor}`);
  const nav =
    'inline-flex h-10 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold text-slate-700 ring-1 ring-inset ring-slate-200 hover:bg-brand-50 hover:text-brand-800';

  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200" data-testid="events-calendar">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-4 py-4 sm:px-6">
        <h3 className="text-xl font-bold text-slate-900" aria-live="polite" id="calendar-month">
          {monthLabel(month)}
        </h3>
        <div className="flex items-center gap-2">
          <Link to={href(shiftMonth(month, -1))} preventScrollReset className={nav} aria-label={copy.previous}>
            <ChevronLeft aria-hidden="true" className="size-4" />
          </Link>
          <Link to={href(thisMonth)} preventScrollReset className={nav} aria-current={month === thisMonth ? 'date' : undefined}>
            {copy.today}
          </Link>
          <Link to={href(shiftMonth(month, 1))} preventScrollReset className={nav} aria-label={copy.next}>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
      {calendar.status === 'error' ? (
        <p className="px-6 py-4 text-sm font-medium text-red-800">{copy.loadFailed}</p>
      ) : (
        <p className="px-6 pt-3 text-sm text-slate-600">{calendar.events.length ? copy.count(calendar.events.length) : copy.none}</p>
      )}
      <div className="p-2 sm:p-4">
        <MonthGrid
          month={month}
          today={today}
          events={calendar.status === 'ok' ? calendar.events : NO_EVENTS}
          labelledBy="calendar-month"
          chip={(e) => (
            <InPlaceLink
              href={opener.href(e)}
              onActivate={() => opener.open(e)}
              title={e.title}
              aria-label={e.title}
              className="block w-full truncate rounded-md bg-brand-50 px-1 py-0.5 text-left text-[11px] font-semibold leading-tight text-brand-900 ring-1 ring-inset ring-brand-200 hover:bg-brand-100 sm:px-1.5 sm:text-xs"
            >
              {truncate(e.title)}
            </InPlaceLink>
          )}
        />
      </div>
    </div>
  );
}
