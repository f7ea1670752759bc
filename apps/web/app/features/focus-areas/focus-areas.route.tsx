import { ArrowRight, Handshake } from 'lucide-react';
import { clsx } from 'clsx';
import type { Route } from './+types/focus-areas.route';
import { CtaBand, PageHero, Section } from '../../components/page';
import { ButtonLink, MarkedList } from '../../components/ui';
import { focusAreaList, focusAreaProgram, focusAreasPageCopy as copy, focusAreasPageIntro } from '../../content/focus-areas';
import { introMeta } from '../../lib/meta';
import type { RouteHandle } from '../../lib/route-handle';

/** Served as islands: nothing on the page but the layout's islands needs scripts. */
export const handle: RouteHandle = { islands: true };

export const meta: Route.MetaFunction = () => introMeta(focusAreasPageIntro);

/** The focus areas page: an overview, one section per area, and links to programmes and partners. */
export default function FocusAreasRoute() {
  return (
    <>
      <PageHero eyebrow={focusAreasPageIntro.eyebrow} title={focusAreasPageIntro.heading} lead={focusAreasPageIntro.lead} />

      <Section id={copy.overview.id} eyebrow={copy.overview.eyebrow} title={copy.overview.title} intro={copy.overview.intro}>
        <nav aria-label={copy.overview.navLabel}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {focusAreaList.map(({ id, icon: Icon, title, summary }) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="group flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="mt-4 font-semibold text-slate-900">{title}</span>
                  <span className="mt-1 flex-1 text-sm text-slate-600">{summary}</span>
                  <ArrowRight
                    aria-hidden="true"
                    className="mt-3 size-4 rotate-90 text-brand-700 transition-transform group-hover:translate-y-0.5"
                  />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Section>

      {focusAreaList.map((area, index) => {
        const Icon = area.icon;
        const program = focusAreaProgram(area);
        const muted = index % 2 === 0;
        return (
          <section
            key={area.id}
            id={area.id}
            aria-labelledby={`${area.id}-title`}
            className={clsx('scroll-mt-20 py-14 sm:py-20', muted && 'bg-slate-50')}
          >
            <div className="mx-auto grid max-w-7xl items-start gap-10 px-4 sm:px-6 lg:grid-cols-12 lg:px-8">
              <div className={clsx('lg:col-span-7', index % 2 === 1 && 'lg:order-last')}>
                <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
                  {String(index + 1).padStart(2, '0')} · {area.summary}
                </p>
                <h2 id={`${area.id}-title`} className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
                  {area.title}
                </h2>
                <p className="mt-4 text-lg leading-relaxed text-slate-600">{area.description}</p>
                <div className="mt-6 flex flex-wrap gap-3">
                  <ButtonLink to={program.to} className="h-auto! min-h-11 whitespace-normal! py-2.5 text-left">
                    {copy.relatedProgram}: {program.label}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </ButtonLink>
                  <ButtonLink to={copy.partnerLink.to} variant="secondary">
                    <Handshake aria-hidden="true" className="size-4" />
                    {copy.partnerLink.label}
                  </ButtonLink>
                </div>
              </div>
              <div className="lg:col-span-5">
                <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 p-7 text-white shadow-lg">
                  <Icon aria-hidden="true" className="absolute -right-6 -top-6 size-36 text-white/10" />
                  <h3 className="relative text-sm font-semibold uppercase tracking-wider text-accent-300">{copy.priorities}</h3>
                  <MarkedList
                    items={area.priorities}
                    mark="check-on-dark"
                    className="relative mt-4 space-y-3"
                    itemClassName="gap-3 text-[15px] text-brand-50"
                  />
                </div>
              </div>
            </div>
          </section>
        );
      })}

      <CtaBand title={copy.cta.title} text={copy.cta.text} links={[copy.cta.programs, copy.cta.partners]} />
    </>
  );
}
