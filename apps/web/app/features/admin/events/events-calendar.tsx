import { useId } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { clsx } from 'clsx';
import type { EventItem } from '@mnch/shared';
import { Button } from '../../../components/ui';
import { calendarCells, monthLabel, shiftMonth } from '../../../lib/calendar';
import { eventsByDay } from '../../../lib/calendar-days';
import { formatTime } from './format';

const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

const CHIP_TONES: Record<string, string> = {
  upcoming: 'bg-sky-50 text-sky-900 ring-sky-200 hover:bg-sky-100',
  ongoing: 'bg-brand-50 text-brand-900 ring-brand-200 hover:bg-brand-100',
  completed: 'bg-slate-100 text-slate-800 ring-slate-200 hover:bg-slate-200',
  cancelled: 'bg-red-50 text-red-900 ring-red-200 hover:bg-red-100 line-through',
};

interface EventsCalendarProps {
  /** YYYY-MM */
  month: string;
  /** Today (YYYY-MM-DD) and this month (YYYY-MM) in the site's time zone. */
  today: string;
  thisMonth: string;
  events: EventItem[];
  /** Events of the 42 days beyond those shown (over the page limit). */
  hidden: number;
  busy: boolean;
  onMonthChange: (month: string) => void;
  onOpen: (event: EventItem) => void;
}

const dayLabel = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The month grid: 42 day cells, Sunday first; events on their start day; a click opens the event. */
export function EventsCalendar({ month, today, thisMonth, events, hidden, busy, onMonthChange, onOpen }: EventsCalendarProps) {
  const headingId = useId();
  const cells = calendarCells(month);
  const byDay = eventsByDay(events);

  return (
    <section aria-labelledby={headingId} aria-busy={busy} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-4 py-3 sm:px-5">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900" aria-live="polite">
            {monthLabel(month)}
          </h2>
          <p className="text-xs text-slate-600">
            {events.length === 0
              ? 'No events in these six weeks'
              : `${events.length} ${events.length === 1 ? 'event' : 'events'} in these six weeks`}
            {hidden > 0 ? ` (${hidden} more not shown: narrow the filters)` : ''}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Button variant="secondary" size="sm" onClick={() => onMonthChange(shiftMonth(month, -1))} aria-label="Previous month">
            <ChevronLeft aria-hidden="true" className="size-4" />
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onMonthChange(thisMonth)} aria-pressed={month === thisMonth}>
            Today
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onMonthChange(shiftMonth(month, 1))} aria-label="Next month">
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      <div className={clsx('p-1.5 sm:p-3', busy && 'opacity-60 transition-opacity')}>
        <div role="table" aria-labelledby={headingId} className="text-sm">
          <div role="rowgroup">
            <div role="row" className="grid grid-cols-7">
              {WEEKDAYS.map(([short, long]) => (
                <div
                  key={short}
                  role="columnheader"
                  aria-label={long}
                  className="py-2 text-center text-xs font-semibold tracking-wide text-slate-600 uppercase"
                >
                  <span aria-hidden="true">{short}</span>
                </div>
              ))}
            </div>
          </div>
          <div role="rowgroup" className="overflow-hidden rounded-lg border border-slate-200 bg-slate-200">
            {Array.from({ length: 6 }, (_, week) => (
              <div key={week} role="row" className="grid grid-cols-7 gap-px border-slate-200 [&:not(:first-child)]:mt-px">
                {cells.slice(week * 7, week * 7 + 7).map((cell) => {
                  const dayEvents = byDay.get(cell.date) ?? [];
                  const isToday = cell.date === today;
                  return (
                    <div
                      key={cell.date}
                      role="cell"
                      data-date={cell.date}
                      aria-label={`${dayLabel.format(new Date(`${cell.date}T00:00:00Z`))}${dayEvents.length ? `, ${dayEvents.length} ${dayEvents.length === 1 ? 'event' : 'events'}` : ''}`}
                      aria-current={isToday ? 'date' : undefined}
                      className={clsx('min-h-16 min-w-0 p-0.5 sm:min-h-28 sm:p-1.5', cell.inMonth ? 'bg-white' : 'bg-slate-50')}
                    >
                      <span
                        aria-hidden="true"
                        className={clsx(
                          'flex size-6 items-center justify-center rounded-full text-xs font-semibold sm:size-7',
                          isToday ? 'bg-brand-700 text-white' : cell.inMonth ? 'text-slate-800' : 'text-slate-500',
                        )}
                      >
                        {cell.day}
                      </span>
                      <ul className="mt-0.5 space-y-0.5 sm:mt-1 sm:space-y-1">
                        {dayEvents.map((e) => (
                          <li key={e.id}>
                            <button
                              type="button"
                              onClick={() => onOpen(e)}
                              title={e.title}
                              aria-label={`${e.title}, ${formatTime(e.startDate)}`}
                              className={clsx(
                                'block w-full truncate rounded px-0.5 py-0.5 text-left text-[10px] leading-tight font-semibold ring-1 ring-inset focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:line-clamp-2 sm:rounded-md sm:px-1.5 sm:text-xs sm:break-words sm:whitespace-normal',
                                CHIP_TONES[e.status] ?? CHIP_TONES.upcoming,
                              )}
                            >
                              <span className="hidden sm:inline">{formatTime(e.startDate)} </span>
                              {e.title}
                            </button>
                          </li>
                        ))}
                      </ul>
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
