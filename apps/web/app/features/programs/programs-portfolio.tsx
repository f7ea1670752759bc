import { useEffect } from 'react';
import { ArrowRight, CalendarRange, FileText, FolderKanban, Handshake, Quote, Users, X } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { clsx } from 'clsx';
import { Badge } from '../../components/ui';
import { programBeneficiaries, programHref, programMetrics, programs, programsCopy, type Program } from '../../content/programs';
import type { FigureSet } from '../../lib/figures';
import { scrollBehavior } from '../../lib/motion';

const DETAILS_ID = programsCopy.details.id;

/**
 * The programmes page's cards and the selected programme's details (an island: islands/registry.ts).
 * The selection is in the address (?program=), so menu links and shared links open it and the server
 * renders it; a card is a link that, once hydrated, changes the address in place.
 */
export function ProgramsPortfolio({ figures }: { figures: FigureSet }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const selected = programs.find((p) => p.id === params.get('program'));

  // Opening a programme (from a card or a menu link) scrolls its details into view, below the fixed header.
  useEffect(() => {
    if (location.hash !== `#${DETAILS_ID}`) return;
    const target = document.getElementById(DETAILS_ID);
    if (!target) return;
    target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  }, [location.key, location.search, location.hash]);

  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {programs.map((program) => (
          <li key={program.id}>
            <ProgramCard program={program} active={program.id === selected?.id} f={figures} />
          </li>
        ))}
      </ul>

      {selected ? <ProgramDetails program={selected} f={figures} /> : null}
    </>
  );
}

function ProgramCard({ program, active, f }: { program: Program; active: boolean; f: FigureSet }) {
  const Icon = program.icon;
  return (
    <Link
      to={programHref(program.id)}
      preventScrollReset
      aria-current={active ? 'true' : undefined}
      className={clsx(
        'group flex h-full flex-col rounded-2xl p-6 shadow-sm ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        active
          ? 'bg-brand-800 text-white ring-brand-800'
          : 'bg-white ring-slate-200 hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-300',
      )}
    >
      <span className="flex items-start justify-between gap-3">
        <span
          className={clsx(
            'flex size-12 items-center justify-center rounded-xl',
            active ? 'bg-white/15 text-accent-300' : 'bg-brand-50 text-brand-700',
          )}
        >
          <Icon aria-hidden="true" className="size-6" />
        </span>
        {active ? (
          <span className="rounded-full bg-accent-400 px-2.5 py-0.5 text-xs font-semibold text-brand-950">
            {programsCopy.details.selected}
          </span>
        ) : null}
      </span>
      <span className={clsx('mt-5 text-xs font-semibold uppercase tracking-wider', active ? 'text-accent-300' : 'text-brand-700')}>
        {program.category}
      </span>
      <span className={clsx('mt-2 text-lg font-semibold', active ? 'text-white' : 'text-slate-900')}>{program.title}</span>
      <span className={clsx('mt-2 flex-1 text-[15px] leading-relaxed', active ? 'text-brand-50' : 'text-slate-600')}>
        {program.shortDescription}
      </span>
      <span
        className={clsx(
          'mt-5 flex flex-wrap gap-x-4 gap-y-1 border-t pt-4 text-sm',
          active ? 'border-white/15 text-brand-50' : 'border-slate-100 text-slate-600',
        )}
      >
        <span className="inline-flex items-center gap-1.5">
          <FolderKanban aria-hidden="true" className="size-4" />
          <strong className={active ? 'text-white' : 'text-slate-900'}>{program.projectCount}</strong> {programsCopy.details.projects}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Users aria-hidden="true" className="size-4" />
          <strong className={active ? 'text-white' : 'text-slate-900'}>{programBeneficiaries(program, f)}</strong>{' '}
          {programsCopy.details.beneficiaries}
        </span>
      </span>
      <span className={clsx('mt-4 inline-flex items-center gap-1.5 text-sm font-semibold', active ? 'text-white' : 'text-brand-700')}>
        {programsCopy.details.viewDetails}
        <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
      </span>
    </Link>
  );
}

function ProgramDetails({ program, f }: { program: Program; f: FigureSet }) {
  const Icon = program.icon;
  const copy = programsCopy.details;
  return (
    <article
      id={DETAILS_ID}
      aria-labelledby="program-details-title"
      className="mt-12 scroll-mt-24 overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <header className="relative bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 px-6 py-8 text-white sm:px-10 sm:py-10">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="flex items-start gap-4">
            <span className="hidden size-14 shrink-0 items-center justify-center rounded-2xl bg-white/15 text-accent-300 sm:flex">
              <Icon aria-hidden="true" className="size-7" />
            </span>
            <div>
              <p className="text-sm font-semibold uppercase tracking-wider text-accent-300" data-testid="program-category">
                {program.category}
              </p>
              <h2 id="program-details-title" className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">
                {program.title}
              </h2>
              <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-brand-50">
                <span>
                  <strong className="text-white">{program.projectCount}</strong> {copy.projects}
                </span>
                <span>
                  <strong className="text-white">{programBeneficiaries(program, f)}</strong> {copy.beneficiaries}
                </span>
              </p>
            </div>
          </div>
          <Link
            to={`/programs#${programsCopy.portfolio.id}`}
            preventScrollReset
            className="inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-semibold text-white ring-1 ring-inset ring-white/40 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <X aria-hidden="true" className="size-4" />
            {copy.close}
          </Link>
        </div>
      </header>

      <div className="grid gap-10 px-6 py-8 sm:px-10 sm:py-10 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <h3 className="text-lg font-semibold text-slate-900">{copy.description}</h3>
          <p className="mt-3 text-[17px] leading-relaxed text-slate-700">{program.fullDescription}</p>

          <h3 className="mt-10 text-lg font-semibold text-slate-900">{copy.initiatives}</h3>
          <ol className="mt-4 space-y-4">
            {program.initiatives.map((initiative, i) => (
              <li key={initiative.title} className="flex gap-4 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                >
                  {i + 1}
                </span>
                <div className="min-w-0">
                  <h4 className="font-semibold text-slate-900">{initiative.title}</h4>
                  <p className="mt-1 text-[15px] leading-relaxed text-slate-600">{initiative.description}</p>
                  <p className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-brand-800">
                    <CalendarRange aria-hidden="true" className="size-4" />
                    {initiative.timeline}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        </div>

        <div className="space-y-8 lg:col-span-2">
          <div>
            <h3 className="text-lg font-semibold text-slate-900">{copy.metrics}</h3>
            <dl className="mt-4 grid grid-cols-2 gap-3">
              {programMetrics(program, f).map((metric) => (
                <div key={metric.label} className="flex flex-col rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100">
                  <dt className="mt-1 text-sm leading-snug text-slate-700">{metric.label}</dt>
                  <dd className="order-first text-2xl font-bold tracking-tight text-brand-800">{metric.value}</dd>
                </div>
              ))}
            </dl>
          </div>

          <figure className="relative rounded-2xl bg-brand-900 p-6 text-white">
            <h3 className="text-sm font-semibold uppercase tracking-wider text-accent-300">{copy.story}</h3>
            <Quote aria-hidden="true" className="absolute right-5 top-5 size-8 text-white/20" />
            <blockquote className="mt-3 text-[17px] leading-relaxed text-brand-50">“{program.successStory.quote}”</blockquote>
            <figcaption className="mt-4 text-sm">
              <span className="font-semibold text-white">{program.successStory.author}</span>
              <span className="block text-brand-100">{program.successStory.role}</span>
            </figcaption>
          </figure>
        </div>
      </div>

      <div className="grid gap-10 border-t border-slate-100 px-6 py-8 sm:px-10 sm:py-10 md:grid-cols-2">
        <div>
          <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <FileText aria-hidden="true" className="size-5 text-brand-700" />
            {copy.resources}
          </h3>
          <ul className="mt-4 divide-y divide-slate-100 rounded-2xl ring-1 ring-slate-200">
            {program.resources.map((resource) => (
              <li key={resource.title} className="flex items-center justify-between gap-3 px-4 py-3">
                <span className="min-w-0 text-[15px] font-medium text-slate-800">{resource.title}</span>
                <span className="flex shrink-0 items-center gap-2 text-sm text-slate-600">
                  <Badge>{resource.type}</Badge>
                  {resource.year}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Handshake aria-hidden="true" className="size-5 text-brand-700" />
            {copy.partners}
          </h3>
          <ul className="mt-4 space-y-3">
            {program.partners.map((partner) => (
              <li key={partner.name} className="rounded-2xl px-4 py-3 ring-1 ring-slate-200">
                <p className="font-medium text-slate-900">{partner.name}</p>
                <p className="text-sm text-slate-600">{partner.role}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </article>
  );
}
