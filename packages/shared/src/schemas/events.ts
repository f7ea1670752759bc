import { z } from 'zod';
import { DEFAULT_CURRENCY, EVENT_DEFAULT_CAPACITY, EVENT_STATUSES, EVENT_TYPES, PAGE_SIZES, TEXT_LIMITS } from '../constants';
import { MESSAGES } from '../messages';
import type { FieldError } from './common';
import { emailSchema, optionalText, pageQuery, paginationSchema, requiredString, sortQuery, timestampFields, versionField } from './common';
import { EVENT_MESSAGES, EVENT_TIME_FILTERS } from '../rules/events';
import { isHttpLink, isLink } from '../rules/paths';
import { parseDate, parseDateEnd } from '../rules/dates';
import { slugSchema } from './slugs';

/**
 * Events: the back office's event management and the public events page.
 * The same schemas validate the back-office form (client) and POST/PUT /api/events (server).
 */

/** The fields the events lists sort by (`sort=title`, `sort=-date`); `date` is the start. */
export const EVENT_SORT_FIELDS = ['date', 'title', 'type', 'status', 'registered', 'rating'] as const;

/** Other spellings clients use for the sort options (EVENT_SORTS), as the sorts they mean: `rating` is most popular first. */
const SORT_ALIASES: Record<string, string> = {
  'date-asc': 'date',
  date_asc: 'date',
  '+date': 'date',
  startdate: 'date',
  'date-desc': '-date',
  date_desc: '-date',
  rating: '-rating',
  popular: '-rating',
  'most-popular': '-rating',
  alphabetical: 'title',
  name: 'title',
};
export const EVENT_REGISTRATION_STATUSES = ['confirmed', 'pending'] as const;
export const EVENT_REGISTRATIONS_PAGE_SIZE = 20;
export const EVENT_LIMITS = {
  title: 300,
  description: 100_000,
  venue: 300,
  organizer: 200,
  currency: 10,
  highlight: 500,
  listItems: 50,
  maxCapacity: 1_000_000,
  maxFee: 1_000_000_000,
} as const;

// ---------------------------------------------------------------------------------------------
// Field helpers

const dateString = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(64, { error: EVENT_MESSAGES.dateInvalid })
    .transform((value, ctx) => {
      const date = parseDate(value);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: EVENT_MESSAGES.dateInvalid });
        return z.NEVER;
      }
      return date;
    });

/** Absent: undefined (unchanged); null or blank: null (cleared); otherwise a Date. */
const optionalDate = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  dateString(EVENT_MESSAGES.dateInvalid).nullable().optional(),
);

/** Numbers sent as numbers or numeric strings ("12.50"). */
const numeric = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v);
const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const booleanInput = (v: unknown) => (v === 'true' ? true : v === 'false' ? false : v === null ? undefined : v);

const capacity = z.preprocess(
  (v) => numeric(blankToUndefined(v)),
  z
    .number({ error: EVENT_MESSAGES.capacityInvalid })
    .int({ error: EVENT_MESSAGES.capacityInvalid })
    .min(1, { error: EVENT_MESSAGES.capacityInvalid })
    .max(EVENT_LIMITS.maxCapacity, { error: EVENT_MESSAGES.capacityInvalid })
    .optional(),
);

const registrationFee = z.preprocess(
  (v) => numeric(blankToUndefined(v)),
  z
    .number({ error: EVENT_MESSAGES.feeInvalid })
    .min(0, { error: EVENT_MESSAGES.feeInvalid })
    .max(EVENT_LIMITS.maxFee, { error: EVENT_MESSAGES.feeInvalid })
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { error: EVENT_MESSAGES.feeStep })
    .transform((n) => Math.round(n * 100) / 100)
    .optional(),
);

const rating = z.preprocess(
  (v) => numeric(blankToUndefined(v)),
  z
    .number({ error: EVENT_MESSAGES.ratingInvalid })
    .min(0, { error: EVENT_MESSAGES.ratingInvalid })
    .max(5, { error: EVENT_MESSAGES.ratingInvalid })
    .transform((n) => Math.round(n * 10) / 10)
    .optional(),
);

const flag = z.preprocess(booleanInput, z.boolean({ error: EVENT_MESSAGES.booleanInvalid }).optional());

/** Maps any spelling ("conference", "CONFERENCES") to the canonical EVENT_TYPES value. */
export function canonicalEventType(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const key = value.trim().toLowerCase();
  return EVENT_TYPES.find((t) => t.toLowerCase() === key || `${t.toLowerCase()}s` === key) ?? value;
}
const missing = (input: unknown) => input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

export const eventTypeSchema = z.preprocess(
  canonicalEventType,
  z.enum(EVENT_TYPES, { error: (iss) => (missing(iss.input) ? EVENT_MESSAGES.typeRequired : EVENT_MESSAGES.typeInvalid) }),
);
export const eventStatusSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(EVENT_STATUSES, { error: EVENT_MESSAGES.statusInvalid }),
);

const listOf = <T extends z.ZodTypeAny>(item: T) =>
  z.preprocess(
    (v) => (v === null ? [] : v),
    z.array(item, { error: 'Must be a list' }).max(EVENT_LIMITS.listItems, { error: `At most ${EVENT_LIMITS.listItems} entries` }),
  );

const highlights = listOf(
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(EVENT_LIMITS.highlight, { error: `Must be at most ${EVENT_LIMITS.highlight} characters` }),
).transform((items) => items.filter(Boolean));

const speaker = z.union(
  [
    z
      .string()
      .trim()
      .max(TEXT_LIMITS.name, { error: `Must be at most ${TEXT_LIMITS.name} characters` })
      .transform((name) => ({ name })),
    z.object({
      name: z
        .string({ error: 'Speaker name is required' })
        .trim()
        .max(TEXT_LIMITS.name, { error: `Must be at most ${TEXT_LIMITS.name} characters` }),
      avatar: optionalText(TEXT_LIMITS.url, { blank: null, check: { test: isLink, message: EVENT_MESSAGES.avatarInvalid } }),
    }),
  ],
  { error: 'A speaker needs a name' },
);
const speakers = listOf(speaker).transform((items) =>
  items.filter((s) => s.name).map((s) => ('avatar' in s && s.avatar ? { name: s.name, avatar: s.avatar } : { name: s.name })),
);

/** Fields of both POST and PUT; on PUT each one is optional and only sent ones change. */
const eventFields = {
  description: optionalText(EVENT_LIMITS.description, { blank: null }),
  status: eventStatusSchema.optional(),
  endDate: optionalDate,
  isVirtual: flag,
  venueName: optionalText(EVENT_LIMITS.venue, { blank: null }),
  virtualLink: optionalText(TEXT_LIMITS.url, { blank: null, check: { test: isHttpLink, message: EVENT_MESSAGES.linkInvalid } }),
  virtual_link: optionalText(TEXT_LIMITS.url, { blank: null, check: { test: isHttpLink, message: EVENT_MESSAGES.linkInvalid } }),
  contactEmail: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    emailSchema(MESSAGES.users.emailInvalid, MESSAGES.users.emailInvalid).nullable().optional(),
  ),
  capacity,
  registrationDeadline: optionalDate,
  registrationFee,
  currency: optionalText(EVENT_LIMITS.currency, { blank: null }),
  requiresApproval: flag,
  image: optionalText(TEXT_LIMITS.url, { blank: null, check: { test: isLink, message: EVENT_MESSAGES.imageInvalid } }),
  image_url: optionalText(TEXT_LIMITS.url, { blank: null, check: { test: isLink, message: EVENT_MESSAGES.imageInvalid } }),
  imageUrl: optionalText(TEXT_LIMITS.url, { blank: null, check: { test: isLink, message: EVENT_MESSAGES.imageInvalid } }),
  highlights: highlights.optional(),
  speakers: speakers.optional(),
  rating,
};

/** The value of the first spelling that was sent (undefined when none was). */
function firstSent<T>(...values: Array<T | undefined>): T | undefined {
  return values.find((v) => v !== undefined);
}

/** What the rules across fields look at; aliases already merged. */
export interface EventRuleInput {
  isVirtual?: unknown;
  venueName?: unknown;
  virtualLink?: unknown;
  startDate?: unknown;
  endDate?: unknown;
}

const present = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/**
 * The rules between fields: physical events need a location, virtual events a
 * link, and the end is not before the start. Used by the create schema and by the API on updates
 * (against the stored event merged with the change).
 */
export function eventRuleErrors(v: EventRuleInput): FieldError[] {
  const errors: FieldError[] = [];
  if (v.isVirtual === true) {
    if (!present(v.virtualLink)) errors.push({ field: 'virtualLink', message: EVENT_MESSAGES.linkRequired });
  } else if (v.isVirtual === false || v.isVirtual === undefined) {
    if (!present(v.venueName)) errors.push({ field: 'venueName', message: EVENT_MESSAGES.locationRequired });
  }
  const start = v.startDate instanceof Date ? v.startDate : typeof v.startDate === 'string' ? parseDate(v.startDate) : null;
  const end = v.endDate instanceof Date ? v.endDate : typeof v.endDate === 'string' ? parseDate(v.endDate) : null;
  if (start && end && end.getTime() < start.getTime()) errors.push({ field: 'endDate', message: EVENT_MESSAGES.endBeforeStart });
  return errors;
}

type RawEvent = Record<string, unknown>;
const ruleInput = (v: RawEvent): EventRuleInput => ({
  isVirtual: booleanInput(v.isVirtual),
  venueName: v.venueName,
  virtualLink: firstSent(v.virtualLink, v.virtual_link),
  startDate: v.startDate,
  endDate: v.endDate,
});

const always = () => true;
const hasRuleError = (v: unknown, field: string) =>
  v !== null && typeof v === 'object' && eventRuleErrors(ruleInput(v as RawEvent)).some((e) => e.field === field);

/** Merges the accepted spellings: `virtualLink` / `virtual_link`, `imageUrl` / `image_url` / `image`. */
function normalise<
  T extends {
    virtualLink?: string | null;
    virtual_link?: string | null;
    image?: string | null;
    image_url?: string | null;
    imageUrl?: string | null;
  },
>(v: T) {
  const { virtual_link, image, image_url, imageUrl, virtualLink, ...rest } = v;
  return { ...rest, virtualLink: firstSent(virtualLink, virtual_link), imageUrl: firstSent(imageUrl, image_url, image) };
}

/** POST /api/events and the back-office form. Unknown fields (attendees, organizers, ...) are dropped. */
export const createEventSchema = z
  .object({
    title: requiredString(EVENT_MESSAGES.titleRequired, EVENT_LIMITS.title),
    /** The last part of the public address (`/events?event={slug}`); made from the title when none is sent. */
    slug: slugSchema.optional(),
    type: eventTypeSchema,
    startDate: dateString(EVENT_MESSAGES.startRequired),
    organizer: requiredString(EVENT_MESSAGES.organizerRequired, EVENT_LIMITS.organizer),
    ...eventFields,
  })
  // Checked even when other fields fail, so a form shows every problem at once.
  .refine((v) => !hasRuleError(v, 'venueName'), { path: ['venueName'], error: EVENT_MESSAGES.locationRequired, when: always })
  .refine((v) => !hasRuleError(v, 'virtualLink'), { path: ['virtualLink'], error: EVENT_MESSAGES.linkRequired, when: always })
  .refine((v) => !hasRuleError(v, 'endDate'), { path: ['endDate'], error: EVENT_MESSAGES.endBeforeStart, when: always })
  .transform((v) => {
    const n = normalise(v);
    return {
      ...n,
      status: n.status ?? 'upcoming',
      isVirtual: n.isVirtual ?? false,
      capacity: n.capacity ?? EVENT_DEFAULT_CAPACITY,
      registrationFee: n.registrationFee ?? 0,
      currency: n.currency ?? DEFAULT_CURRENCY,
      requiresApproval: n.requiresApproval ?? false,
      highlights: n.highlights ?? [],
      speakers: n.speakers ?? [],
      rating: n.rating ?? 0,
    };
  });
export type CreateEventInput = z.input<typeof createEventSchema>;
export type CreateEventData = z.output<typeof createEventSchema>;

/** PUT /api/events/{id}: only the fields sent change; the rules across fields are checked by the API. */
export const updateEventSchema = z
  .object({
    title: requiredString(EVENT_MESSAGES.titleRequired, EVENT_LIMITS.title).optional(),
    slug: slugSchema.optional(),
    type: eventTypeSchema.optional(),
    startDate: dateString(EVENT_MESSAGES.startRequired).optional(),
    organizer: requiredString(EVENT_MESSAGES.organizerRequired, EVENT_LIMITS.organizer).optional(),
    ...eventFields,
  })
  .transform(normalise);
export type UpdateEventInput = z.input<typeof updateEventSchema>;
export type UpdateEventData = z.output<typeof updateEventSchema>;

const typeFilter = z.preprocess(
  (v) => (typeof v === 'string' && ['', 'all'].includes(v.trim().toLowerCase()) ? undefined : canonicalEventType(v)),
  z.enum(EVENT_TYPES, { error: EVENT_MESSAGES.typeInvalid }).optional(),
);
const statusFilter = z.preprocess(
  (v) => (typeof v === 'string' ? (['', 'all'].includes(v.trim().toLowerCase()) ? undefined : v.trim().toLowerCase()) : v),
  z.enum(EVENT_STATUSES, { error: EVENT_MESSAGES.statusInvalid }).optional(),
);
/** `from` / `to` of the list: a date-only `to` means the end of that day. */
const boundary = (end: boolean) =>
  z
    .string()
    .trim()
    .max(64, { error: EVENT_MESSAGES.dateInvalid })
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const date = end ? parseDateEnd(value) : parseDate(value);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: EVENT_MESSAGES.dateInvalid });
        return z.NEVER;
      }
      return date;
    });

/** GET /api/events. */
export const eventsQuerySchema = z.object({
  ...pageQuery(PAGE_SIZES.events).shape,
  type: typeFilter,
  status: statusFilter,
  search: z.string().trim().max(200).optional(),
  from: boundary(false).optional(),
  to: boundary(true).optional(),
  time: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v),
    z.enum(EVENT_TIME_FILTERS, { error: `time must be one of ${EVENT_TIME_FILTERS.join(', ')}` }).optional(),
  ),
  sort: z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), sortQuery(EVENT_SORT_FIELDS, SORT_ALIASES)),
});
export type EventsQuery = z.output<typeof eventsQuerySchema>;

export const eventSpeakerSchema = z.object({ name: z.string(), avatar: z.string().optional() });

/** An event as the API returns it (both spellings of the link, image and dates). */
export const eventSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** The last part of the public address (eventPath, ../rules/paths.ts). */
  slug: z.string(),
  description: z.string(),
  type: z.string(),
  status: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  isVirtual: z.boolean(),
  venueName: z.string().nullable(),
  virtualLink: z.string().nullable(),
  virtual_link: z.string().nullable(),
  organizer: z.string(),
  contactEmail: z.string().nullable(),
  capacity: z.number(),
  registered: z.number(),
  attendees: z.number(),
  registrationDeadline: z.string().nullable(),
  registrationFee: z.number(),
  currency: z.string(),
  requiresApproval: z.boolean(),
  image: z.string().nullable(),
  image_url: z.string().nullable(),
  imageUrl: z.string().nullable(),
  highlights: z.array(z.string()),
  speakers: z.array(eventSpeakerSchema),
  rating: z.number(),
  ...timestampFields,
  ...versionField,
});
export type EventItem = z.infer<typeof eventSchema>;

/** GET /events/{id}, POST /events, PUT /events/{id}. */
export const eventEnvelopeSchema = z.object({ event: eventSchema });

export const eventsListSchema = z.object({
  events: z.array(eventSchema),
  pagination: paginationSchema,
  total: z.number(),
});

/**
 * GET /api/events/statistics (+): the back office's summary cards. `upcoming` starts from now on,
 * `thisMonth` starts in the current UTC month, `totalAttendees` is the sum of `registered`.
 */
export const eventStatisticsSchema = z.object({
  upcoming: z.number(),
  thisMonth: z.number(),
  totalAttendees: z.number(),
  total: z.number(),
});
export type EventStatistics = z.infer<typeof eventStatisticsSchema>;

/** POST /api/events/{id}/registrations. */
export const eventRegistrationBodySchema = z.object({
  name: requiredString(MESSAGES.users.nameRequired, TEXT_LIMITS.name),
  email: emailSchema(MESSAGES.users.emailRequired, MESSAGES.users.emailInvalid),
});
export type EventRegistrationInput = z.input<typeof eventRegistrationBodySchema>;

export const eventRegistrationSchema = z.object({
  id: z.number(),
  eventId: z.number(),
  name: z.string(),
  email: z.string(),
  status: z.enum(EVENT_REGISTRATION_STATUSES),
  createdAt: z.string(),
  created_at: z.string(),
});
export type EventRegistration = z.infer<typeof eventRegistrationSchema>;

/**
 * The answer to a registration: the same whether the email was new (a seat taken, the confirmation
 * mailed) or already registered (nothing taken, a notice mailed), so it tells nobody who registered.
 * `status` is the event's rule (`pending` while it needs approval), `event` its counts after it.
 */
export const eventRegistrationResponseSchema = z.object({
  status: z.enum(EVENT_REGISTRATION_STATUSES),
  event: z.object({ id: z.number(), registered: z.number(), capacity: z.number() }),
});
export type EventRegistrationResponse = z.infer<typeof eventRegistrationResponseSchema>;

/** GET /events/{id}/registrations (staff): one page, newest first. */
export const eventRegistrationsListSchema = z.object({ registrations: z.array(eventRegistrationSchema), pagination: paginationSchema });

export const eventRegistrationsQuerySchema = z.object({
  ...pageQuery(EVENT_REGISTRATIONS_PAGE_SIZE).shape,
});
