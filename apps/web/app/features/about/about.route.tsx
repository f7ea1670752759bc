import { ArrowRight } from 'lucide-react';
import type { Route } from './+types/about.route';
import { CtaBand, FeatureGrid, PageHero, Section, StatGrid } from '../../components/page';
import { ButtonLink } from '../../components/ui';
import {
  aboutHeroStats,
  aboutIntro,
  approach,
  awardIcons,
  awards,
  identity,
  portfolioStats,
  whatWeDo,
  whoWeAre,
  whySupportUs,
} from '../../content/about';
import { introMeta } from '../../lib/meta';

export const meta: Route.MetaFunction = () => introMeta(aboutIntro);

export default function AboutRoute() {
  return (
    <>
      <PageHero eyebrow={aboutIntro.eyebrow} title={aboutIntro.heading} lead={aboutIntro.lead} stats={aboutHeroStats} />

      <Section id={whoWeAre.id} eyebrow={whoWeAre.eyebrow} title={whoWeAre.title}>
        <div className="grid gap-10 lg:grid-cols-12">
          <div className="space-y-5 text-lg leading-relaxed text-slate-700 lg:col-span-7">
            {whoWeAre.paragraphs.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </div>
          <aside aria-label="Research portfolio" className="lg:col-span-5">
            <div className="rounded-3xl bg-brand-50 p-6 ring-1 ring-brand-100">
              <h3 className="text-sm font-semibold uppercase tracking-wider text-brand-800">Research portfolio</h3>
              <StatGrid stats={portfolioStats} className="mt-4 !grid-cols-2" />
            </div>
          </aside>
        </div>
      </Section>

      <Section id="mission" tone="muted" eyebrow="Vision & Mission" title="What drives us">
        <div className="grid gap-6 lg:grid-cols-2">
          {[identity.vision, identity.mission].map(({ icon: Icon, title, text }) => (
            <div key={title} className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
              <Icon aria-hidden="true" className="size-8 text-brand-600" />
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{title}</h3>
              <p className="mt-3 text-lg leading-relaxed text-slate-700">{text}</p>
            </div>
          ))}
        </div>
        <h3 className="mt-12 text-xl font-semibold text-slate-900">Core values</h3>
        <div className="mt-6">
          <FeatureGrid items={identity.values} columns={3} headingLevel="h4" />
        </div>
      </Section>

      <Section id="what-we-do" eyebrow="What We Do" title="Six ways we improve health">
        <FeatureGrid items={whatWeDo} columns={3} />
      </Section>

      <Section id="our-approach" tone="brand" eyebrow="Our Approach" title="How we work">
        <FeatureGrid items={approach} columns={4} variant="glass" numbered />
      </Section>

      <Section id="awards" eyebrow="Awards and Recognition" title="Recognised for our work">
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {awards.map((award, index) => {
            const Icon = awardIcons[index % awardIcons.length]!;
            return (
              <li key={award.year} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <div className="flex items-center justify-between">
                  <span className="flex size-11 items-center justify-center rounded-xl bg-accent-100 text-accent-700">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="text-2xl font-bold text-brand-700">{award.year}</span>
                </div>
                <h3 className="mt-4 font-semibold text-slate-900">{award.title}</h3>
                <p className="mt-1 text-sm font-medium text-brand-700">{award.by}</p>
                <p className="mt-2 text-sm text-slate-600">{award.text}</p>
              </li>
            );
          })}
        </ol>
      </Section>

      <Section id="why-support-us" tone="muted" eyebrow="Why Support Us" title="Your support goes further with us">
        <FeatureGrid items={whySupportUs} columns={3} />
      </Section>

      <CtaBand
        title="Join us in our mission"
        text="Partner with us, join our team or follow our work."
        actions={
          <>
            <ButtonLink to="/get-involved" variant="inverse" size="lg">
              Get involved
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <ButtonLink to="/team#team" variant="outline-inverse" size="lg">
              Meet our team
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
