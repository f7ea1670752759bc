import { eq } from 'drizzle-orm';
import { EMPTY_SITE_SETTINGS, siteSettingsSchema, type SiteSettingsData, type SiteSettingsEnvelope } from '@mnch/shared';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema';
import type { ServiceDeps } from '../../lib/service-deps';
import { iso } from '../../lib/sql';

/** The one row the settings live in. */
const ROW = 1;

/**
 * Site settings (packages/shared/src/schemas/settings.ts): one record for the site. Until it is stored
 * (the start-up data step stores the centre's details, src/db/data-steps.ts) the site has empty settings.
 */
export function createSettingsService(deps: ServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function get(): Promise<SiteSettingsEnvelope> {
    const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, ROW));
    if (!row) return { settings: EMPTY_SITE_SETTINGS, updatedAt: null };
    // A value stored by an older version gets today's shape: fields added since read as empty.
    const parsed = siteSettingsSchema.safeParse({ ...EMPTY_SITE_SETTINGS, ...row.value });
    return { settings: parsed.success ? parsed.data : EMPTY_SITE_SETTINGS, updatedAt: iso(row.updatedAt) };
  }

  /** Replaces the whole record (validated by siteSettingsInputSchema). */
  async function put(data: SiteSettingsData): Promise<SiteSettingsEnvelope> {
    const value = siteSettingsSchema.parse(data);
    await db
      .insert(siteSettings)
      .values({ id: ROW, value, updatedAt: now() })
      .onConflictDoUpdate({ target: siteSettings.id, set: { value, updatedAt: now() } });
    return get();
  }

  return { get, put };
}

/** Stores `value` unless the site already has settings; true when it stored them (src/db/data-steps.ts). */
export async function storeSettingsOnce(db: Db, value: SiteSettingsData): Promise<boolean> {
  const rows = await db.insert(siteSettings).values({ id: ROW, value }).onConflictDoNothing().returning({ id: siteSettings.id });
  return rows.length > 0;
}

export type SettingsService = ReturnType<typeof createSettingsService>;
