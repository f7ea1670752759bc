import { orWhenRefused } from '../../lib/refused';
import type { Route } from './+types/publications.route';
import type { RouteHandle } from '../../lib/route-handle';
import { Island } from '../../islands/island';
import { FeatureGrid, PageHero, Section, StatGrid } from '../../components/page';
import { publicationStats } from '../../content/figures';
import { useFigures } from '../../lib/figures';
import { publicationKinds, publicationsIntro, publicationsListCopy } from '../../content/publications';
import { ApiError } from '../../lib/api-client';
import { introMeta } from '../../lib/meta';
import { useSiteOrigin } from '../../lib/public-config';
import { scholarlyArticleLd } from '../../lib/structured-data';
import { JsonLd } from '../../components/json-ld';
import { fetchPublications, parseCiteQuery, parsePublicationsQuery, type PublicationsPage, type ServedCitation } from './publications-data';

/**
 * The page opens on a light background (the header's text is dark over it). Served as islands: the
 * list (search, pages, Cite) hydrates on its own.
 */
export const handle: RouteHandle = { lightHero: true, islands: true };

export const meta: Route.MetaFunction = () => introMeta(publicationsIntro);

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const state = parsePublicationsQuery(params);
  const choicesRead = orWhenRefused(() => context.read.publicationFilters(), null);
  const data: PublicationsPage = await orWhenRefused(() => fetchPublications(context.read, state), {
    publications: [],
    page: state.page,
    totalPages: 0,
    total: 0,
  });
  const choices = await choicesRead;
  // The Cite dialog the address opens (a publication of this page) is rendered with its citation.
  const cite = parseCiteQuery(params);
  let citation: ServedCitation | null = null;
  if (cite && data.publications.some((p) => p.id === cite.id)) {
    try {
      citation = { ...cite, text: (await context.read.citation(cite.id, { format: cite.format })).citation, error: null };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      citation = { ...cite, text: null, error: error.status < 500 ? error.message : publicationsListCopy.citationFailed };
    }
  }
  // Abstracts are rendered as the API stored them: cleaned once, when written (decision 0014).
  return { data, query: state, citation, choices };
}

export default function PublicationsRoute({ loaderData }: Route.ComponentProps) {
  const f = useFigures();
  const { data, query, citation, choices } = loaderData;
  const origin = useSiteOrigin();
  return (
    <>
      {origin && data.publications.length ? <JsonLd data={data.publications.map((p) => scholarlyArticleLd(p, origin))} /> : null}
      {/* A light hero: the header's text is dark on this page until it scrolls. */}
      <PageHero tone="light" eyebrow={publicationsIntro.eyebrow} title={publicationsIntro.heading} lead={publicationsIntro.lead} />
      <Section
        id="library"
        eyebrow={publicationsListCopy.sectionEyebrow}
        title={publicationsListCopy.sectionTitle}
        className="scroll-mt-20"
      >
        <Island name="publications-list" props={{ served: { query, data }, citation, choices }} wake="interaction" />
      </Section>
      <Section id="statistics" tone="muted" eyebrow="Publication statistics" title="Our research output">
        <StatGrid stats={publicationStats(f)} />
      </Section>
      <Section id="types" eyebrow="What we publish" title="Types of publications">
        <FeatureGrid items={publicationKinds} columns={4} />
      </Section>
    </>
  );
}
