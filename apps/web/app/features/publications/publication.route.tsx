import { orWhenRefused } from '../../lib/refused';
import { previewText, publicationPath } from '@mnch/shared';
import { itemBySlug, missingItemMeta, MissingItemPage } from '../../components/item-page';
import type { Route } from './+types/publication.route';
import type { RouteHandle } from '../../lib/route-handle';
import { ButtonLink } from '../../components/ui';
import { JsonLd } from '../../components/json-ld';
import { publicationPageCopy as copy } from '../../content/publications';
import { pageMeta } from '../../lib/meta';
import { originFromMatches, useSiteOrigin } from '../../lib/public-config';
import { scholarlyArticleLd } from '../../lib/structured-data';
import { PublicationPage, type PageCitations } from './publication-page';
import { scholarMeta } from './scholar-meta';

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
export const loader = ({ params, context }: Route.LoaderArgs) =>
  itemBySlug(context.read, params.slug, publicationPath, async () => {
    const { publication } = await context.read.publicationBySlug(params.slug);
    return { publication, citations: await citationsOf(context.read, publication.id) };
  });

/** Served as islands, with none of its own: the page is all server HTML. It opens on a light background. */
export const handle: RouteHandle = { islands: true, lightHero: true };

export const meta: Route.MetaFunction = ({ data: result, matches }) => {
  if (result?.state === 'ok') {
    const p = result.publication;
    const description = previewText(p.abstract ?? p.description, 160) || p.title;
    return [...pageMeta(p.title, description, { type: 'article' }), ...scholarMeta(p, originFromMatches(matches))];
  }
  return missingItemMeta(result?.state, copy);
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
  return (
    <MissingItemPage
      state={loaderData.state}
      copy={copy}
      back={
        <ButtonLink to={copy.backToList.to} variant="secondary">
          {copy.backToList.label}
        </ButtonLink>
      }
    />
  );
}
