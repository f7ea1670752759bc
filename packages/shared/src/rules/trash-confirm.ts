import { TRASH_RETENTION_DAYS } from '../constants';

/**
 * The words of a delete that goes to the trash, for every content section. A module of its own, so the
 * rest of the trash's words (rules/trash.ts) stay out of the pages' first JavaScript; the messages that
 * public pages load (articles, events, jobs) leave it out too, and their back-office screens call it.
 */

/** The delete confirmation of a content section: `noun` is "this award" and the like; `extra` says what it leaves. */
export const trashConfirm = (noun: string, extra = '') =>
  `Move ${noun} to the trash?${extra ? ` ${extra}` : ''} Editors can restore it from Trash for ${TRASH_RETENTION_DAYS} days; after that it is deleted for good.`;
