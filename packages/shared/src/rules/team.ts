/**
 * Team members: the five team categories, texts and limits without zod, so that the public team page can
 * use them without loading the schemas (docs/decisions/0012-first-load-javascript-budget.md). The
 * schemas in ../schemas/team.ts build on them.
 */

/** The team's groups, in the order the team page's filters show them; the one list the API and the web app use. */
export const TEAM_CATEGORIES = ['Secretariat', 'Research Team', 'Interns', 'Student Research Grantee', 'Communications Team'] as const;
export type TeamCategory = (typeof TEAM_CATEGORIES)[number];

/** The moves of one member in the team's order (the back office's reorder buttons). */
export const TEAM_MOVES = ['top', 'up', 'down', 'bottom'] as const;
export type TeamMove = (typeof TEAM_MOVES)[number];

/** The order with `id` moved one place up or down, or to the top or the bottom; the same order when it cannot move. */
export function movedOrder(ids: readonly number[], id: number, move: TeamMove): number[] {
  const from = ids.indexOf(id);
  if (from === -1) return [...ids];
  const last = ids.length - 1;
  const to = move === 'top' ? 0 : move === 'bottom' ? last : move === 'up' ? Math.max(0, from - 1) : Math.min(last, from + 1);
  const next = ids.filter((other) => other !== id);
  next.splice(to, 0, id);
  return next;
}

export const TEAM_MESSAGES = {
  nameRequired: 'Name is required',
  titleRequired: 'Job title is required',
  categoryInvalid: 'Category must be one of: Secretariat, Research Team, Interns, Student Research Grantee, Communications Team',
  emailInvalid: 'Please enter a valid email address',
  photoInvalid: 'Photo must be an image uploaded to this site (/uploads/...)',
  linkInvalid: 'Please enter a valid http(s) address',
  orderInvalid: 'The order must list every team member once; reload the list and try again',
  moveInvalid: 'Move must be one of: top, up, down, bottom',
  notFound: 'Team member not found',
  created: 'Team member created successfully',
  updated: 'Team member updated successfully',
  deleted: 'Team member moved to the trash',
  reordered: 'Team order saved',
  deleteFailed: 'Failed to delete team member:',
  reorderFailed: 'Could not change the order:',
} as const;

export const TEAM_LIMITS = {
  name: 200,
  title: 200,
  department: 200,
  country: 200,
  bio: 5000,
  education: 1000,
  expertise: 3000,
  publication: 500,
  publications: 50,
  searchTerm: 200,
} as const;
