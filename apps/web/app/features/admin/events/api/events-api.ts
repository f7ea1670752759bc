import {
  EVENT_REGISTRATIONS_PAGE_SIZE,
  eventEnvelopeSchema,
  eventRegistrationsListSchema,
  eventStatisticsSchema,
  eventsListSchema,
  type CreateEventInput,
  type EventItem,
  type EventRegistration,
  type EventStatistics,
  type EventTimeFilter,
  ifMatchHeaders,
} from '@mnch/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { gridRange } from '../../../../lib/calendar';
import { CALENDAR_LIMIT, EVENTS_PAGE_SIZE } from '../format';

export const EVENTS_KEY = ['admin', 'events'] as const;

/**
 * The list's filters (GET /api/events: `search`, `type`, `status`, `time`, `page`): upcoming and all events by
 * start date, soonest first; past events the most recent first.
 */
export interface EventsFilter {
  search: string;
  type: string;
  status: string;
  time: EventTimeFilter;
  page: number;
  /** The table's sort (`title`, `-date`); without it as the time filter says. */
  sort?: string;
}

export interface EventsPage {
  events: EventItem[];
  total: number;
  totalPages: number;
}

const filterQuery = (f: Omit<EventsFilter, 'page' | 'time'>) => ({
  search: f.search.trim() || undefined,
  type: f.type || undefined,
  status: f.status || undefined,
  sort: 'date',
});

export async function getEvents(filter: EventsFilter, signal?: AbortSignal): Promise<EventsPage> {
  const data = await api.get('/events', eventsListSchema, {
    query: {
      ...filterQuery(filter),
      time: filter.time === 'all' ? undefined : filter.time,
      sort: filter.sort || (filter.time === 'past' ? '-date' : 'date'),
      page: filter.page,
      limit: EVENTS_PAGE_SIZE,
    },
    signal,
  });
  return { events: data.events, total: data.pagination.total, totalPages: data.pagination.totalPages };
}

/** One page of events, filtered, sorted and paged on the server. */
export const eventsQuery = (filter: EventsFilter) =>
  queryOptions({
    queryKey: [...EVENTS_KEY, 'list', filter],
    queryFn: ({ signal }) => getEvents(filter, signal),
    placeholderData: keepPreviousData,
  });

export interface CalendarEvents {
  events: EventItem[];
  /** How many events start in the 42 days (more than `events` when over the limit). */
  total: number;
}

/** The events starting in the 42 days the month grid shows (one request, from/to). */
export const calendarQuery = (month: string, filter: Omit<EventsFilter, 'page' | 'time'>) =>
  queryOptions({
    queryKey: [...EVENTS_KEY, 'calendar', month, filter],
    queryFn: async ({ signal }): Promise<CalendarEvents> => {
      const data = await api.get('/events', eventsListSchema, {
        query: { ...filterQuery(filter), ...gridRange(month), page: 1, limit: CALENDAR_LIMIT },
        signal,
      });
      return { events: data.events, total: data.pagination.total };
    },
    placeholderData: keepPreviousData,
  });

/** GET /api/events/statistics: the summary cards, counted by the server. */
export const statisticsQuery = () =>
  queryOptions({
    queryKey: [...EVENTS_KEY, 'statistics'],
    queryFn: ({ signal }): Promise<EventStatistics> => api.get('/events/statistics', eventStatisticsSchema, { signal }),
  });

export interface RegistrationsPage {
  registrations: EventRegistration[];
  total: number;
  totalPages: number;
}

/** GET /api/events/{id}/registrations (staff), newest first. */
export const registrationsQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: [...EVENTS_KEY, 'registrations', id, page],
    queryFn: async ({ signal }): Promise<RegistrationsPage> => {
      const body = await api.get(`/events/${id}/registrations`, eventRegistrationsListSchema, {
        query: { page, limit: EVENT_REGISTRATIONS_PAGE_SIZE },
        signal,
      });
      return { registrations: body.registrations, total: body.pagination.total, totalPages: body.pagination.totalPages };
    },
    placeholderData: keepPreviousData,
  });

/** POST /api/events (no id) or PUT /api/events/{id}, from `version` (If-Match: components/save-conflict.tsx). */
export async function saveEvent({ id, input, version }: { id?: number; input: CreateEventInput; version?: string }): Promise<EventItem> {
  const body =
    id === undefined
      ? await api.post('/events', input, eventEnvelopeSchema)
      : await api.put(`/events/${id}`, input, eventEnvelopeSchema, { headers: ifMatchHeaders(version) });
  return body.event;
}

export async function deleteEvent(id: number): Promise<void> {
  await api.delete(`/events/${id}`);
}

/** Saving or deleting refreshes every events query (lists, calendar, figures, registrations). */
export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveEvent, onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY }) });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteEvent, onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY }) });
}
