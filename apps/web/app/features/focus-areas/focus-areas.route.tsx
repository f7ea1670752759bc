import type { Route } from './+types/focus-areas.route';
import { CtaBand, PageHero, Section } from '../../components/page';
import { ButtonLink } from '../../components/ui';
import { focusAreas, focusAreasIntro, focusAreasLinks } from '../../content/areas';
import { introMeta } from '../../lib/meta';

export const meta: Route.MetaFunction = () => introMeta(focusAreasIntro);

export default function FocusAreasRoute() {
  return (
    <>
      <PageHero eyebrow={focusAreasIntro.eyebrow} title={focusAreasIntro.heading} lead={focusAreasIntro.lead} />
      <Section id="areas" eyebrow="Our focus areas" title="Seven areas, one goal">
        <ul className="grid gap-6 md:grid-cols-2">
          {focusAreas.map(({ id, icon: Icon, title, text }, index) => (
            <li key={id} id={id} className="flex gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600 to-brand-800 text-white">
                {Icon ? <Icon aria-hidden="true" className="size-6" /> : index + 1}
              </span>
              <div>
                <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand
        title="Turning focus into action"
        text="Each focus area is delivered through our programmes and partnerships."
        actions={
          <>
            <ButtonLink to={focusAreasLinks.programs.to} variant="inverse" size="lg">
              {focusAreasLinks.programs.label}
            </ButtonLink>
            <ButtonLink to={focusAreasLinks.partners.to} variant="outline-inverse" size="lg">
              {focusAreasLinks.partners.label}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
