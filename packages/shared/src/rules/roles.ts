import type { Role } from '../constants';

/*
 * The back office's role rules and words, apart from constants.ts so that only back-office code carries
 * them (the public pages' first JavaScript imports constants.ts: scripts/check-budgets.mjs). Who writes
 * content is STAFF_ROLES / isStaffRole in constants.ts.
 */

/**
 * Roles allowed into the back office, and so to read what the public does not see (drafts, unpublished
 * and archived items): the staff who write and the viewers who only read (decision 33).
 */
export const BACK_OFFICE_ROLES = ['admin', 'editor', 'viewer'] as const satisfies readonly Role[];
export type BackOfficeRole = (typeof BACK_OFFICE_ROLES)[number];
/** Is the role one of BACK_OFFICE_ROLES (may open the back office and read unpublished content)? */
export const isBackOfficeRole = (role: string): role is BackOfficeRole => BACK_OFFICE_ROLES.some((r) => r === role);

/** Each role's name in the back office (users screen, sidebar, audit log, CSV export). */
export const ROLE_LABELS: Record<Role, string> = { admin: 'Administrator', editor: 'Editor', viewer: 'Viewer' };

/** What each role may do, under the role choice of the user form (decision 33). */
export const ROLE_HELP: Record<Role, string> = {
  admin: 'Can change everything, users and site settings included.',
  editor: 'Can add, edit, publish and delete content.',
  viewer: 'Can read the back office, cannot change anything.',
};
