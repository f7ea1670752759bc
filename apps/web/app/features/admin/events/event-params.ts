import { DEFAULT_EVENT_TIME, EVENT_TYPES, isDateYear, isOneOf, type EventTimeFilter } from '@mnch/shared';
import { currentMonth } from '../../../lib/calendar-days';

export const EVENT_VIEWS = ['grid', 'list', 'calendar'] as const;
export type EventView = (typeof EVENT_VIEWS)[number];

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The list's "When" choices besides the default (upcoming): past events, or all of them. */
export const EVENT_WHEN_OPTIONS = [
  { value: 'past', label: 'Past events' },
  { value: 'all', label: 'All events' },
] as const;

/** What the events screen keeps in the URL besides search, status and page: `type`, `time`, `view`, `month`. */
export interface EventScreenParams {
  type: string;
  /** Which events the list and grid show: upcoming (the default, as on the public page), past or all. */
  time: EventTimeFilter;
  view: EventView;
  /** The calendar's month (YYYY-MM); this month when absent or invalid. */
  month: string;
}

export function readEventParams(params: URLSearchParams, now: Date = new Date()): EventScreenParams {
  const type = params.get('type') ?? '';
  const time = params.get('time') ?? '';
  const view = params.get('view') ?? '';
  const month = params.get('month') ?? '';
  const year = Number(MONTH.exec(month)?.[1]);
  return {
    type: isOneOf(EVENT_TYPES, type) ? type : '',
    time: EVENT_WHEN_OPTIONS.find((o) => o.value === time)?.value ?? DEFAULT_EVENT_TIME,
    view: isOneOf(EVENT_VIEWS, view) ? view : 'grid',
    month: isDateYear(year) ? month : currentMonth(now),
  };
}
