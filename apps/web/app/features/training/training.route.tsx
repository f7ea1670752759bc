import { ArrowRight, UserRoundCheck } from 'lucide-react';
import type { Route } from './+types/training.route';
import { FeatureGrid, PageHero, Section, StatGrid } from '../../components/page';
import { ButtonLink } from '../../components/ui';
import { mentorshipCopy, trainingIntro, trainingOffers, trainingStats } from '../../content/areas';
import { introMeta } from '../../lib/meta';

export const meta: Route.MetaFunction = () => introMeta(trainingIntro);

export default function TrainingRoute() {
  return (
    <>
      <PageHero eyebrow={trainingIntro.eyebrow} title={trainingIntro.heading} lead={trainingIntro.lead} />
      <section aria-label="Training in numbers" className="relative z-10 -mt-10 px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-7xl rounded-3xl bg-white p-6 shadow-xl shadow-slate-900/5 ring-1 ring-slate-200 sm:p-8">
          <StatGrid stats={trainingStats} />
        </div>
      </section>
      <Section id="offers" eyebrow="What we offer" title="Capacity building">
        <FeatureGrid items={trainingOffers} columns={4} />
      </Section>
      <Section id={mentorshipCopy.id} tone="muted">
        <div className="flex flex-col gap-8 rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200 sm:p-12 lg:flex-row lg:items-center">
          <UserRoundCheck aria-hidden="true" className="size-12 shrink-0 text-brand-600" />
          <div className="flex-1">
            <h2 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{mentorshipCopy.title}</h2>
            <p className="mt-3 text-lg leading-relaxed text-slate-600">{mentorshipCopy.text}</p>
          </div>
          <ButtonLink to="/jobs#pathways" className="shrink-0">
            Fellowships and internships
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
