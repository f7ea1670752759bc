import { orWhenRefused } from '../../lib/refused';
import { FileQuestion, TriangleAlert } from 'lucide-react';
import { data, redirect } from 'react-router';
import { previewText, publicationPath, type Publication } from '@mnch/shared';
import type { Route } from './+types/publication.route';
import type { RouteHandle } from '../../lib/route-handle';
import { ButtonLink, EmptyPage } from '../../components/ui';
import { JsonLd } from '../../components/json-ld';
import { publicationPageCopy as copy } from '../../content/publications';
import { pageMeta } from '../../lib/meta';
import { isMissing } from '../../lib/missing';
import { originFromMatches, useSiteOrigin } from '../../lib/public-config';
import { scholarlyArticleLd } from '../../lib/structured-data';
import { PublicationPage, type PageCitations } from './publication-page';
import { scholarMeta } from './scholar-meta';

type PublicationState = { state: 'ok'; publication: Publication; citations: PageCitations } | { state: 'not-found' } | { state: 'error' };

/** The page's citations, rendered by the server (each null when it could not be made). */
async function citationsOf(read: Route.LoaderArgs['context']['read'], id: number): Promise<PageCitations> {
  const one = (format: 'apa' | 'bibtex' | 'ris') => orWhenRefused(async () => (await read.citation(id, { format })).citation, null);
  const [apa, bibtex, ris] = await Promise.all([one('apa'), one('bibtex'), one('ris')]);
  return { apa, bibtex, ris };
}

/**
 * /publications/{slug}: a publication's page (its title on the publications list), with its abstract,
 * authors, file, citation export and the Highwire/Google Scholar `citation_*` meta tags (scholar-meta.ts)
 * that scholarly search engines index. An old slug answers 301 to its current address (decision 28); a
 * publication not published, or deleted, is not found.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const { publication } = await context.read.publicationBySlug(params.slug);
    return data<PublicationState>({ state: 'ok', publication, citations: await citationsOf(context.read, publication.id) });
  } catch (error) {
    if (!isMissing(error)) return data<PublicationState>({ state: 'error' }, { status: 502 });
  }
  const moved = await context.read.redirect(publicationPath(params.slug.trim().toLowerCase())).catch(() => null);
  if (moved) throw redirect(moved, 301);
  return data<PublicationState>({ state: 'not-found' }, { status: 404 });
}

/** Served as islands, with none of its own: the page is all server HTML. It opens on a light background. */
export const handle: RouteHandle = { islands: true, lightHero: true };

export const meta: Route.MetaFunction = ({ data: result, matches }) => {
  if (result?.state === 'ok') {
    const p = result.publication;
    const description = previewText(p.abstract ?? p.description, 160) || p.title;
    return [...pageMeta(p.title, description, { type: 'article' }), ...scholarMeta(p, originFromMatches(matches))];
  }
  if (result?.state === 'not-found') return [...pageMeta(copy.notFound.title, copy.notFound.text), { name: 'robots', content: 'noindex' }];
  return pageMeta(copy.error.title, copy.error.text);
};

export default function PublicationRoute({ loaderData }: Route.ComponentProps) {
  const origin = useSiteOrigin();
  if (loaderData.state === 'ok') {
    return (
      <>
        {origin ? <JsonLd data={scholarlyArticleLd(loaderData.publication, origin)} /> : null}
        <PublicationPage publication={loaderData.publication} citations={loaderData.citations} />
      </>
    );
  }
  const text = loaderData.state === 'not-found' ? copy.notFound : copy.error;
  return (
    <EmptyPage
      icon={loaderData.state === 'not-found' ? FileQuestion : TriangleAlert}
      title={text.title}
      description={text.text}
      action={
        <ButtonLink to={copy.backToList.to} variant="secondary">
          {copy.backToList.label}
        </ButtonLink>
      }
    />
  );
}
