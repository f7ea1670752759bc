import { eventPath, type EventItem } from '@mnch/shared';
import { site } from '../../content/site';
import { CONTEXT, absoluteUrl, plain, type Thing } from '../../lib/structured-data';

/**
 * schema.org JSON-LD of the events page (lib/structured-data.ts has the other kinds), built by its loader
 * on the server: no code of it reaches the browser.
 */

const EVENT_STATUS: Record<string, string> = {
  cancelled: 'https://schema.org/EventCancelled',
};

/** An event on the events page. */
export function eventLd(event: EventItem, origin: string): Thing {
  const image = absoluteUrl(origin, event.imageUrl ?? event.image);
  const location = event.isVirtual
    ? { '@type': 'VirtualLocation', url: event.virtualLink || `${origin}${eventPath(event.slug)}` }
    : {
        '@type': 'Place',
        name: event.venueName ?? site.city,
        address: { '@type': 'PostalAddress', addressLocality: event.venueName ?? site.city, addressCountry: site.country },
      };
  return {
    '@context': CONTEXT,
    '@type': 'Event',
    name: event.title,
    description: plain(event.description),
    url: `${origin}${eventPath(event.slug)}`,
    startDate: event.startDate,
    ...(event.endDate ? { endDate: event.endDate } : {}),
    eventStatus: EVENT_STATUS[event.status] ?? 'https://schema.org/EventScheduled',
    eventAttendanceMode: event.isVirtual ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location,
    ...(image ? { image: [image] } : {}),
    organizer: { '@type': 'Organization', name: event.organizer || site.name, url: `${origin}/` },
    offers: {
      '@type': 'Offer',
      price: event.registrationFee,
      priceCurrency: event.currency,
      availability: event.registered >= event.capacity ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      url: `${origin}${eventPath(event.slug)}`,
    },
  };
}
