import { z } from 'zod';
import { BULK_ACTIONS, BULK_MAX_IDS, BULK_MESSAGES } from '../rules/bulk';

/** Bulk actions' routes (rules and messages: rules/bulk.ts). */

/** The selected items' ids: 1 to BULK_MAX_IDS positive whole numbers, none twice. */
export const bulkIdsSchema = z.object({
  ids: z
    .array(
      z
        .number({ error: BULK_MESSAGES.idInvalid })
        .int({ error: BULK_MESSAGES.idInvalid })
        .positive({ error: BULK_MESSAGES.idInvalid })
        .max(2_147_483_647, { error: BULK_MESSAGES.idInvalid }),
      {
        error: BULK_MESSAGES.idsRequired,
      },
    )
    .min(1, { error: BULK_MESSAGES.idsRequired })
    .max(BULK_MAX_IDS, { error: BULK_MESSAGES.idsTooMany })
    .refine((ids) => new Set(ids).size === ids.length, { error: BULK_MESSAGES.idsRepeated }),
});
export type BulkIds = z.infer<typeof bulkIdsSchema>;

/** POST /{folder}/bulk/{action}. */
export const bulkActionParam = z.object({ action: z.enum(BULK_ACTIONS, { error: BULK_MESSAGES.actionInvalid }) });

/** What a bulk action did: how many it changed, the ids not found and the items it was refused for, with why. */
export const bulkResultSchema = z.object({
  message: z.string(),
  done: z.number(),
  missing: z.array(z.number()),
  refused: z.array(z.object({ id: z.number(), message: z.string() })),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;
