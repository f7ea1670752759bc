import { createHmac } from 'node:crypto';
import { and, asc, count, desc, eq, gt, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_CURRENCY,
  EVENT_MESSAGES,
  eventRuleErrors,
  siteMonthStart,
  type CreateEventData,
  type EventItem,
  type EventRegistration,
  type EventRegistrationResponse,
  type EventStatistics,
  type EventsQuery,
  type UpdateEventData,
  EVENT_LIMITS,
  eventPath,
  slugify,
} from '@mnch/shared';
import { eventRegistrations, events, type MailAttachment } from '../../db/schema';
import { HttpError, badRequest, conflict, notFound } from '../../lib/http-error';
import { keepOldAddress } from '../../lib/redirects';
import { keepRevision, type RevisionAuthor } from '../../lib/revisions';
import { insertWithSlug, slugKeeper, slugTaken } from '../../lib/slugs';
import { sanitizeRichText } from '../../lib/sanitize';
import type { ServiceDeps } from '../../lib/service-deps';
import {
  firstRow,
  hasPgErrorCode,
  htmlText,
  iso,
  orderBySort,
  searchAny,
  sortKeys,
  pageOfRows,
  pagination,
  countWhere,
  timestamps,
} from '../../lib/sql';
import { buildIcs } from './ics';
import { queueAcknowledgement, queueMail, queueStaffAlert } from '../../lib/mail/outbox';
import { mailDateTime, registrationMail, staffAlertMail } from '../../lib/mail/templates';
import { moveToTrash, type TrashActor } from '../../lib/trash';
import { checkVersion, nextChangeTime, type SaveOptions } from '../../lib/versions';

type EventRow = typeof events.$inferSelect;
type RegistrationRow = typeof eventRegistrations.$inferSelect;

/** The event as the API shows it: both spellings of the link, the image and the dates. */
export function toEvent(row: EventRow): EventItem {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    type: row.type,
    status: row.status,
    startDate: iso(row.startDate),
    endDate: iso(row.endDate),
    isVirtual: row.isVirtual,
    venueName: row.venueName,
    virtualLink: row.virtualLink,
    virtual_link: row.virtualLink,
    organizer: row.organizer,
    contactEmail: row.contactEmail,
    capacity: row.capacity,
    registered: row.registered,
    attendees: row.registered,
    registrationDeadline: iso(row.registrationDeadline),
    registrationFee: Number(row.registrationFee),
    currency: row.currency,
    requiresApproval: row.requiresApproval,
    image: row.imageUrl,
    image_url: row.imageUrl,
    imageUrl: row.imageUrl,
    highlights: row.highlights,
    speakers: row.speakers.map((s) => (s.avatar ? { name: s.name, avatar: s.avatar } : { name: s.name })),
    rating: Number(row.rating),
    ...timestamps(row),
  };
}

export function toRegistration(row: RegistrationRow): EventRegistration {
  const createdAt = iso(row.createdAt);
  return {
    id: row.id,
    eventId: row.eventId,
    name: row.name,
    email: row.email,
    status: row.status === 'pending' ? 'pending' : 'confirmed',
    createdAt,
    created_at: createdAt,
  };
}

/**
 * How many seats of an event of `capacity` the registrations sent from one client address may hold:
 * `sharePercent` of them (EVENT_SEAT_SHARE_PER_ADDRESS), rounded down, and at least one.
 */
export function seatsPerAddress(capacity: number, sharePercent: number): number {
  return Math.max(1, Math.floor((capacity * sharePercent) / 100));
}
/** True when registration is closed at `now`: cancelled or completed, started, or past its deadline. */
export function registrationClosed(row: Pick<EventRow, 'status' | 'startDate' | 'registrationDeadline'>, now: Date): boolean {
  if (row.status === 'cancelled' || row.status === 'completed') return true;
  if (row.startDate.getTime() <= now.getTime()) return true;
  if (row.registrationDeadline && row.registrationDeadline.getTime() < now.getTime()) return true;
  return false;
}

export interface EventsServiceOptions {
  /** The clock (tests pass a fixed one). */
  now?: () => Date;
}

/** The event's .ics for its confirmation mail; none when the file cannot be made (the mail still goes). */
function icsAttachment(event: EventRow, origin: string): MailAttachment[] {
  try {
    const ics = buildIcs(event, origin);
    return [{ filename: ics.filename, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics.body }];
  } catch {
    return [];
  }
}

export function createEventsService({ db, config }: ServiceDeps, options: EventsServiceOptions = {}) {
  const siteUrl = config.publicConfig.siteUrl;
  // A registration's client address as a keyed hash (event_registrations.client_key): stable across
  // restarts and processes (the key is derived from the persisted JWT secret), never the address itself,
  // and not reversible by trying every IPv4 address without the key.
  const clientKeyOf = (address: string) =>
    createHmac('sha256', `event-registration-client:${config.jwtSecret}`).update(address).digest('base64url').slice(0, 32);
  const now = options.now ?? (() => new Date());
  const slugs = slugKeeper(db, { table: events, id: events.id, slug: events.slug, constraint: 'events_slug_unique' });

  async function findById(id: number): Promise<EventRow | undefined> {
    const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
    return row;
  }

  async function getRow(id: number): Promise<EventRow> {
    const row = await findById(id);
    if (!row) throw notFound(EVENT_MESSAGES.notFound);
    return row;
  }

  return {
    /** A row in the API's shape (the history's versions, modules/revisions/routes.ts). */
    toItem: toEvent,

    findById,

    /**
     * The next moment the public answers change by themselves, with no write: an event starts (it moves
     * from upcoming to past and its registration closes), ends, or passes its registration deadline.
     * Null when no such moment is ahead. The page cache keeps no page past it (plugins/page-state.ts).
     */
    async nextChange(): Promise<Date | null> {
      const current = now();
      const firstAfter = (column: typeof events.startDate | typeof events.endDate | typeof events.registrationDeadline) =>
        sql`min(${column}) filter (where ${gt(column, current)})`.mapWith(column);
      // One statement: the first of each kind of moment.
      const [row] = await db
        .select({ start: firstAfter(events.startDate), end: firstAfter(events.endDate), deadline: firstAfter(events.registrationDeadline) })
        .from(events)
        .where(or(gt(events.startDate, current), gt(events.endDate, current), gt(events.registrationDeadline, current)));
      const times = [row?.start, row?.end, row?.deadline].filter((m) => m != null).map((m) => new Date(m).getTime());
      return times.length ? new Date(Math.min(...times)) : null;
    },

    /** Every event in brief, soonest last, for the sitemap. */
    async publicIndex(limit: number) {
      return db
        .select({ id: events.id, slug: events.slug, updatedAt: events.updatedAt })
        .from(events)
        .orderBy(desc(events.startDate), desc(events.id))
        .limit(limit);
    },

    async list(query: EventsQuery) {
      const { page, limit } = query;
      const conditions: SQL[] = [];
      if (query.type) conditions.push(eq(events.type, query.type));
      if (query.status) conditions.push(eq(events.status, query.status));
      if (query.search) conditions.push(searchAny([events.title, htmlText(events.description), events.venueName], query.search));
      if (query.from) conditions.push(gte(events.startDate, query.from));
      if (query.to) conditions.push(lte(events.startDate, query.to));
      const current = now();
      switch (query.time) {
        // Upcoming is not yet over (an event under way included); past has ended. An event without an
        // end is over once it has started.
        case 'upcoming':
          conditions.push(gte(sql`coalesce(${events.endDate}, ${events.startDate})`, current));
          break;
        case 'past':
          conditions.push(lt(sql`coalesce(${events.endDate}, ${events.startDate})`, current));
          break;
        case 'this-month':
        case 'next-month': {
          const offset = query.time === 'this-month' ? 0 : 1;
          conditions.push(
            gte(events.startDate, siteMonthStart(current, offset)),
            lt(events.startDate, siteMonthStart(current, offset + 1)),
          );
          break;
        }
        default:
          break;
      }
      // A search sorts its few matches instead of walking a sorted index (lib/sql.ts, unindexed).
      const key = sortKeys(query.search);
      const order = orderBySort(
        query.sort,
        {
          date: key(events.startDate),
          title: sql`lower(${events.title}) collate "C"`,
          type: key(events.type),
          status: key(events.status),
          registered: key(events.registered),
          rating: key(events.rating),
          id: events.id,
        },
        [asc(key(events.startDate)), asc(events.id)],
      );
      const where = conditions.length ? and(...conditions) : undefined;
      const { rows, total } = await pageOfRows(db, events, where, order, page, limit);
      return { events: rows.map(toEvent), pagination: pagination(page, limit, total), total };
    },

    /**
     * The back office's summary figures, counted in the database: events starting from now on,
     * events starting in the current month (of the site's time zone, SITE_TIME_ZONE), the sum of
     * registrations and all events.
     */
    async statistics(): Promise<EventStatistics> {
      const current = now();
      const [row] = await db
        .select({
          total: count(),
          upcoming: sql<number>`count(*) filter (where ${gte(events.startDate, current)})`.mapWith(Number),
          thisMonth:
            sql<number>`count(*) filter (where ${and(gte(events.startDate, siteMonthStart(current, 0)), lt(events.startDate, siteMonthStart(current, 1)))})`.mapWith(
              Number,
            ),
          totalAttendees: sql<number>`coalesce(sum(${events.registered}), 0)`.mapWith(Number),
        })
        .from(events);
      return {
        upcoming: row?.upcoming ?? 0,
        thisMonth: row?.thisMonth ?? 0,
        totalAttendees: row?.totalAttendees ?? 0,
        total: row?.total ?? 0,
      };
    },

    async get(id: number): Promise<EventItem> {
      return toEvent(await getRow(id));
    },

    /** The event at `/events?event={slug}` (every event is public). */
    async getBySlug(slug: string): Promise<EventItem> {
      const [row] = await db.select().from(events).where(eq(events.slug, slug)).limit(1);
      if (!row) throw notFound(EVENT_MESSAGES.notFound);
      return toEvent(row);
    },

    /** A new event; its slug is the one sent (409 when taken) or made from the title. */
    async create(data: CreateEventData, createdBy?: number): Promise<EventItem> {
      const values = {
        title: data.title,
        description: sanitizeRichText(data.description, 'description', EVENT_LIMITS.description),
        type: data.type,
        status: data.status,
        startDate: data.startDate,
        endDate: data.endDate ?? null,
        isVirtual: data.isVirtual,
        venueName: data.venueName ?? null,
        virtualLink: data.virtualLink ?? null,
        organizer: data.organizer,
        contactEmail: data.contactEmail ?? null,
        capacity: data.capacity,
        registrationDeadline: data.registrationDeadline ?? null,
        registrationFee: data.registrationFee.toFixed(2),
        currency: data.currency,
        requiresApproval: data.requiresApproval,
        imageUrl: data.imageUrl ?? null,
        highlights: data.highlights,
        speakers: data.speakers,
        rating: data.rating.toFixed(1),
        createdBy: createdBy ?? null,
      };
      const where = { chosen: data.slug, base: slugify(data.title, 'event'), pathOf: eventPath };
      const row = await insertWithSlug(db, slugs, where, async (tx, slug) =>
        firstRow(
          await tx
            .insert(events)
            .values({ ...values, slug })
            .returning(),
        ),
      );
      return toEvent(row);
    },

    /**
     * Changes the fields sent; the rules across fields are checked against the stored event merged with
     * them. The slug changes only when `slug` is sent (never with `keepSlug`, a restored version); every
     * event is public, so its old address is then kept as a redirect to it (lib/redirects.ts). The row it
     * replaces is kept as a revision by `author` (lib/revisions.ts); all in one transaction.
     */
    async update(
      id: number,
      data: UpdateEventData,
      author: RevisionAuthor | null,
      options: { keepSlug?: boolean } & SaveOptions = {},
    ): Promise<EventItem> {
      return slugs.withChosen(() =>
        db.transaction(async (tx) => {
          const [current] = await tx.select().from(events).where(eq(events.id, id)).for('update').limit(1);
          if (!current) throw notFound(EVENT_MESSAGES.notFound);
          checkVersion(current.updatedAt, options);
          const pick = <T>(sent: T | undefined, stored: T) => (sent === undefined ? stored : sent);
          const merged = {
            isVirtual: pick(data.isVirtual, current.isVirtual),
            venueName: pick(data.venueName, current.venueName),
            virtualLink: pick(data.virtualLink, current.virtualLink),
            startDate: pick(data.startDate, current.startDate),
            endDate: pick(data.endDate, current.endDate),
          };
          const errors = eventRuleErrors(merged);
          if (errors.length)
            throw badRequest(errors.length === 1 && errors[0] ? errors[0].message : 'Please check the highlighted fields', errors);
          if (data.capacity !== undefined && data.capacity < current.registered) {
            const message = EVENT_MESSAGES.capacityBelowRegistered(current.registered);
            throw conflict(message, [{ field: 'capacity', message }]);
          }
          const slug = (options.keepSlug ? undefined : data.slug) ?? current.slug;
          if (slug !== current.slug && (await slugs.inUse(slug, id, tx))) throw slugTaken();
          const row = firstRow(
            await tx
              .update(events)
              .set({
                title: data.title,
                slug,
                description:
                  data.description === undefined ? undefined : sanitizeRichText(data.description, 'description', EVENT_LIMITS.description),
                type: data.type,
                status: data.status,
                startDate: data.startDate,
                endDate: data.endDate,
                isVirtual: data.isVirtual,
                venueName: data.venueName,
                virtualLink: data.virtualLink,
                organizer: data.organizer,
                contactEmail: data.contactEmail,
                capacity: data.capacity,
                registrationDeadline: data.registrationDeadline,
                registrationFee: data.registrationFee === undefined ? undefined : data.registrationFee.toFixed(2),
                currency: data.currency === undefined ? undefined : (data.currency ?? DEFAULT_CURRENCY),
                requiresApproval: data.requiresApproval,
                imageUrl: data.imageUrl,
                highlights: data.highlights,
                speakers: data.speakers,
                rating: data.rating === undefined ? undefined : data.rating.toFixed(1),
                updatedAt: nextChangeTime(current.updatedAt),
              })
              .where(eq(events.id, id))
              .returning(),
          );
          if (slug !== current.slug) await keepOldAddress(tx, 'event', id, eventPath(current.slug), eventPath(slug));
          await keepRevision(tx, 'events', current, row, author);
          return toEvent(row);
        }),
      );
    },

    async remove(id: number, by: TrashActor): Promise<void> {
      if (!(await moveToTrash(db, 'events', id, by))) throw notFound(EVENT_MESSAGES.notFound);
    },

    /**
     * Registers a visitor sent from the client address `client` (request.ip). One transaction, with the
     * event's row locked (FOR UPDATE), so concurrent registrations queue and each decides on the current
     * count. In this order, so that no answer depends on who registered before: a missing event (404),
     * a closed one or a full one (409), too many seats held from `client` (429, seatsPerAddress), and
     * only then the email. A new email takes a seat, is stored, and gets its confirmation; one already
     * registered takes nothing and gets "You are already registered" (at most one such notice per
     * address per ACKNOWLEDGEMENT_WINDOW_MS). Both answer the same: the registration's status (by the
     * event's approval rule) and the event's counts (docs/security.md, "Registrations told who had
     * registered"). No mail quotes the name typed. How many registrations one address may send a day is
     * limited by the route too (EVENT_REGISTRATION_RATE_LIMIT).
     */
    async register(id: number, person: { name: string; email: string }, client: string): Promise<EventRegistrationResponse> {
      const email = person.email.toLowerCase();
      const clientKey = clientKeyOf(client);
      try {
        return await db.transaction(async (tx) => {
          const [event] = await tx.select().from(events).where(eq(events.id, id)).for('update');
          if (!event) throw notFound(EVENT_MESSAGES.notFound);
          // Closed or full before anything about the email: the answer must not tell who registered.
          if (registrationClosed(event, now())) throw conflict(EVENT_MESSAGES.closed);
          if (event.registered >= event.capacity) throw conflict(EVENT_MESSAGES.full);
          const [held] = await tx
            .select({ n: count() })
            .from(eventRegistrations)
            .where(and(eq(eventRegistrations.eventId, id), eq(eventRegistrations.clientKey, clientKey)));
          if ((held?.n ?? 0) >= seatsPerAddress(event.capacity, config.rateLimits.eventSeatShare)) {
            throw new HttpError(429, EVENT_MESSAGES.tooManySeats);
          }
          const status = event.requiresApproval ? 'pending' : 'confirmed';
          const where = (event.isVirtual ? 'Online' : event.venueName) || 'See the event page';
          const details = {
            siteUrl,
            eventTitle: event.title,
            when: mailDateTime(event.startDate),
            where,
            eventUrl: `${siteUrl}${eventPath(event.slug)}`,
          };
          const mail = { to: email, kind: 'event-registration', attachments: icsAttachment(event, siteUrl) };
          const [existing] = await tx
            .select({ id: eventRegistrations.id })
            .from(eventRegistrations)
            .where(and(eq(eventRegistrations.eventId, id), eq(eventRegistrations.email, email)))
            .limit(1);
          if (existing) {
            // Nothing stored, no seat: the registrant learns it from this mail, the form from nothing.
            const notice = registrationMail({ ...details, pending: status === 'pending', already: true });
            await queueAcknowledgement(tx, { ...mail, ...notice }, now());
            return { status, event: { id: event.id, registered: event.registered, capacity: event.capacity } };
          }
          const [seat] = await tx
            .update(events)
            .set({ registered: sql`${events.registered} + 1` })
            .where(eq(events.id, id))
            .returning({ id: events.id, registered: events.registered, capacity: events.capacity });
          if (!seat) throw notFound(EVENT_MESSAGES.notFound);
          await tx.insert(eventRegistrations).values({ eventId: id, name: person.name, email, status, clientKey });
          // In the same transaction: the registrant's confirmation (or receipt) with the event's .ics, and an
          // alert to each address of STAFF_NOTIFY_EMAILS (docs/behaviour/mail.md).
          const pending = status === 'pending';
          await queueMail(tx, { ...mail, ...registrationMail({ ...details, pending }) });
          const alert = staffAlertMail({
            siteUrl,
            subject: `New registration: ${event.title}`,
            heading: pending ? 'A registration waits for approval' : 'A new registration',
            fields: [
              ['Event', event.title],
              ['Name', person.name],
              ['Email', email],
              ['Places taken', `${seat.registered} of ${seat.capacity}`],
            ],
            adminPath: `/admin/events?search=${encodeURIComponent(event.title.slice(0, 100))}`,
          });
          await queueStaffAlert(tx, config.mail.staffNotify, alert);
          return { status, event: seat };
        });
      } catch (err) {
        if (err instanceof HttpError) throw err;
        // The event was deleted between the lock and the insert.
        if (hasPgErrorCode(err, '23503')) throw notFound(EVENT_MESSAGES.notFound);
        throw err;
      }
    },

    /** Registrations of an event for staff, newest first. */
    async registrations(id: number, query: { page: number; limit: number }) {
      await getRow(id);
      const { page, limit } = query;
      const where = eq(eventRegistrations.eventId, id);
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(eventRegistrations)
          .where(where)
          .orderBy(desc(eventRegistrations.createdAt), desc(eventRegistrations.id))
          .limit(limit)
          .offset((page - 1) * limit),
        countWhere(db, eventRegistrations, where),
      ]);
      return { registrations: rows.map(toRegistration), pagination: pagination(page, limit, total) };
    },

    /** The event as an iCalendar file. `origin` is the site's address for the event link. */
    async ics(id: number, origin: string) {
      return buildIcs(await getRow(id), origin);
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
