import type { Route } from './+types/community-engagement.route';
import { MarkedList } from '../../components/ui';
import { CtaBand, PageHero, Section, StatGrid } from '../../components/page';
import {
  communityFigures,
  communityLinks,
  communityPageIntro,
  pillars,
  weeklyForumCopy as forum,
} from '../../content/community-engagement';
import { introMeta } from '../../lib/meta';
import type { RouteHandle } from '../../lib/route-handle';
import { useFigures } from '../../lib/figures';

/** Served as islands: nothing on the page but the layout's islands needs scripts. */
export const handle: RouteHandle = { islands: true };

export const meta: Route.MetaFunction = () => introMeta(communityPageIntro);

/** The community engagement page: four pillars, the weekly forum, links to partners and programmes. */
export default function CommunityEngagementRoute() {
  const f = useFigures();
  return (
    <>
      <PageHero eyebrow={communityPageIntro.eyebrow} title={communityPageIntro.heading} lead={communityPageIntro.lead} />

      <Section id="pillars" eyebrow="Four pillars" title="How we engage communities">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {pillars.map(({ id, icon: Icon, title, text, practices }) => (
            <li key={id} id={id} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-[15px] leading-relaxed text-slate-600">{text}</p>
              <MarkedList items={practices} mark="check" className="mt-4 flex-1 space-y-2 border-t border-slate-100 pt-4" />
            </li>
          ))}
        </ul>
        <StatGrid stats={communityFigures(f)} className="mt-12" />
      </Section>

      <Section id={forum.id} tone="muted">
        <div className="grid gap-10 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-12 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{forum.eyebrow}</p>
            <h2 id={`${forum.id}-title`} className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {forum.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-600">{forum.text}</p>
            <dl className="mt-8 grid gap-4 sm:grid-cols-3">
              {forum.facts.map(({ icon: Icon, label, value }) => (
                <div key={label} className="rounded-2xl bg-brand-50 p-4">
                  <dt className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wider text-brand-800">
                    <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                    {label}
                  </dt>
                  <dd className="mt-1 text-sm font-medium text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="rounded-2xl bg-gradient-to-br from-brand-900 to-brand-700 p-6 text-white lg:col-span-2">
            <h3 className="text-sm font-semibold uppercase tracking-wider text-accent-300">{forum.agendaTitle}</h3>
            <ol className="mt-4 space-y-4">
              {forum.agenda.map((item, i) => (
                <li key={item} className="flex items-start gap-3 text-[15px] text-brand-50">
                  <span
                    aria-hidden="true"
                    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-400 text-xs font-bold text-brand-950"
                  >
                    {i + 1}
                  </span>
                  {item}
                </li>
              ))}
            </ol>
          </div>
        </div>
      </Section>

      <CtaBand
        title={communityLinks.title}
        text={communityLinks.text}
        links={[communityLinks.partners, communityLinks.programs]}
        arrows="both"
      />
    </>
  );
}
