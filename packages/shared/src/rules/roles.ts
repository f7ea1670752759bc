import type { Role } from '../constants';

/*
 * The roles' words in the back office, apart from constants.ts so that only back-office code carries them
 * (the public pages' first JavaScript imports constants.ts: scripts/check-budgets.mjs).
 */

/** Each role's name in the back office (users screen, sidebar, audit log, CSV export). */
export const ROLE_LABELS: Record<Role, string> = { admin: 'Administrator', editor: 'Editor', viewer: 'Viewer' };

/** What each role may do, under the role choice of the user form (decision 31). */
export const ROLE_HELP: Record<Role, string> = {
  admin: 'Can change everything, users and site settings included.',
  editor: 'Can add, edit, publish and delete content.',
  viewer: 'Can read the back office, cannot change anything.',
};
