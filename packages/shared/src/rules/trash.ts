import { TRASH_RETENTION_DAYS } from '../constants';
import { KINDS, TRASH_KIND_KEYS, type TrashKind } from '../kinds';
import { isOneOf, recordOf } from '../objects';

/**
 * The trash: deleted content kept TRASH_RETENTION_DAYS days, restorable by editors and admins, emptied
 * or deleted for good by admins, purged after that (docs/behaviour/trash.md). Schemas: schemas/trash.ts.
 */

/** The collections whose deletes go to the trash: the kinds of the registry (kinds.ts) with `trash: true`. */
export const TRASH_KINDS = TRASH_KIND_KEYS;
export const isTrashKind = (kind: string): kind is TrashKind => isOneOf(TRASH_KINDS, kind);

/** The kind filter's labels (the back office's section names). */
export const TRASH_KIND_LABELS: Record<TrashKind, string> = recordOf(TRASH_KINDS, (kind) => KINDS[kind].section);

/** What one item is, in words (an entry's `type`); articles of kind newsletter are "Newsletter". */
export const TRASH_ITEM_NOUNS: Record<TrashKind | 'newsletter', string> = {
  ...recordOf(TRASH_KINDS, (kind) => KINDS[kind].noun),
  newsletter: 'Newsletter',
};

export const TRASH_PAGE_SIZE = 20;

export const TRASH_MESSAGES = {
  kindInvalid: `Kind must be one of: ${TRASH_KINDS.join(', ')}`,
  notFound: 'This item is no longer in the trash',
  restored: (label: string) => `"${label}" restored`,
  deletedForever: 'Deleted forever',
  emptied: (n: number) => (n === 1 ? 'Trash emptied: 1 item deleted forever' : `Trash emptied: ${n} items deleted forever`),
  /** A unique field another item took meanwhile: the entry stays in the trash. */
  clash: (thing: string, field: string, value: string) =>
    `Cannot restore: another ${thing} now has the ${field} "${value}". Change or delete that one first; this item stays in the trash.`,
  clashUnknown: 'Cannot restore: another item now has the same unique value. This item stays in the trash.',
  restoreConfirm: 'Restore this item? It goes back where it was, and public items show on the site at once.',
  deleteForeverConfirm: 'Delete this item forever? It cannot be restored afterwards.',
  emptyConfirm: 'Empty the trash? Every item in it is deleted forever and cannot be restored.',
  emptyTitle: 'The trash is empty',
  emptyHint: `Deleted content stays here for ${TRASH_RETENTION_DAYS} days.`,
  emptyFilterHint: 'Nothing of this kind is in the trash',
} as const;
