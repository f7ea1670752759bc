import { ArrowLeft, ArrowRight, UserRoundCheck } from 'lucide-react';
import type { Route } from './+types/training.route';
import { FeatureGrid, PageHero, Section, StatGrid } from '../../components/page';
import { Island } from '../../islands/island';
import type { RouteHandle } from '../../lib/route-handle';
import { ButtonLink } from '../../components/ui';
import { studentsCopy as copy, studentStats } from '../../content/students';
import { introMeta } from '../../lib/meta';
import { mentorshipCopy, trainingIntro, trainingOffers, trainingStats } from '../../content/training';
import { useFigures } from '../../lib/figures';

export const meta: Route.MetaFunction = () => introMeta(trainingIntro);

/** Served as islands: the student directory (search, status filter, a student's details) is one. */
export const handle: RouteHandle = { islands: true };

export default function TrainingRoute() {
  const f = useFigures();
  return (
    <>
      <PageHero
        eyebrow={trainingIntro.eyebrow}
        title={trainingIntro.heading}
        lead={trainingIntro.lead}
        actions={
          <ButtonLink to={copy.backToMain.to} variant="outline-inverse">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {copy.backToMain.label}
          </ButtonLink>
        }
      />
      <section aria-label={copy.statsLabel} className="relative z-10 -mt-10 px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-7xl rounded-3xl bg-white p-6 shadow-xl shadow-slate-900/5 ring-1 ring-slate-200 sm:p-8">
          <StatGrid stats={studentStats(f)} />
        </div>
      </section>

      <Section id="students" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
        <Island name="students-directory" props={{}} wake="interaction" />
      </Section>

      <Section id="offers" tone="muted" eyebrow="What we offer" title="Capacity building">
        <StatGrid stats={trainingStats(f)} className="mb-10" />
        <FeatureGrid items={trainingOffers} columns={4} />
      </Section>
      <Section id={mentorshipCopy.id}>
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
