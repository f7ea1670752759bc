import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { calendarCells } from '../lib/calendar';
import { eventsByDay } from '../lib/calendar-days';

/** The week's days, Sunday first: what a column shows and what a screen reader says. */
const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

const dayLabel = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const eventCount = (n: number) => `${n} ${n === 1 ? 'event' : 'events'}`;

interface MonthGridProps<T> {
  /** YYYY-MM */
  month: string;
  /** Today (YYYY-MM-DD) in the site's time zone. */
  today: string;
  events: readonly T[];
  /** The id of the heading that names the month. */
  labelledBy: string;
  /** One event in its day's cell: a button or a link. */
  chip: (event: T) => ReactNode;
}

/**
 * A month as a table of six weeks (42 day cells, Sunday first), each event in the cell of its start day
 * in the site's time zone: the events page's calendar and the back office's.
 */
export function MonthGrid<T extends { id: number; startDate: string }>({ month, today, events, labelledBy, chip }: MonthGridProps<T>) {
  const cells = calendarCells(month);
  const byDay = eventsByDay(events);
  return (
    <div role="table" aria-labelledby={labelledBy} className="text-sm">
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
                  aria-label={`${dayLabel.format(new Date(`${cell.date}T00:00:00Z`))}${dayEvents.length ? `, ${eventCount(dayEvents.length)}` : ''}`}
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
                      <li key={e.id}>{chip(e)}</li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
