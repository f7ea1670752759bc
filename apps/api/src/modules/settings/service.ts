import { eq } from 'drizzle-orm';
import {
  EMPTY_SITE_SETTINGS,
  SETTINGS_MESSAGES,
  SITE_SETTINGS_ID,
  siteSettingsSchema,
  type SiteSettings,
  type SiteSettingsData,
  type SiteSettingsEnvelope,
  versionOf,
} from '@mnch/shared';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema';
import { updateKeepingRevision, type RevisionAuthor } from '../../lib/revisions';
import type { ServiceDeps } from '../../lib/service-deps';
import { iso } from '../../lib/sql';
import type { SaveOptions } from '../../lib/versions';

/** The one row the settings live in. */
const ROW = SITE_SETTINGS_ID;

type SettingsRow = typeof siteSettings.$inferSelect;

/** A stored record in today's shape: fields added since it was stored read as empty. */
function toSettings(value: Partial<SiteSettings>): SiteSettings {
  const parsed = siteSettingsSchema.safeParse({ ...EMPTY_SITE_SETTINGS, ...value });
  return parsed.success ? parsed.data : EMPTY_SITE_SETTINGS;
}

/**
 * Site settings (packages/shared/src/schemas/settings.ts): one record for the site. Until it is stored
 * (the start-up data step stores the centre's details, src/db/data-steps.ts) the site has empty settings.
 * A version of them (a revision, lib/revisions.ts) is the whole record.
 */
export function createSettingsService(deps: ServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function get(): Promise<SiteSettingsEnvelope> {
    const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, ROW));
    if (!row) return { settings: EMPTY_SITE_SETTINGS, updatedAt: null, version: null };
    return { settings: toSettings(row.value), updatedAt: iso(row.updatedAt), version: versionOf(row.updatedAt) };
  }

  /**
   * Replaces the whole record (validated by siteSettingsInputSchema). Replacing a stored one keeps the
   * record it replaces as a revision by `author`, in one transaction.
   */
  async function put(
    data: SiteSettingsData,
    author: RevisionAuthor | null = null,
    options: SaveOptions = {},
  ): Promise<SiteSettingsEnvelope> {
    const value = siteSettingsSchema.parse(data);
    // With If-Match, only stored settings are changed (the version the caller saw: lib/versions.ts).
    const stored = options.ifMatch
      ? []
      : await db.insert(siteSettings).values({ id: ROW, value, updatedAt: now() }).onConflictDoNothing().returning();
    if (stored.length === 0)
      await updateKeepingRevision(db, 'settings', ROW, { value }, { ...options, missing: SETTINGS_MESSAGES.notFound, author });
    return get();
  }

  return {
    /** The record of a stored row (a revision's, modules/revisions). */
    toItem: (row: SettingsRow): SiteSettings => toSettings(row.value),
    get,
    put,
    /** A restore (modules/revisions): the record's parts put back over today's shape; answers the record. */
    async update(_id: number, parts: Partial<SiteSettings>, author: RevisionAuthor | null = null): Promise<SiteSettings> {
      return (await put(toSettings(parts), author)).settings;
    },
  };
}

/** Stores `value` unless the site already has settings; true when it stored them (src/db/data-steps.ts). */
export async function storeSettingsOnce(db: Db, value: SiteSettingsData): Promise<boolean> {
  const rows = await db.insert(siteSettings).values({ id: ROW, value }).onConflictDoNothing().returning({ id: siteSettings.id });
  return rows.length > 0;
}

export type SettingsService = ReturnType<typeof createSettingsService>;
