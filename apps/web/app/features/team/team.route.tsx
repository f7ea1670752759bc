import type { Route } from './+types/team.route';
import { CtaBand, FeatureGrid, PageHero, Section } from '../../components/page';
import { ButtonLink } from '../../components/ui';
import { teamGroups, teamIntro, teamJoin } from '../../content/areas';
import { introMeta } from '../../lib/meta';

export const meta: Route.MetaFunction = () => introMeta(teamIntro);

export default function TeamRoute() {
  return (
    <>
      <PageHero eyebrow={teamIntro.eyebrow} title={teamIntro.heading} lead={teamIntro.lead} />
      <Section id="team" eyebrow="Our Team" title="Five teams, one mission">
        <FeatureGrid items={teamGroups} columns={3} />
      </Section>
      <CtaBand
        title={teamJoin.title}
        text={teamJoin.text}
        actions={
          <>
            <ButtonLink to={teamJoin.primary.to} variant="inverse" size="lg">
              {teamJoin.primary.label}
            </ButtonLink>
            <ButtonLink to={teamJoin.secondary.to} variant="outline-inverse" size="lg">
              {teamJoin.secondary.label}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
