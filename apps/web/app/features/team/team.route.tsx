import { MAX_PAGE_LIMIT, type PublicReads, type TeamMember } from '@mnch/shared';
import type { Route } from './+types/team.route';
import { Island } from '../../islands/island';
import type { RouteHandle } from '../../lib/route-handle';
import { CtaBand, PageHero, Section } from '../../components/page';
import { teamCopy as copy, teamIntro, teamJoin } from '../../content/team';
import { introMeta } from '../../lib/meta';

export const meta: Route.MetaFunction = () => introMeta(teamIntro);

/** Every member, in the display order staff set (the page shows them all and filters in place). */
async function allMembers(read: PublicReads): Promise<TeamMember[]> {
  const members: TeamMember[] = [];
  for (let page = 1; ; page++) {
    const answer = await read.team({ page, limit: MAX_PAGE_LIMIT });
    members.push(...answer.members);
    if (page >= answer.pagination.totalPages) return members;
  }
}

export async function loader({ context }: Route.LoaderArgs) {
  return { members: await allMembers(context.read) };
}

/** Served as islands: the members (group filter, a member's dialog) are one. */
export const handle: RouteHandle = { islands: true };

export default function TeamRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={teamIntro.eyebrow} title={teamIntro.heading} lead={teamIntro.lead} />
      <Section id="team" eyebrow={copy.sectionEyebrow} title={copy.sectionTitle}>
        <Island name="team-directory" props={{ members: loaderData.members }} wake="interaction" />
      </Section>

      <CtaBand title={teamJoin.title} text={teamJoin.text} links={[teamJoin.primary, teamJoin.secondary]} />
    </>
  );
}
