import { z } from 'zod';
import { INQUIRY_KINDS } from '../constants';
import { searchResultSchema } from './search';

/**
 * GET /api/dashboard: what is waiting for the back office's people (docs/behaviour/back-office-content.md,
 * "Dashboard"): drafts, scheduled items with their times, unread inquiries, failed mail. Each list holds
 * at most DASHBOARD_LISTED items, its total counts them all.
 */
export const DASHBOARD_LISTED = 5;

/** An item of a kind of content, with the link that opens it and its time (a draft's last save, a scheduled item's going live). */
export const dashboardItemSchema = searchResultSchema.extend({ at: z.string() });
export type DashboardItem = z.infer<typeof dashboardItemSchema>;

const itemsSchema = z.object({ total: z.number(), items: z.array(dashboardItemSchema) });

export const dashboardSchema = z.object({
  /** Drafts of every kind that is published or drafted (the registry's `publish`), last saved first. */
  drafts: itemsSchema,
  /** Items that go live by themselves at a time, soonest first. */
  scheduled: itemsSchema,
  /** For editors and administrators (visitors' data, decision 33); null for a viewer. */
  inquiries: z
    .object({
      unread: z.number(),
      items: z.array(z.object({ id: z.number(), kind: z.enum(INQUIRY_KINDS), subject: z.string().nullable(), receivedAt: z.string() })),
    })
    .nullable(),
  /** For administrators (the outbox is theirs); null for others. */
  failedMail: z.object({ total: z.number() }).nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
