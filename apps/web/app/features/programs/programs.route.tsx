import { ArrowRight, CircleCheck, FolderKanban, X } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { clsx } from 'clsx';
import type { Route } from './+types/programs.route';
import { CtaBand, FeatureGrid, PageHero, Section } from '../../components/page';
import { ButtonLink } from '../../components/ui';
import {
  programHref,
  programs,
  programsCopy,
  programsCta,
  programsHeroStats,
  programsIntro,
  synergies,
} from '../../content/programs';
import { introMeta } from '../../lib/meta';

export const meta: Route.MetaFunction = () => introMeta(programsIntro);

export default function ProgramsRoute() {
  const [params] = useSearchParams();
  const selected = programs.find((p) => p.id === params.get('program'));

  return (
    <>
      <PageHero eyebrow={programsIntro.eyebrow} title={programsIntro.heading} lead={programsIntro.lead} stats={programsHeroStats} />

      <Section id={programsCopy.portfolio.id} eyebrow={programsCopy.portfolio.eyebrow} title={programsCopy.portfolio.title}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {programs.map((program) => {
            const active = program.id === selected?.id;
            return (
              <li key={program.id}>
                <Link
                  to={programHref(program.id)}
                  aria-current={active ? 'true' : undefined}
                  className={clsx(
                    'group flex h-full flex-col rounded-2xl p-6 shadow-sm ring-1 transition',
                    active ? 'bg-brand-800 text-white ring-brand-800' : 'bg-white ring-slate-200 hover:shadow-md hover:ring-brand-300',
                  )}
                >
                  <span className={clsx('text-xs font-semibold uppercase tracking-wider', active ? 'text-accent-300' : 'text-brand-700')}>
                    {program.category}
                  </span>
                  <span className={clsx('mt-2 text-lg font-semibold', active ? 'text-white' : 'text-slate-900')}>{program.title}</span>
                  <span className={clsx('mt-2 flex-1 text-[15px] leading-relaxed', active ? 'text-brand-50' : 'text-slate-600')}>
                    {program.shortDescription}
                  </span>
                  <span className={clsx('mt-4 flex items-center justify-between text-sm font-semibold', active ? 'text-white' : 'text-brand-700')}>
                    <span className="inline-flex items-center gap-1.5">
                      <FolderKanban aria-hidden="true" className="size-4" />
                      {program.projectCount} {programsCopy.details.projects}
                    </span>
                    <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>

        {selected ? (
          <article
            id={programsCopy.details.id}
            aria-labelledby="program-details-title"
            className="mt-12 rounded-3xl bg-gradient-to-br from-brand-50 to-white p-8 ring-1 ring-brand-100 sm:p-10"
          >
            <div className="flex flex-wrap items-start justify-between gap-4">
              <div>
                <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{selected.category}</p>
                <h2 id="program-details-title" className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                  {selected.title}
                </h2>
              </div>
              <Link
                to="/programs#portfolio"
                className="inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-semibold text-slate-600 hover:bg-white hover:text-slate-900"
              >
                <X aria-hidden="true" className="size-4" />
                {programsCopy.details.close}
              </Link>
            </div>
            <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-700">{selected.fullDescription}</p>
            <h3 className="mt-8 font-semibold text-slate-900">{programsCopy.details.highlights}</h3>
            <ul className="mt-4 grid gap-3 sm:grid-cols-3">
              {selected.highlights.map((h) => (
                <li key={h} className="flex items-start gap-2 rounded-xl bg-white p-4 text-sm font-medium text-slate-700 ring-1 ring-slate-200">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                  {h}
                </li>
              ))}
            </ul>
          </article>
        ) : null}
      </Section>

      <Section id="synergies" tone="muted" eyebrow="Cross-programme synergies" title="Stronger together">
        <FeatureGrid items={synergies} columns={3} numbered />
      </Section>

      <CtaBand
        title={programsCta.title}
        text={programsCta.text}
        actions={
          <>
            <ButtonLink to={programsCta.primary.to} variant="inverse" size="lg">
              {programsCta.primary.label}
            </ButtonLink>
            <ButtonLink to={programsCta.secondary.to} variant="outline-inverse" size="lg">
              {programsCta.secondary.label}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
