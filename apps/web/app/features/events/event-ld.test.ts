import { describe, expect, it } from 'vitest';
import type { EventItem } from '@mnch/shared';
import { eventLd } from './event-ld.server';

const origin = 'https://mnch.example.org';

describe('event structured data', () => {
  it('describes events: place or online, cancelled, sold out', () => {
    const base = {
      id: 5,
      slug: 'kmc-day',
      title: 'Summit',
      description: '<p>Two <strong>days</strong></p>',
      startDate: '2030-01-01T09:00:00.000Z',
      endDate: null,
      isVirtual: false,
      venueName: 'Kampala Serena',
      virtualLink: null,
      status: 'upcoming',
      organizer: 'MNCH Centre',
      registrationFee: 0,
      currency: 'UGX',
      capacity: 10,
      registered: 2,
      image: null,
      imageUrl: null,
    } as unknown as EventItem;
    const physical = eventLd(base, origin);
    expect(physical).toMatchObject({
      '@type': 'Event',
      description: 'Two days',
      url: `${origin}/events?event=kmc-day`,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Kampala Serena' },
      offers: { availability: 'https://schema.org/InStock', price: 0, priceCurrency: 'UGX' },
    });
    expect(physical).not.toHaveProperty('endDate');
    const online = eventLd(
      { ...base, isVirtual: true, virtualLink: 'https://meet.example.org/x', status: 'cancelled', registered: 10 },
      origin,
    );
    expect(online).toMatchObject({
      eventStatus: 'https://schema.org/EventCancelled',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: 'https://meet.example.org/x' },
      offers: { availability: 'https://schema.org/SoldOut' },
    });
  });
});
