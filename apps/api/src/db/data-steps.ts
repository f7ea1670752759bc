import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { articles, dataSteps, events, projects, publications } from './schema';
import { resanitizeStoredRichText } from '../lib/sanitize';
import { CENTRE_DETAILS } from './centre-details';
import { storeSettingsOnce } from '../modules/settings/service';
import { CENTRE_FIGURES } from './centre-figures';
import { storeFiguresOnce } from '../modules/figures/service';
import { registerReferencedFiles } from '../modules/media/service';
import { isUploadPath, slugify } from '@mnch/shared';
import { slugKeeper } from '../lib/slugs';

/**
 * One-off changes to stored data that SQL cannot make, run at start-up after the migrations, under
 * the start-up lock (src/server.ts: processes starting together on one PostgreSQL take turns). Each
 * runs once per database: its name goes into `data_steps` when it has finished; a step stopped half
 * way is run again whole at the next start, so every step must be safe to repeat.
 */
export interface DataStep {
  name: string;
  /** Returns how many values it changed. */
  run(db: Db): Promise<number>;
}

const BATCH = 100;

/**
 * Cleans every value of a rich-text column again, a batch of rows at a time. A row written meanwhile
 * by a process still running is left as that process wrote it (the update only applies to the value
 * that was read).
 */
async function resanitizeColumn(db: Db, table: PgTable, id: PgColumn, column: PgColumn, nullable: boolean, only?: SQL): Promise<number> {
  let changed = 0;
  let last = 0;
  for (;;) {
    const rows = (await db
      .select({ id, value: column })
      .from(table)
      .where(and(gt(id, last), only))
      .orderBy(asc(id))
      .limit(BATCH)) as Array<{ id: number; value: string | null }>;
    for (const row of rows) {
      if (row.value == null) continue;
      const clean = resanitizeStoredRichText(row.value);
      if (clean === row.value) continue;
      await db.execute(
        sql`update ${table} set ${sql.identifier(column.name)} = ${nullable ? clean || null : clean} where ${id} = ${row.id} and ${column} = ${row.value}`,
      );
      changed++;
    }
    if (rows.length < BATCH) return changed;
    last = rows[rows.length - 1]!.id;
  }
}

/**
 * Rich text stored by versions that cleaned it with an older allow-list (and public pages cleaned it
 * again on every render) is cleaned once with today's, which pages now render as it is
 * (docs/decisions/0014-sanitise-rich-text-once-on-write.md). Newsletters hold a link, not HTML.
 */
export const resanitizeRichText: DataStep = {
  name: '0014-resanitize-rich-text',
  async run(db) {
    return (
      (await resanitizeColumn(db, articles, articles.id, articles.content, false, eq(articles.kind, 'article'))) +
      (await resanitizeColumn(db, projects, projects.id, projects.description, false)) +
      (await resanitizeColumn(db, events, events.id, events.description, false)) +
      (await resanitizeColumn(db, publications, publications.id, publications.abstract, true))
    );
  },
};

/**
 * The centre's contact details, hours, map location, social accounts and footer links, which were code,
 * become site settings: stored once for every install, with or without sample content. A site
 * that already has settings keeps them.
 */
export const storeSiteSettings: DataStep = {
  name: '0020-site-settings',
  async run(db) {
    return (await storeSettingsOnce(db, CENTRE_DETAILS)) ? 1 : 0;
  },
};

/** The figures the site quotes, which were code, become data: stored once for every install. A figure already stored stays. */
export const storeFigures: DataStep = {
  name: '0020-figures',
  run: (db) => storeFiguresOnce(db, CENTRE_FIGURES),
};

/**
 * The media library lists the files uploaded from now on (the uploads service registers each); the files
 * content named before it existed are registered once here (docs/behaviour/media-library.md).
 */
export const registerMediaFiles: DataStep = {
  name: '0027-media-library',
  run: (db) => registerReferencedFiles(db),
};

/**
 * Each event and project that migration 0023 gave a placeholder slug (`event-{id}`, `project-{id}`) gets
 * one made from its title by the articles' rule (`slugify`; a slug taken gets `-2`, `-3` ...), oldest
 * first. A row whose slug is not its placeholder any more (renamed meanwhile, or this step already
 * ran) is left as it is, so the step is safe to repeat.
 */
export const slugEventsAndProjects: DataStep = {
  name: '0023-event-project-slugs',
  async run(db) {
    let changed = 0;
    for (const [table, noun] of [
      [events, 'event'],
      [projects, 'project'],
    ] as const) {
      const keeper = slugKeeper(db, { table, id: table.id, slug: table.slug, constraint: `${noun}s_slug_unique` });
      const rows = await db
        .select({ id: table.id, title: table.title })
        .from(table)
        .where(sql`${table.slug} = ${`${noun}-`} || ${table.id}`)
        .orderBy(asc(table.id));
      for (const row of rows) {
        const slug = await keeper.freeSlug(slugify(row.title, noun), row.id);
        if (slug === `${noun}-${row.id}`) continue;
        await db.execute(sql`update ${table} set slug = ${slug} where ${table.id} = ${row.id} and ${table.slug} = ${`${noun}-${row.id}`}`);
        changed++;
      }
    }
    return changed;
  },
};

/**
 * Each publication that migration 0028 gave a placeholder slug (`publication-{id}`) gets one made from
 * its title (as 0023-event-project-slugs does), and a stored file address that is not an upload of this
 * site (`owns`; an address elsewhere, which the download route used to redirect to) moves to
 * `external_url`, shown as an outbound link (issue 35, point 28). Safe to repeat.
 */
export function publicationPagesStep(owns: (url: string) => boolean = isUploadPath): DataStep {
  return {
    name: '0028-publication-pages',
    async run(db) {
      let changed = 0;
      const keeper = slugKeeper(db, {
        table: publications,
        id: publications.id,
        slug: publications.slug,
        constraint: 'publications_slug_unique',
      });
      const rows = await db
        .select({ id: publications.id, title: publications.title, slug: publications.slug, fileUrl: publications.fileUrl })
        .from(publications)
        .orderBy(asc(publications.id));
      for (const row of rows) {
        const placeholder = `publication-${row.id}`;
        if (row.slug === placeholder) {
          const slug = await keeper.freeSlug(slugify(row.title, 'publication'), row.id);
          if (slug !== placeholder) {
            await db.execute(
              sql`update ${publications} set slug = ${slug} where ${publications.id} = ${row.id} and ${publications.slug} = ${placeholder}`,
            );
            changed++;
          }
        }
        const file = row.fileUrl?.trim() ?? '';
        const local = file.startsWith('uploads/') ? `/${file}` : file;
        if (file && !owns(local)) {
          await db.execute(
            sql`update ${publications} set external_url = coalesce(external_url, ${file}), file_url = null, file_size = null where ${publications.id} = ${row.id} and ${publications.fileUrl} = ${row.fileUrl}`,
          );
          changed++;
        }
      }
      return changed;
    },
  };
}

export const DATA_STEPS: readonly DataStep[] = [
  resanitizeRichText,
  storeSiteSettings,
  storeFigures,
  registerMediaFiles,
  slugEventsAndProjects,
  publicationPagesStep(),
];

/** The steps for a site whose storage owns `owns` (its uploads' addresses; the default knows only `/uploads/...`). */
export const dataStepsFor = (owns: (url: string) => boolean): readonly DataStep[] =>
  DATA_STEPS.map((step) => (step.name === '0028-publication-pages' ? publicationPagesStep(owns) : step));

/** Runs the steps this database has not had yet; returns what each changed. Call it under the start-up lock. */
export async function runDataSteps(db: Db, steps: readonly DataStep[] = DATA_STEPS): Promise<Array<{ name: string; changed: number }>> {
  const done: Array<{ name: string; changed: number }> = [];
  for (const step of steps) {
    const [applied] = await db.select({ name: dataSteps.name }).from(dataSteps).where(eq(dataSteps.name, step.name));
    if (applied) continue;
    const changed = await step.run(db);
    await db.insert(dataSteps).values({ name: step.name }).onConflictDoNothing();
    done.push({ name: step.name, changed });
  }
  return done;
}
