import type { Route } from './+types/publications.route';
import { FeatureGrid, PageHero, Section, StatGrid } from '../../components/page';
import { publicationKinds, publicationsIntro } from '../../content/areas';
import { publicationStats } from '../../content/figures';
import { introMeta } from '../../lib/meta';

export const meta: Route.MetaFunction = () => introMeta(publicationsIntro);

export default function PublicationsRoute() {
  return (
    <>
      {/* A light hero: the header's text is dark on this page until it scrolls. */}
      <PageHero tone="light" eyebrow={publicationsIntro.eyebrow} title={publicationsIntro.heading} lead={publicationsIntro.lead} />
      <Section id="statistics" eyebrow="Publication statistics" title="Our research output">
        <StatGrid stats={publicationStats} />
      </Section>
      <Section id="types" tone="muted" eyebrow="What we publish" title="Types of publications">
        <FeatureGrid items={publicationKinds} columns={4} />
      </Section>
    </>
  );
}
