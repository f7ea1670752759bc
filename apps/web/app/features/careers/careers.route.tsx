import { Mail } from 'lucide-react';
import type { Route } from './+types/careers.route';
import { FeatureGrid, PageHero, Section } from '../../components/page';
import { ButtonLink, buttonClasses } from '../../components/ui';
import { careersActions, careersIntro, internshipCopy, jobsCopy, pathways } from '../../content/careers';
import { introMeta } from '../../lib/meta';

export const meta: Route.MetaFunction = () => introMeta(careersIntro);

export default function CareersRoute() {
  return (
    <>
      <PageHero
        eyebrow={careersIntro.eyebrow}
        title={careersIntro.heading}
        lead={careersIntro.lead}
        actions={
          <>
            <ButtonLink to={careersActions.pathways.to} variant="inverse" size="lg">
              {careersActions.pathways.label}
            </ButtonLink>
            <ButtonLink to={careersActions.jobs.to} variant="outline-inverse" size="lg">
              {careersActions.jobs.label}
            </ButtonLink>
          </>
        }
      />

      <Section id="pathways" eyebrow="Career pathways" title="Find your path with us">
        <FeatureGrid items={pathways} columns={3} />
      </Section>

      <Section id={jobsCopy.id} tone="muted" eyebrow={jobsCopy.eyebrow} title={jobsCopy.title} intro={jobsCopy.intro}>
        <FeatureGrid items={jobsCopy.steps} columns={4} numbered />
        <div className="mt-10 flex flex-col gap-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h3 className="text-xl font-semibold text-slate-900">{internshipCopy.title}</h3>
            <p className="mt-2 text-slate-600">{internshipCopy.text}</p>
          </div>
          <a href={`mailto:${jobsCopy.apply.email}`} className={buttonClasses({ size: 'lg', className: 'shrink-0' })}>
            <Mail aria-hidden="true" className="size-5" />
            {jobsCopy.apply.label}
          </a>
        </div>
      </Section>
    </>
  );
}
