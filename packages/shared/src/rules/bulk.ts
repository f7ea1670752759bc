import { KINDS, type Kind } from '../kinds';

/**
 * Bulk actions on the back office's lists (docs/behaviour/bulk-actions.md): select rows, then move them
 * to the trash, publish or unpublish them at once (`POST /api/{folder}/bulk/{action}`), or restore or
 * delete for good trash entries at once (`POST /api/trash/bulk/{action}`). Schemas: schemas/bulk.ts.
 */

/** What a content list's bulk bar does: trash for every kind with a trash, publish and unpublish for the kinds with `publish`. */
export const BULK_ACTIONS = ['trash', 'publish', 'unpublish'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
/** What the trash's bulk bar does: restore for editors and admins, delete for good for admins. */
export const TRASH_BULK_ACTIONS = ['restore', 'delete'] as const;
export type TrashBulkAction = (typeof TRASH_BULK_ACTIONS)[number];

/** At most this many items in one bulk request (more than a list's largest page). */
export const BULK_MAX_IDS = 100;

/** "award" → "awards", "country" → "countries", "press release" → "press releases". */
export function pluralOf(noun: string): string {
  return /[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : `${noun}s`;
}

/** A kind's items in words, lower case: "awards", "press releases". */
export const kindPlural = (kind: Kind): string => pluralOf(KINDS[kind].noun.toLowerCase());

const DONE_WORDS: Record<BulkAction | TrashBulkAction, string> = {
  trash: 'moved to the trash',
  publish: 'published',
  unpublish: 'unpublished',
  restore: 'restored',
  delete: 'deleted forever',
};

/** "1 award" or "3 awards", given the plural ("awards"). */
export function countOf(n: number, plural: string): string {
  if (n !== 1) return `${n} ${plural}`;
  const one = plural.endsWith('ies') ? `${plural.slice(0, -3)}y` : plural.replace(/s$/, '');
  return `1 ${one}`;
}

export const BULK_MESSAGES = {
  idsRequired: 'Select at least one item',
  idsTooMany: `Select at most ${BULK_MAX_IDS} items at once`,
  idInvalid: 'Each id must be a positive whole number',
  idsRepeated: 'An id is given twice',
  actionInvalid: `Action must be one of: ${BULK_ACTIONS.join(', ')}`,
  /** A kind without a published state (no `publish` in the registry). */
  noPublish: (kind: Kind) => `${KINDS[kind].section} have no published state: they can be moved to the trash only`,
  /** "3 awards moved to the trash", "1 article published", "2 items restored". */
  done: (action: BulkAction | TrashBulkAction, n: number, plural: string) => `${countOf(n, plural)} ${DONE_WORDS[action]}`,
  /** Ids that were not found: nothing changed for them. */
  missing: (ids: readonly number[]) => `Not found, left as they were: ${ids.map((id) => `#${id}`).join(', ')}`,
  /** Items the action was refused for (each with its reason). */
  refused: (n: number) => (n === 1 ? '1 item could not be changed' : `${n} items could not be changed`),
  trashConfirm: (n: number, plural: string) =>
    `Move ${countOf(n, plural)} to the trash? They leave the site at once and can be restored from the trash.`,
  restoreConfirm: (n: number) => `Restore ${countOf(n, 'items')}? They go back where they were, and public items show on the site at once.`,
  deleteForeverConfirm: (n: number) => `Delete ${countOf(n, 'items')} forever? They cannot be restored afterwards.`,
} as const;

/** The answer's message: what was done, then what was not found and what was refused. */
export function bulkMessage(
  action: BulkAction | TrashBulkAction,
  plural: string,
  result: { done: number; missing: readonly number[]; refused: ReadonlyArray<{ id: number; message: string }> },
): string {
  const parts = [BULK_MESSAGES.done(action, result.done, plural)];
  if (result.missing.length) parts.push(BULK_MESSAGES.missing(result.missing));
  for (const r of result.refused) parts.push(`#${r.id}: ${r.message}`);
  return parts.join('. ');
}
