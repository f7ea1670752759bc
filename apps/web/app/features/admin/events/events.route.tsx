import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CalendarX } from 'lucide-react';
import { DEFAULT_EVENT_TIME, EVENT_MESSAGES, trashConfirm, type EventItem, type EventTimeFilter } from '@mnch/shared';
import { EmptyState, Pagination } from '../../../components/ui';
import { currentMonth, localDay } from '../../../lib/calendar-days';
import { SelectableList } from '../components/bulk-selection';
import { ConfirmDialog, useConfirm } from '../components/confirm-dialog';
import { ListFilters, type FilterPatch } from '../components/list-filters';
import { QueryErrorPanel } from '../components/query-error';
import { clientOnlyLoader, SectionHeader, backOfficeMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback, ContentSpinner } from '../components/spinner';
import { useListParams, type ListParams } from '../components/use-list-params';
import { EVENTS_KEY, calendarQuery, eventsQuery, useDeleteEvent } from './api/events-api';
import { useRevisionHistory } from '../components/revision-history-lazy';
import { EventFormDialog } from './event-form';
import { EVENT_WHEN_OPTIONS, readEventParams, type EventView } from './event-params';
import { EventViewDialog } from './event-view';
import { EventsCalendar } from './events-calendar';
import { EventsGrid } from './events-grid';
import { EventsStats } from './events-stats';
import { EventsTable } from './events-table';
import { EVENTS_PAGE_SIZE, EVENT_STATUS_OPTIONS, EVENT_TYPE_OPTIONS } from './format';
import { ViewSwitcher } from './view-switcher';
import { AddButton } from '../components/access';
import { useEditFromAddress } from '../components/edit-from-address';

export const handle: SectionHandle = { title: 'Events' };
export const meta = backOfficeMeta;

export const clientLoader = clientOnlyLoader;
export const HydrateFallback = BackOfficeHydrateFallback;

type Editing = { event: EventItem | null } | null;

/** The line above the list: which events it shows, in which order. */
function listOrder(time: EventTimeFilter): string {
  if (time === 'past') return 'Past events, the most recent first';
  if (time === 'all') return 'All events by start date, earliest first';
  return 'Upcoming events (under way included), soonest first';
}
/** The URL keys this screen adds to the shared list parameters. */
type ScreenPatch = Partial<ListParams> & { type?: string; time?: string; view?: EventView; month?: string };

export default function EventsRoute() {
  const [searchParams] = useSearchParams();
  const { params, update: updateList, wantsNew, clearNew, sorting } = useListParams();
  const { type, time: timeParam, view, month } = readEventParams(searchParams);
  // An item asked for by `?edit=` (the command palette) may be past: the list looks at every event then.
  const time = searchParams.has('edit') && !searchParams.has('time') ? 'all' : timeParam;
  // The shared hook writes every key of the patch to the URL; this screen's keys ride along.
  const update = (patch: ScreenPatch) => updateList(patch);
  const filter = { search: params.search, type, status: params.status };
  const list = useQuery({ ...eventsQuery({ ...filter, time, page: params.page, sort: params.sort }), enabled: view !== 'calendar' });
  const calendar = useQuery({ ...calendarQuery(month, filter), enabled: view === 'calendar' });
  const remove = useDeleteEvent();
  const [editingState, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<EventItem | null>(null);
  const form: Editing = editingState ?? (wantsNew ? { event: null } : null);
  const closeForm = () => {
    setEditing(null);
    if (wantsNew) clearNew();
  };
  const filtered = !!(params.search.trim() || params.status || type || time !== DEFAULT_EVENT_TIME);
  const now = new Date();

  const deletion = useConfirm<EventItem>(async (event) => {
    await remove.mutateAsync(event.id);
    if (viewing?.id === event.id) setViewing(null);
    return EVENT_MESSAGES.deleted;
  });
  const askDelete = deletion.ask;
  const history = useRevisionHistory('events', EVENTS_KEY);
  const actions = { onView: setViewing, onEdit: (event: EventItem) => setEditing({ event }), onHistory: history.open, onDelete: askDelete };

  useEditFromAddress(list.data && !list.isFetching ? list.data.events : undefined, actions.onEdit, setViewing);
  const addButton = (label: string) => <AddButton label={label} onClick={() => setEditing({ event: null })} />;

  const onFilters = (patch: FilterPatch<'status' | 'category' | 'time'>) => {
    const { category, ...rest } = patch;
    update(category === undefined ? rest : { ...rest, type: category });
  };

  return (
    <>
      <SectionHeader
        description="Conferences, workshops, webinars, trainings, seminars and summits shown on the public Events page: dates, venue or online link, capacity and registrations."
        actions={addButton('Create Event')}
      />
      <EventsStats />
      <ListFilters<'status' | 'category' | 'time'>
        searchLabel="Search events"
        searchPlaceholder="Search events..."
        search={params.search}
        onChange={onFilters}
        selects={[
          { name: 'category', label: 'Filter by type', allLabel: 'All Types', value: type, options: EVENT_TYPE_OPTIONS },
          { name: 'status', label: 'Filter by status', allLabel: 'All Status', value: params.status, options: EVENT_STATUS_OPTIONS },
          // Upcoming (the default, no key in the URL) as on the public page; past and all one choice away.
          ...(view === 'calendar'
            ? []
            : [
                {
                  name: 'time' as const,
                  label: 'Filter by date',
                  allLabel: 'Upcoming events',
                  value: time === DEFAULT_EVENT_TIME ? '' : time,
                  options: EVENT_WHEN_OPTIONS,
                },
              ]),
        ]}
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">{view === 'calendar' ? 'Events on their start day' : listOrder(time)}</p>
        <ViewSwitcher view={view} onChange={(v) => update({ view: v === 'grid' ? undefined : v, page: params.page })} />
      </div>

      {view === 'calendar' ? (
        calendar.isPending ? (
          <ContentSpinner label="Loading the calendar" />
        ) : calendar.isError ? (
          <QueryErrorPanel title="Error loading events" error={calendar.error} onRetry={() => void calendar.refetch()} />
        ) : (
          <EventsCalendar
            month={month}
            today={localDay(now)}
            thisMonth={currentMonth(now)}
            events={calendar.data.events}
            hidden={calendar.data.total - calendar.data.events.length}
            busy={calendar.isFetching}
            onMonthChange={(m) => update({ month: m === currentMonth(now) ? undefined : m, page: params.page })}
            onOpen={setViewing}
          />
        )
      ) : list.isPending ? (
        <ContentSpinner label="Loading events" />
      ) : list.isError ? (
        <QueryErrorPanel title="Error loading events" error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.events.length === 0 ? (
        <EmptyState
          icon={CalendarX}
          className="bg-white"
          title="No events found"
          description={filtered ? 'Try adjusting your filters' : 'Get started by creating your first event'}
          action={filtered ? null : addButton('Create First Event')}
        />
      ) : (
        <div aria-busy={list.isFetching} className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          {view === 'list' ? (
            <SelectableList
              kind="events"
              plural="events"
              listKey={EVENTS_KEY}
              resetKey={JSON.stringify({ filter, time, page: params.page })}
              items={list.data.events}
            >
              <EventsTable events={list.data.events} {...actions} {...sorting} />
            </SelectableList>
          ) : (
            <EventsGrid events={list.data.events} {...actions} />
          )}
          <div className="mt-4 flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
            <p className="text-sm text-slate-600" aria-live="polite">
              Showing {(params.page - 1) * EVENTS_PAGE_SIZE + 1}–{(params.page - 1) * EVENTS_PAGE_SIZE + list.data.events.length} of{' '}
              {list.data.total} {list.data.total === 1 ? 'event' : 'events'}
            </p>
            <Pagination
              page={params.page}
              totalPages={list.data.totalPages}
              onPageChange={(page) => update({ page })}
              label="Event pages"
            />
          </div>
        </div>
      )}

      {form ? <EventFormDialog key={form.event?.id ?? 'new'} event={form.event} onClose={closeForm} /> : null}
      {viewing && !form ? (
        <EventViewDialog
          event={viewing}
          onClose={() => setViewing(null)}
          onEdit={() => {
            setEditing({ event: viewing });
            setViewing(null);
          }}
          onDelete={() => {
            askDelete(viewing);
            setViewing(null);
          }}
        />
      ) : null}
      {history.dialog}
      <ConfirmDialog {...deletion.dialog} title="Delete event">
        {deletion.item ? <p className="mb-2 font-semibold break-words text-slate-900">{deletion.item.title}</p> : null}
        <p>{trashConfirm('this event', 'Its registrations go with it.')}</p>
      </ConfirmDialog>
    </>
  );
}
