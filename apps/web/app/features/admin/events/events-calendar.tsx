import { useId } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { clsx } from 'clsx';
import type { EventItem } from '@mnch/shared';
import { Button } from '../../../components/ui';
import { MonthGrid } from '../../../components/month-grid';
import { monthLabel, shiftMonth } from '../../../lib/calendar';
import { formatTime } from './format';

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

/** The month grid (MonthGrid) with its month's heading and moves; a click on an event opens it. */
export function EventsCalendar({ month, today, thisMonth, events, hidden, busy, onMonthChange, onOpen }: EventsCalendarProps) {
  const headingId = useId();

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
        <MonthGrid
          month={month}
          today={today}
          events={events}
          labelledBy={headingId}
          chip={(e) => (
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
          )}
        />
      </div>
    </section>
  );
}
