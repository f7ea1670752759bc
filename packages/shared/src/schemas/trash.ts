import { z } from 'zod';
import { TRASH_KINDS, TRASH_MESSAGES, TRASH_PAGE_SIZE } from '../rules/trash';
import { pageQuery, paginationSchema } from './common';

/** The trash's routes (rules, labels and messages: rules/trash.ts). */

/** GET /trash: newest deleted first, optionally of one kind. */
export const trashQuerySchema = pageQuery(TRASH_PAGE_SIZE).extend({
  kind: z.enum(TRASH_KINDS, { error: TRASH_MESSAGES.kindInvalid }).optional(),
});
export type TrashQuery = z.output<typeof trashQuerySchema>;

export const trashEntrySchema = z.object({
  id: z.number(),
  kind: z.enum(TRASH_KINDS),
  /** The deleted item's id (it comes back with it). */
  itemId: z.number(),
  /** Its title or name. */
  label: z.string(),
  /** What it is, in words: "Event", "Newsletter". */
  type: z.string(),
  deletedByName: z.string().nullable(),
  deletedAt: z.string(),
  /** When the purge deletes it for good. */
  purgeAt: z.string(),
});
export type TrashEntry = z.infer<typeof trashEntrySchema>;

export const trashListSchema = z.object({ entries: z.array(trashEntrySchema), pagination: paginationSchema });
export type TrashList = z.infer<typeof trashListSchema>;

/** POST /trash/{id}/restore. */
export const trashRestoredSchema = z.object({
  message: z.string(),
  kind: z.enum(TRASH_KINDS),
  itemId: z.number(),
});
export type TrashRestored = z.infer<typeof trashRestoredSchema>;

/** DELETE /trash. */
export const trashEmptiedSchema = z.object({ message: z.string(), deleted: z.number() });
