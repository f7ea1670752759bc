import { EVENT_TYPES, isDateYear, isOneOf } from '@mnch/shared';
import { currentMonth } from '../../../lib/calendar-days';

export const EVENT_VIEWS = ['grid', 'list', 'calendar'] as const;
export type EventView = (typeof EVENT_VIEWS)[number];

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** What the events screen keeps in the URL besides search, status and page: `type`, `view`, `month`. */
export interface EventScreenParams {
  type: string;
  view: EventView;
  /** The calendar's month (YYYY-MM); this month when absent or invalid. */
  month: string;
}

export function readEventParams(params: URLSearchParams, now: Date = new Date()): EventScreenParams {
  const type = params.get('type') ?? '';
  const view = params.get('view') ?? '';
  const month = params.get('month') ?? '';
  const year = Number(MONTH.exec(month)?.[1]);
  return {
    type: isOneOf(EVENT_TYPES, type) ? type : '',
    view: isOneOf(EVENT_VIEWS, view) ? view : 'grid',
    month: isDateYear(year) ? month : currentMonth(now),
  };
}
