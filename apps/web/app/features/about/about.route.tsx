import { VisionMission } from '../../components/vision-mission';
import { AwardList } from '../../components/award-list';
import { orWhenRefused } from '../../lib/refused';
import { Island } from '../../islands/island';
import type { RouteHandle } from '../../lib/route-handle';
import type { Route } from './+types/about.route';
import { CtaBand, FeatureGrid, MoreLink, PageHero, Section, StatGrid } from '../../components/page';
import {
  aboutHeroStats,
  aboutIntro,
  aboutSectionCopy,
  approach,
  capacityBuilding,
  capacityCopy,
  focusAreasCopy,
  identity,
  keyFocusAreas,
  portfolioCopy,
  portfolioStats,
  whatWeDo,
  whySupportCopy,
  whySupportUs,
} from '../../content/about';
import { MAX_PAGE_LIMIT } from '@mnch/shared';
import { introMeta } from '../../lib/meta';
import { useFigures } from '../../lib/figures';

/** Served as islands: only Who We Are's Read More toggle hydrates. */
export const handle: RouteHandle = { islands: true };

export const meta: Route.MetaFunction = () => introMeta(aboutIntro);

const { mission, whatWeDo: whatWeDoCopy, approach: approachCopy, awards: awardsCopy, cta } = aboutSectionCopy;

/**
 * The about page, section by section; anchors #background,
 * #mission, #our-approach and #awards.
 */
/** Every award, oldest first (the API lists the newest first), read on the server. */
export async function loader({ context }: Route.LoaderArgs) {
  return { awards: await orWhenRefused(async () => (await context.read.awards({ limit: MAX_PAGE_LIMIT })).awards.toReversed(), []) };
}

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  const { awards } = loaderData;
  const f = useFigures();
  return (
    <>
      <PageHero eyebrow={aboutIntro.eyebrow} title={aboutIntro.heading} lead={aboutIntro.lead} stats={aboutHeroStats(f)} />

      {/* Its Read More is a native disclosure until the island hydrates, on first use. */}
      <Island name="who-we-are" props={{}} wake="interaction" />

      <Section id={mission.id} tone="muted" eyebrow={mission.eyebrow} title={mission.title}>
        <VisionMission />
        <h3 className="mt-12 text-xl font-semibold text-slate-900">{mission.valuesTitle}</h3>
        <div className="mt-6">
          <FeatureGrid items={identity.values} columns={3} headingLevel="h4" />
        </div>
      </Section>

      <Section id={whatWeDoCopy.id} eyebrow={whatWeDoCopy.eyebrow} title={whatWeDoCopy.title}>
        <FeatureGrid items={whatWeDo} columns={3} />
      </Section>

      <Section id={awardsCopy.id} tone="muted" eyebrow={awardsCopy.eyebrow} title={awardsCopy.title}>
        <AwardList awards={awards} variant="history" />
      </Section>

      <Section id={focusAreasCopy.id} eyebrow={focusAreasCopy.eyebrow} title={focusAreasCopy.title}>
        <FeatureGrid items={keyFocusAreas} columns={3} />
        <MoreLink link={focusAreasCopy.link} />
      </Section>

      <Section id={approachCopy.id} tone="brand" eyebrow={approachCopy.eyebrow} title={approachCopy.title}>
        <FeatureGrid items={approach} columns={4} variant="glass" numbered />
      </Section>

      <Section id={capacityCopy.id} eyebrow={capacityCopy.eyebrow} title={capacityCopy.title} intro={capacityCopy.intro}>
        <FeatureGrid items={capacityBuilding(f)} columns={4} />
        <MoreLink link={capacityCopy.link} />
      </Section>

      <Section id={portfolioCopy.id} tone="muted" eyebrow={portfolioCopy.eyebrow} title={portfolioCopy.title} intro={portfolioCopy.intro}>
        <StatGrid stats={portfolioStats(f)} />
      </Section>

      <Section id={whySupportCopy.id} eyebrow={whySupportCopy.eyebrow} title={whySupportCopy.title}>
        <FeatureGrid items={whySupportUs} columns={3} />
      </Section>

      <CtaBand title={cta.title} text={cta.text} links={[cta.primary, cta.secondary]} arrows="first" />
    </>
  );
}
