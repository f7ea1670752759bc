import { ExternalLink } from 'lucide-react';
import { NewTabLink } from '../../components/ui';
import { ClientMap, tileAttribution } from '../../components/map';
import { contactDirections, contactMap, openInMapsUrl } from '../../content/contact-map';
import { site } from '../../content/site';
import type { SiteSettings } from '@mnch/shared';

interface ContactMapProps {
  /** The map tiles' address (the public configuration's tileUrl). */
  tileUrl: string;
  /** The site settings' map location and postal address. */
  office: SiteSettings['map'];
  address: SiteSettings['address'];
}

/**
 * The office (the site settings' map location) on a map with the 500 m circle around it, and a link to
 * open it in a maps site. An island (contact.route.tsx).
 */
export function ContactMap({ tileUrl, office, address }: ContactMapProps) {
  const markerLabel = office.label || site.shortName;
  return (
    <section aria-labelledby="contact-map-title" className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-3 p-5">
        <div>
          <h2 id="contact-map-title" className="text-lg font-semibold text-slate-900">
            {contactMap.heading}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{contactDirections(address)}</p>
        </div>
        <NewTabLink
          href={openInMapsUrl(office)}
          className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {contactMap.openInMapsLabel}
          <ExternalLink aria-hidden="true" className="size-4" />
        </NewTabLink>
      </div>
      <ClientMap
        label={contactMap.label}
        className="h-80 sm:h-96"
        center={[office.lat, office.lng]}
        zoom={contactMap.zoom}
        maxZoom={contactMap.maxZoom}
        tileUrl={tileUrl}
        attribution={tileAttribution(tileUrl)}
        markers={[{ id: 'office', lat: office.lat, lng: office.lng, color: '#0f766e', label: markerLabel, size: 24 }]}
        circles={[{ id: 'office-area', lat: office.lat, lng: office.lng, radius: contactMap.circleRadiusMetres, color: '#0f766e' }]}
      />
    </section>
  );
}
