import { ArrowRight } from 'lucide-react';
import type { Route } from './+types/impact.route';
import { FeatureGrid, PageHero, Section, StatGrid } from '../../components/page';
import { ButtonLink } from '../../components/ui';
import {
  capacityStats,
  goals2030,
  goalsCopy,
  highlights,
  impactIntro,
  reachCopy,
  reachStats,
  recognitionCopy,
  researchMetrics,
  stories,
  storiesCopy,
} from '../../content/impact';
import { introMeta } from '../../lib/meta';

export const meta: Route.MetaFunction = () => introMeta(impactIntro);

export default function ImpactRoute() {
  return (
    <>
      <PageHero eyebrow={impactIntro.eyebrow} title={impactIntro.heading} lead={impactIntro.lead} />

      <section aria-label="Impact in numbers" className="relative z-10 -mt-10 px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-7xl rounded-3xl bg-white p-6 shadow-xl shadow-slate-900/5 ring-1 ring-slate-200 sm:p-8">
          <StatGrid stats={reachStats} />
        </div>
      </section>

      <Section id={reachCopy.id} eyebrow={reachCopy.eyebrow} title={reachCopy.title} intro={reachCopy.intro}>
        <FeatureGrid items={highlights} columns={3} />
        <h3 className="mt-14 text-xl font-semibold text-slate-900">Research metrics</h3>
        <StatGrid stats={researchMetrics} className="mt-6" />
      </Section>

      <Section id={storiesCopy.id} tone="muted" eyebrow={storiesCopy.eyebrow} title={storiesCopy.title} intro={storiesCopy.intro}>
        <StatGrid stats={capacityStats} />
        <div className="mt-10">
          <FeatureGrid items={stories} columns={3} />
        </div>
        <div className="mt-10">
          <ButtonLink to={storiesCopy.mentorships.to} variant="secondary">
            {storiesCopy.mentorships.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
      </Section>

      <Section id={recognitionCopy.id} eyebrow={recognitionCopy.eyebrow} title={recognitionCopy.title} intro={recognitionCopy.intro}>
        <ButtonLink to={recognitionCopy.link.to} variant="secondary">
          {recognitionCopy.link.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </Section>

      <Section id="goals-2030" tone="brand" eyebrow={goalsCopy.eyebrow} title={goalsCopy.title} intro={goalsCopy.intro}>
        <StatGrid stats={goals2030} tone="dark" />
      </Section>
    </>
  );
}
