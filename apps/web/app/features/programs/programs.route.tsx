import type { Route } from './+types/programs.route';
import { Island } from '../../islands/island';
import type { RouteHandle } from '../../lib/route-handle';
import { CtaBand, FeatureGrid, PageHero, Section } from '../../components/page';
import { programsCopy, programsCta, programsHeroStats, programsIntro, synergies } from '../../content/programs';
import { introMeta } from '../../lib/meta';
import { useFigures } from '../../lib/figures';

/** Served as islands: the programme cards with the selected programme's details are one. */
export const handle: RouteHandle = { islands: true };

export const meta: Route.MetaFunction = () => introMeta(programsIntro);

/**
 * The programmes page: hero figures, six programme cards, the selected programme's
 * details (in the URL, so menu links and shared links open it), synergies and a call to action.
 */
export default function ProgramsRoute() {
  const f = useFigures();
  return (
    <>
      <PageHero eyebrow={programsIntro.eyebrow} title={programsIntro.heading} lead={programsIntro.lead} stats={programsHeroStats(f)} />

      <Section id={programsCopy.portfolio.id} eyebrow={programsCopy.portfolio.eyebrow} title={programsCopy.portfolio.title}>
        <Island name="programs-portfolio" props={{ figures: f }} wake="interaction" />
      </Section>

      <Section
        id={programsCopy.synergies.id}
        tone="muted"
        eyebrow={programsCopy.synergies.eyebrow}
        title={programsCopy.synergies.title}
        intro={programsCopy.synergies.intro}
      >
        <FeatureGrid items={synergies} columns={3} />
      </Section>

      <CtaBand title={programsCta.title} text={programsCta.text} links={[programsCta.primary, programsCta.secondary]} />
    </>
  );
}
