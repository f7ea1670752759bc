import { EVENT_DEFAULT_CAPACITY, toSiteDateTime, toIsoInstant, type CreateEventInput, type EventItem } from '@mnch/shared';

export interface EventFormValues {
  title: string;
  /** The last part of the public address, `/events?event={slug}`. */
  slug: string;
  description: string;
  type: string;
  status: string;
  /** datetime-local values (YYYY-MM-DDTHH:mm) in the site's time zone. */
  startDate: string;
  endDate: string;
  format: 'physical' | 'virtual';
  venueName: string;
  virtualLink: string;
  organizer: string;
  contactEmail: string;
  capacity: string;
  registrationFee: string;
  registrationDeadline: string;
  requiresApproval: boolean;
  imageUrl: string | null;
}

/** A datetime-local value read in the site's time zone, as an ISO instant (null when blank). */
export function fromLocalInput(value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  // Anything that is not a date goes as typed so the schema names the problem.
  return toIsoInstant(v) || v;
}

export function eventFormDefaults(event?: EventItem | null): EventFormValues {
  return {
    title: event?.title ?? '',
    slug: event?.slug ?? '',
    description: event?.description ?? '',
    type: event?.type ?? '',
    status: event?.status ?? 'upcoming',
    startDate: toSiteDateTime(event?.startDate),
    endDate: toSiteDateTime(event?.endDate),
    format: event?.isVirtual ? 'virtual' : 'physical',
    venueName: event?.venueName ?? '',
    virtualLink: event?.virtualLink ?? '',
    organizer: event?.organizer ?? '',
    contactEmail: event?.contactEmail ?? '',
    capacity: String(event?.capacity ?? EVENT_DEFAULT_CAPACITY),
    registrationFee: String(event?.registrationFee ?? 0),
    registrationDeadline: toSiteDateTime(event?.registrationDeadline),
    requiresApproval: event?.requiresApproval ?? false,
    imageUrl: event?.imageUrl ?? null,
  };
}

/**
 * The body of POST/PUT /api/events (the form's fields plus virtual_link,
 * lower-cased status; the server parses capacity and fee). Only the chosen format's place is sent;
 * a blank capacity is sent as 0 so that it reads 'Valid capacity is required' rather than a default.
 */
export function eventPayload(v: EventFormValues): CreateEventInput {
  const virtual = v.format === 'virtual';
  const link = virtual ? v.virtualLink.trim() || null : null;
  return {
    title: v.title,
    slug: v.slug,
    description: v.description,
    type: v.type,
    status: v.status.toLowerCase(),
    startDate: fromLocalInput(v.startDate) ?? '',
    endDate: fromLocalInput(v.endDate),
    isVirtual: virtual,
    venueName: virtual ? null : v.venueName.trim() || null,
    virtualLink: link,
    virtual_link: link,
    organizer: v.organizer,
    contactEmail: v.contactEmail.trim() || null,
    capacity: v.capacity.trim() || '0',
    registrationFee: v.registrationFee.trim() || '0',
    registrationDeadline: fromLocalInput(v.registrationDeadline),
    requiresApproval: v.requiresApproval,
    imageUrl: v.imageUrl ?? null,
  };
}
