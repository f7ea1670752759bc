import { ArrowRight } from 'lucide-react';
import { Island } from '../../islands/island';
import type { RouteHandle } from '../../lib/route-handle';
import type { Route } from './+types/about.route';
import { CtaBand, FeatureGrid, PageHero, Section, StatGrid } from '../../components/page';
import { ButtonLink } from '../../components/ui';
import {
  aboutHeroStats,
  aboutIntro,
  aboutSectionCopy,
  approach,
  awardIcons,
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
import { ApiError, MAX_PAGE_LIMIT } from '@mnch/shared';
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
  try {
    return { awards: (await context.read.awards({ limit: MAX_PAGE_LIMIT })).awards.toReversed() };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { awards: [] };
  }
}

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  const { awards } = loaderData;
  const f = useFigures();
  return (
    <>
      <PageHero eyebrow={aboutIntro.eyebrow} title={aboutIntro.heading} lead={aboutIntro.lead} stats={aboutHeroStats(f)} />

      <Island name="who-we-are" props={{}} />

      <Section id={mission.id} tone="muted" eyebrow={mission.eyebrow} title={mission.title}>
        <div className="grid gap-6 lg:grid-cols-2">
          {[identity.vision, identity.mission].map(({ icon: Icon, title, text }) => (
            <div key={title} className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-slate-900">{title}</h3>
              <p className="mt-3 text-lg leading-relaxed text-slate-700">{text}</p>
            </div>
          ))}
        </div>
        <h3 className="mt-12 text-xl font-semibold text-slate-900">{mission.valuesTitle}</h3>
        <div className="mt-6">
          <FeatureGrid items={identity.values} columns={3} headingLevel="h4" />
        </div>
      </Section>

      <Section id={whatWeDoCopy.id} eyebrow={whatWeDoCopy.eyebrow} title={whatWeDoCopy.title}>
        <FeatureGrid items={whatWeDo} columns={3} />
      </Section>

      <Section id={awardsCopy.id} tone="muted" eyebrow={awardsCopy.eyebrow} title={awardsCopy.title}>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {awards.map((award, index) => {
            const Icon = awardIcons[index % awardIcons.length]!;
            return (
              <li key={award.id} className="relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <div className="flex items-center justify-between">
                  <span className="flex size-11 items-center justify-center rounded-xl bg-accent-100 text-accent-700">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="text-2xl font-bold text-brand-700">{award.year}</span>
                </div>
                <h3 className="mt-4 font-semibold text-slate-900">{award.title}</h3>
                <p className="mt-1 text-sm font-medium text-brand-700">{award.awardedBy}</p>
                {award.description ? <p className="mt-2 text-sm text-slate-600">{award.description}</p> : null}
              </li>
            );
          })}
        </ol>
      </Section>

      <Section id={focusAreasCopy.id} eyebrow={focusAreasCopy.eyebrow} title={focusAreasCopy.title}>
        <FeatureGrid items={keyFocusAreas} columns={3} />
        <div className="mt-10">
          <ButtonLink to={focusAreasCopy.link.to} variant="secondary">
            {focusAreasCopy.link.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
      </Section>

      <Section id={approachCopy.id} tone="brand" eyebrow={approachCopy.eyebrow} title={approachCopy.title}>
        <FeatureGrid items={approach} columns={4} variant="glass" numbered />
      </Section>

      <Section id={capacityCopy.id} eyebrow={capacityCopy.eyebrow} title={capacityCopy.title} intro={capacityCopy.intro}>
        <FeatureGrid items={capacityBuilding(f)} columns={4} />
        <div className="mt-10">
          <ButtonLink to={capacityCopy.link.to} variant="secondary">
            {capacityCopy.link.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
      </Section>

      <Section id={portfolioCopy.id} tone="muted" eyebrow={portfolioCopy.eyebrow} title={portfolioCopy.title} intro={portfolioCopy.intro}>
        <StatGrid stats={portfolioStats(f)} />
      </Section>

      <Section id={whySupportCopy.id} eyebrow={whySupportCopy.eyebrow} title={whySupportCopy.title}>
        <FeatureGrid items={whySupportUs} columns={3} />
      </Section>

      <CtaBand
        title={cta.title}
        text={cta.text}
        actions={
          <>
            <ButtonLink to={cta.primary.to} variant="inverse" size="lg">
              {cta.primary.label}
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <ButtonLink to={cta.secondary.to} variant="outline-inverse" size="lg">
              {cta.secondary.label}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
