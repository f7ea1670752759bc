import type { Route } from './+types/publications.route';
import { FeatureGrid, PageHero, Section, StatGrid } from '../../components/page';
import { publicationStats } from '../../content/figures';
import { publicationKinds, publicationsIntro, publicationsListCopy } from '../../content/publications';
import { ApiError } from '../../lib/api-client';
import { introMeta } from '../../lib/meta';
import { useSiteOrigin } from '../../lib/public-config';
import { scholarlyArticleLd } from '../../lib/structured-data';
import { JsonLd } from '../../components/json-ld';
import { fetchPublications, parsePublicationsQuery, type PublicationsPage } from './publications-data';
import { PublicationsList } from './publications-list';

export const meta: Route.MetaFunction = () => introMeta(publicationsIntro);

export async function loader({ request, context }: Route.LoaderArgs) {
  const state = parsePublicationsQuery(new URL(request.url).searchParams);
  let data: PublicationsPage;
  try {
    data = await fetchPublications(context.read, state);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    data = { publications: [], page: state.page, totalPages: 0, total: 0 };
  }
  // Abstracts are rendered as the API stored them: cleaned once, when written (decision 0014).
  return { data, search: state.search };
}

export default function PublicationsRoute({ loaderData }: Route.ComponentProps) {
  const { data, search } = loaderData;
  const origin = useSiteOrigin();
  return (
    <>
      {origin && data.publications.length ? <JsonLd data={data.publications.map((p) => scholarlyArticleLd(p, origin))} /> : null}
      {/* A light hero: the header's text is dark on this page until it scrolls. */}
      <PageHero tone="light" eyebrow={publicationsIntro.eyebrow} title={publicationsIntro.heading} lead={publicationsIntro.lead} />
      <Section id="library" eyebrow={publicationsListCopy.sectionEyebrow} title={publicationsListCopy.sectionTitle} className="scroll-mt-20">
        <PublicationsList data={data} search={search} />
      </Section>
      <Section id="statistics" tone="muted" eyebrow="Publication statistics" title="Our research output">
        <StatGrid stats={publicationStats} />
      </Section>
      <Section id="types" eyebrow="What we publish" title="Types of publications">
        <FeatureGrid items={publicationKinds} columns={4} />
      </Section>
    </>
  );
}
