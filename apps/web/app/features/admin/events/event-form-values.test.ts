import { describe, expect, it } from 'vitest';
import { createEventSchema, EVENT_MESSAGES, type EventItem } from '@mnch/shared';
import { toSiteDateTime } from '@mnch/shared';
import { eventFormDefaults, eventPayload, fromLocalInput, type EventFormValues } from './event-form-values';

const errorsOf = (v: EventFormValues) => {
  const r = createEventSchema.safeParse(eventPayload(v));
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('event form values', () => {
  it('reads and writes date-times in Kampala time', () => {
    expect(toSiteDateTime('2026-03-10T06:00:00.000Z')).toBe('2026-03-10T09:00');
    expect(toSiteDateTime(null)).toBe('');
    expect(fromLocalInput('2026-03-10T09:00')).toBe('2026-03-10T06:00:00.000Z');
    expect(fromLocalInput('')).toBeNull();
  });

  it('starts a new event as Upcoming, physical, capacity 50, fee 0', () => {
    const d = eventFormDefaults();
    expect(d).toMatchObject({
      status: 'upcoming',
      format: 'physical',
      capacity: '50',
      registrationFee: '0',
      requiresApproval: false,
      imageUrl: null,
    });
  });

  it('gives every required-field message for an empty form', () => {
    const errors = errorsOf({ ...eventFormDefaults(), capacity: '' });
    expect(errors).toMatchObject({
      title: EVENT_MESSAGES.titleRequired,
      type: EVENT_MESSAGES.typeRequired,
      startDate: EVENT_MESSAGES.startRequired,
      organizer: EVENT_MESSAGES.organizerRequired,
      capacity: EVENT_MESSAGES.capacityInvalid,
      venueName: EVENT_MESSAGES.locationRequired,
    });
  });

  it('needs a link for a virtual event, and sends it in both spellings without a venue', () => {
    const base = {
      ...eventFormDefaults(),
      title: 'Webinar',
      slug: 'webinar',
      type: 'Webinar',
      startDate: '2030-05-10T10:00',
      organizer: 'MNCH',
      venueName: 'Old hall',
    };
    expect(errorsOf({ ...base, format: 'virtual' })).toEqual({ virtualLink: EVENT_MESSAGES.linkRequired });
    const payload = eventPayload({ ...base, format: 'virtual', virtualLink: 'https://meet.example.org/x', registrationFee: '12.50' });
    expect(payload).toMatchObject({
      isVirtual: true,
      venueName: null,
      virtualLink: 'https://meet.example.org/x',
      virtual_link: 'https://meet.example.org/x',
    });
    const parsed = createEventSchema.parse(payload);
    expect(parsed).toMatchObject({ capacity: 50, registrationFee: 12.5, status: 'upcoming', startDate: new Date('2030-05-10T07:00:00Z') });
  });

  it('rejects a capacity below 1 and a fee with more than 2 decimals', () => {
    const base = {
      ...eventFormDefaults(),
      title: 'T',
      slug: 't',
      type: 'Workshop',
      startDate: '2030-05-10T10:00',
      organizer: 'O',
      venueName: 'Hall',
    };
    expect(errorsOf({ ...base, capacity: '0' })).toEqual({ capacity: EVENT_MESSAGES.capacityInvalid });
    expect(errorsOf({ ...base, registrationFee: '1.005' })).toEqual({ registrationFee: EVENT_MESSAGES.feeStep });
    expect(errorsOf({ ...base, registrationFee: '-1' })).toEqual({ registrationFee: EVENT_MESSAGES.feeInvalid });
  });

  it('fills the form from a stored event', () => {
    const event = {
      title: 'Summit',
      description: '<p>x</p>',
      type: 'Summit',
      status: 'ongoing',
      startDate: '2030-01-01T06:00:00.000Z',
      endDate: null,
      isVirtual: true,
      venueName: null,
      virtualLink: 'https://x.example.org',
      organizer: 'O',
      contactEmail: null,
      capacity: 80,
      registrationFee: 5.5,
      registrationDeadline: '2029-12-20T21:00:00.000Z',
      requiresApproval: true,
      imageUrl: '/uploads/a.png',
    } as EventItem;
    expect(eventFormDefaults(event)).toMatchObject({
      status: 'ongoing',
      startDate: '2030-01-01T09:00',
      endDate: '',
      format: 'virtual',
      capacity: '80',
      registrationFee: '5.5',
      registrationDeadline: '2029-12-21T00:00',
      requiresApproval: true,
      imageUrl: '/uploads/a.png',
    });
  });
});
