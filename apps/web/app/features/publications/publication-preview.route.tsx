import { useState } from 'react';
import { data, useLocation } from 'react-router';
import { publicationEnvelopeSchema, type Publication } from '@mnch/shared';
import type { Route } from './+types/publication-preview.route';
import type { RouteHandle } from '../../lib/route-handle';
import { loadPreview } from '../../lib/preview';
import { PreviewLoading, PreviewNotice, PreviewUnavailable, previewHeaders, previewMeta } from '../../components/preview';
import { PublicationCard } from './publication-card';
import { CiteDialog } from './cite-dialog';

/**
 * /preview/publication/{id}: a publication's card as the publications page will show it, whatever its
 * status, for staff (the Preview action of the back office). The server answers 404 to everyone; the
 * browser reads the item with the staff token (lib/preview.ts, components/preview.tsx).
 */
export function loader() {
  return data(null, { status: 404 });
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) return { state: 'not-found' as const };
  return loadPreview(async (api) => (await api.get(`/publications/${id}`, publicationEnvelopeSchema)).publication);
}
clientLoader.hydrate = true as const;

export const headers = previewHeaders;
export const meta: Route.MetaFunction = previewMeta;

/** The page opens on a light background (the header's text is dark over it). */
export const handle: RouteHandle = { lightHero: true };

export function HydrateFallback() {
  return <PreviewLoading />;
}

function stateOf(publication: Publication): string {
  if (publication.status === 'published') return 'This publication is published; this is its card on the publications page.';
  if (publication.status === 'archived') return 'This publication is archived and is not listed on the site.';
  return `This publication is ${publication.status === 'in review' ? 'in review' : 'a draft'}; this is how its card will read once it is published.`;
}

export default function PublicationPreviewRoute({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const [citing, setCiting] = useState(false);
  if (loaderData.state !== 'ok') return <PreviewUnavailable preview={loaderData} path={pathname} />;
  const publication = loaderData.item;
  return (
    <div className="bg-gradient-to-b from-brand-50 via-white to-white pb-20 pt-28 sm:pt-36">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <PreviewNotice state={stateOf(publication)} backTo="/admin/publications" />
        <h1 className="sr-only">{publication.title}</h1>
        <PublicationCard publication={publication} citeHref={`${pathname}?cite=1`} onCite={() => setCiting(true)} />
      </div>
      {citing ? (
        <CiteDialog
          publication={publication}
          served={null}
          onClose={() => setCiting(false)}
          closeHref={pathname}
          formatHref={(format) => `${pathname}?cite=1&format=${format}`}
        />
      ) : null}
    </div>
  );
}
