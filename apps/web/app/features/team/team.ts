import { TEAM_CATEGORIES, TEAM_URL, recordOf, type TeamCategory } from '@mnch/shared';

/** What the logic needs of a member (the API's TeamMember has more). */
interface Member {
  category: TeamCategory;
}

export interface ExpertiseRow {
  period: string;
  info: string;
}

/**
 * "period: info" lines separated by semicolons or new lines, as table rows. A line without a colon is
 * all info; lines with neither period nor info are dropped.
 */
export function parseExpertise(text: string | null | undefined): ExpertiseRow[] {
  if (!text) return [];
  return text
    .split(/[;\n]/)
    .map((line) => {
      const at = line.indexOf(':');
      if (at === -1) return { period: '', info: line.trim() };
      return { period: line.slice(0, at).trim(), info: line.slice(at + 1).trim() };
    })
    .filter((row) => row.period || row.info);
}

/** How many members each filter shows; the numbers are derived from the data, never typed in. */
export function countByCategory(members: readonly Member[]): Record<TeamCategory | 'all', number> {
  const counts: Record<TeamCategory | 'all', number> = { all: members.length, ...recordOf(TEAM_CATEGORIES, () => 0) };
  for (const m of members) counts[m.category] += 1;
  return counts;
}

export function filterMembers<M extends Member>(members: readonly M[], category: TeamCategory | undefined): M[] {
  return category ? members.filter((m) => m.category === category) : [...members];
}

/** Clicking a card opens it; clicking the open card again closes it; only one is open at a time. */
export function toggleSelection(current: string | null, clicked: string): string | null {
  return current === clicked ? null : clicked;
}

/** The query parameters of the team page (docs/no-script.md, "Controls"; TEAM_URL in packages/shared/src/page-urls.ts): the group shown and the member whose dialog is open. */
export const TEAM_PARAMS = { group: 'group', member: 'member' } as const;

/** The group the address names (?group=<category>), or undefined (everyone) when it names none. */
export function parseTeamQuery(params: URLSearchParams): { category: TeamCategory | undefined } {
  return { category: TEAM_URL.parse(params).group };
}
