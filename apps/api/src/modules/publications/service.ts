import { and, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  COUNTED_VISITS_MAX_ENTRIES,
  normaliseLink,
  PAGE_SIZES,
  PUBLICATION_MESSAGES,
  PUBLICATION_TYPES,
  type CitationFormat,
  type Publication,
  type PublicationChanges,
  type PublicationFilters,
  type PublicationStatistics,
  type PublicationsList,
  type PublicationsQuery,
  type ReportFile,
  PUBLICATION_LIMITS,
  publicationPath,
  recordOf,
  siteYear,
  slugify,
} from '@mnch/shared';
import { publications } from '../../db/schema';
import { createDailyTally } from '../../lib/daily-tally';
import { badRequest, notFound } from '../../lib/http-error';
import { keepOldAddress, takeAddress } from '../../lib/redirects';
import { insertWithSlug, slugKeeper, slugTaken } from '../../lib/slugs';
import { keepRevision, type RevisionAuthor } from '../../lib/revisions';
import { sanitizeRichText } from '../../lib/sanitize';
import type { ListOptions, Viewer } from '../../lib/request-guards';
import type { ServiceDeps } from '../../lib/service-deps';
import {
  authorsText,
  firstRow,
  htmlText,
  caseless,
  orderBySort,
  searchAny,
  sortKeys,
  pageOfRows,
  pagination,
  timestamps,
} from '../../lib/sql';
import { formatCitation } from './citation';
import { moveToTrash, type TrashActor } from '../../lib/trash';
import { checkVersion, nextChangeTime, type SaveOptions } from '../../lib/versions';

type PublicationRow = typeof publications.$inferSelect;
type PublicationInsert = typeof publications.$inferInsert;

const M = PUBLICATION_MESSAGES;

/** Types listed by GET /reports/files. */
const REPORT_TYPES = ['Policy Brief', 'Research Report'];
const REPORT_FILES_MAX = 100;
/** Most topics and most authors the list's filters offer. */
const FILTER_CHOICES_MAX = 500;

/** The publication as the API shows it: both spellings of the file address, size, impact factor and dates. */
export function toPublication(row: PublicationRow): Publication {
  const impactFactor = Number(row.impactFactor);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    authors: row.authors,
    type: row.type,
    journal: row.journal,
    year: row.year,
    doi: row.doi,
    abstract: row.abstract,
    description: row.description,
    keywords: row.keywords,
    status: row.status,
    citations: row.citations,
    downloads: row.downloads,
    views: row.views,
    file_url: row.fileUrl,
    fileUrl: row.fileUrl,
    fileName: row.fileName,
    fileSize: row.fileSize,
    file_size: row.fileSize,
    externalUrl: row.externalUrl,
    coverImageUrl: row.coverImageUrl,
    coverImageName: row.coverImageName,
    coverImageSize: row.coverImageSize,
    publicationSource: row.publicationSource,
    impact_factor: impactFactor,
    impactFactor,
    featured: row.featured,
    createdBy: row.createdBy,
    ...timestamps(row),
  };
}

/**
 * The address a publication's file is downloaded from: a file this site's storage made (`owns`:
 * `/uploads/...`, or its object storage's address; a path stored without its leading slash gets one).
 * Null when it has no file or the stored value is anything else, so GET /publications/{id}/download
 * never sends a visitor off the site (issue 35, point 28; a copy elsewhere is `externalUrl`, shown as
 * an outbound link).
 */
export function downloadAddress(fileUrl: string | null, owns: (url: string) => boolean): string | null {
  const address = fileUrl ? normaliseLink(fileUrl) : null;
  return address && owns(address) ? address : null;
}

/** What anonymous callers may see (undefined: no restriction). */
const visibleTo = (viewer: Viewer | null): SQL | undefined => (viewer?.staff ? undefined : eq(publications.status, 'published'));

/** Column values for the changes (undefined = leave unchanged). */
function columns(data: PublicationChanges): Partial<PublicationInsert> {
  const abstract =
    data.abstract === undefined ? undefined : sanitizeRichText(data.abstract, 'abstract', PUBLICATION_LIMITS.abstract) || null;
  const values: Partial<PublicationInsert> = {
    title: data.title,
    authors: data.authors,
    type: data.type,
    year: data.year,
    journal: data.journal,
    doi: data.doi,
    abstract,
    description: data.description,
    keywords: data.keywords,
    status: data.status,
    citations: data.citations,
    downloads: data.downloads,
    fileUrl: data.fileUrl,
    fileName: data.fileName,
    fileSize: data.fileSize,
    externalUrl: data.externalUrl,
    coverImageUrl: data.coverImageUrl,
    coverImageName: data.coverImageName,
    coverImageSize: data.coverImageSize,
    publicationSource: data.publicationSource,
    impactFactor: data.impactFactor === undefined ? undefined : data.impactFactor.toFixed(3),
    featured: data.featured,
  };
  for (const key of Object.keys(values) as Array<keyof PublicationInsert>) if (values[key] === undefined) delete values[key];
  return values;
}

export function createPublicationsService({ db, now, storage }: ServiceDeps) {
  const slugs = slugKeeper(db, {
    table: publications,
    id: publications.id,
    slug: publications.slug,
    constraint: 'publications_slug_unique',
  });
  const owns = (url: string) => storage.owns(url);

  /** The schema checks the file's shape; this checks that it is this site's own storage's file. */
  function checkFile(data: PublicationChanges): void {
    for (const field of ['fileUrl'] as const) {
      const url = data[field];
      if (url && !owns(url)) throw badRequest(M.fileUrlInvalid, [{ field, message: M.fileUrlInvalid }]);
    }
  }

  /** Which visitors were counted for which publication's views and downloads today (lib/daily-tally.ts). */
  const counted = createDailyTally({ max: COUNTED_VISITS_MAX_ENTRIES, now });

  /**
   * The publication, with one counter +1 in a single statement (safe under concurrent calls) the first
   * time the visitor `countAs` is counted for it on a (UTC) day; null `countAs` counts nothing. 404 when not visible.
   */
  async function countOnce(
    id: number,
    viewer: Viewer | null,
    column: 'views' | 'downloads',
    countAs: string | null,
    /** Throws when the publication found may not be counted (nothing is counted then). */
    check?: (row: PublicationRow) => void,
  ): Promise<PublicationRow> {
    const row = await findVisible(id, viewer);
    check?.(row);
    if (countAs === null || counted.add(`${column}|${id}|${countAs}`) > 1) return row;
    const col = publications[column];
    const [updated] = await db
      .update(publications)
      .set({ [column]: sql`${col} + 1` })
      .where(and(eq(publications.id, id), visibleTo(viewer)))
      .returning();
    if (!updated) throw notFound(M.notFound);
    return updated;
  }

  async function findVisible(id: number, viewer: Viewer | null): Promise<PublicationRow> {
    const [row] = await db
      .select()
      .from(publications)
      .where(and(eq(publications.id, id), visibleTo(viewer)))
      .limit(1);
    if (!row) throw notFound(M.notFound);
    return row;
  }

  /**
   * Changes the fields sent. The slug changes only when `slug` is sent (never with `keepSlug`, a restored
   * version); when a published publication changes it, its old page address is kept as a redirect to it
   * (lib/redirects.ts, decision 28). The row it replaces is kept as a revision by `author` (lib/revisions.ts).
   */
  async function update(
    id: number,
    data: PublicationChanges,
    author: RevisionAuthor | null,
    options: { keepSlug?: boolean } & SaveOptions = {},
  ): Promise<Publication> {
    checkFile(data);
    const set = columns(data);
    return slugs.withChosen(() =>
      db.transaction(async (tx) => {
        const [current] = await tx.select().from(publications).where(eq(publications.id, id)).for('update').limit(1);
        if (!current) throw notFound(M.notFound);
        checkVersion(current.updatedAt, options);
        const slug = (options.keepSlug ? undefined : data.slug) ?? current.slug;
        if (slug !== current.slug && (await slugs.inUse(slug, id, tx))) throw slugTaken();
        const row = firstRow(
          await tx
            .update(publications)
            .set({ ...set, slug, updatedAt: nextChangeTime(current.updatedAt) })
            .where(eq(publications.id, id))
            .returning(),
        );
        if (slug !== current.slug) {
          if (current.status === 'published')
            await keepOldAddress(tx, 'publication', id, publicationPath(current.slug), publicationPath(slug));
          else await takeAddress(tx, publicationPath(slug));
        }
        await keepRevision(tx, 'publications', current, row, author);
        return toPublication(row);
      }),
    );
  }

  return {
    /** A row in the API's shape (the history's versions, modules/revisions/routes.ts). */
    toItem: toPublication,

    /** A page of publications (year, then newest created first), filtered and searched in the database. */
    async list(query: Partial<PublicationsQuery>, viewer: Viewer | null, options: ListOptions = {}): Promise<PublicationsList> {
      const page = query.page ?? 1;
      const limit = query.limit ?? PAGE_SIZES.publications;
      const conditions: SQL[] = [];
      if (!viewer?.staff) conditions.push(eq(publications.status, 'published'));
      else if (query.status) conditions.push(eq(publications.status, query.status));
      // Archived publications leave the back-office list unless asked for.
      else conditions.push(ne(publications.status, 'archived'));
      if (query.type) conditions.push(eq(publications.type, query.type));
      if (query.excludeType) conditions.push(ne(publications.type, query.excludeType));
      if (query.year) conditions.push(eq(publications.year, query.year));
      if (options.createdBy !== undefined) conditions.push(eq(publications.createdBy, options.createdBy));
      // Topic and author match a whole keyword or author name as stored (the choices the list offers,
      // `filters`), through the GIN indexes of `keywords` and `authors` (db/schema.ts).
      if (query.topic) conditions.push(sql`${publications.keywords} @> array[${query.topic}]::text[]`);
      if (query.author) conditions.push(sql`${publications.authors} @> ${JSON.stringify([{ name: query.author }])}::jsonb`);
      if (query.search) {
        const { title, journal, authors, abstract, description } = publications;
        // The abstract's text, not its markup: a tag's name ("strong") finds nothing.
        conditions.push(searchAny([title, journal, authorsText(authors), htmlText(abstract), description], query.search));
      }
      const where = and(...conditions);
      // A search sorts its few matches instead of walking a sorted index (lib/sql.ts, unindexed).
      const key = sortKeys(query.search);
      const order = orderBySort(
        query.sort,
        {
          title: caseless(publications.title),
          year: key(publications.year),
          citations: key(publications.citations),
          downloads: key(publications.downloads),
          status: key(publications.status),
          createdAt: key(publications.createdAt),
          id: publications.id,
        },
        [desc(key(publications.year)), desc(publications.createdAt), desc(publications.id)],
      );
      const { rows, total } = await pageOfRows(db, publications, where, order, page, limit);
      return {
        publications: rows.map(toPublication),
        pagination: pagination(page, limit, total),
      };
    },

    /** Published publications marked featured first, then the most cited. */
    async featured(limit: number): Promise<Publication[]> {
      const rows = await db
        .select()
        .from(publications)
        .where(eq(publications.status, 'published'))
        .orderBy(desc(publications.featured), desc(publications.citations), desc(publications.year), desc(publications.id))
        .limit(limit);
      return rows.map(toPublication);
    },

    /** The newest published publications. */
    async recent(limit: number): Promise<Publication[]> {
      const rows = await db
        .select()
        .from(publications)
        .where(eq(publications.status, 'published'))
        .orderBy(desc(publications.createdAt), desc(publications.id))
        .limit(limit);
      return rows.map(toPublication);
    },

    /**
     * Totals: published ones for the public, everything but archived for staff. `years` lists the
     * distinct years the caller can see (staff: any status, so a year filter can reach archived ones).
     */
    async statistics(viewer: Viewer | null, thisYear = siteYear(now?.() ?? new Date())): Promise<PublicationStatistics> {
      const typeCounts = recordOf(PUBLICATION_TYPES, (type) =>
        sql<number>`count(*) filter (where ${publications.type} = ${type})`.mapWith(Number),
      );
      const [rows, yearRows] = await Promise.all([
        db
          .select({
            total: count(),
            thisYear: sql<number>`count(*) filter (where ${publications.year} = ${thisYear})`.mapWith(Number),
            totalCitations: sql<number>`coalesce(sum(${publications.citations}), 0)`.mapWith(Number),
            totalDownloads: sql<number>`coalesce(sum(${publications.downloads}), 0)`.mapWith(Number),
            byType: typeCounts,
          })
          .from(publications)
          .where(viewer?.staff ? ne(publications.status, 'archived') : eq(publications.status, 'published')),
        db.selectDistinct({ year: publications.year }).from(publications).where(visibleTo(viewer)).orderBy(desc(publications.year)),
      ]);
      const row = firstRow(rows);
      return {
        total: row.total,
        thisYear: row.thisYear,
        byType: row.byType,
        totalCitations: row.totalCitations,
        totalDownloads: row.totalDownloads,
        years: yearRows.map((y) => y.year),
      };
    },

    /** The publication at `/publications/{slug}`; one not published only for staff. */
    async getBySlug(slug: string, viewer: Viewer | null): Promise<Publication> {
      const [row] = await db
        .select()
        .from(publications)
        .where(and(eq(publications.slug, slug), visibleTo(viewer)))
        .limit(1);
      if (!row) throw notFound(M.notFound);
      return toPublication(row);
    },

    /** The published publications' pages for the sitemap, newest first. */
    async publicIndex(limit: number) {
      return db
        .select({ id: publications.id, slug: publications.slug, updatedAt: publications.updatedAt })
        .from(publications)
        .where(eq(publications.status, 'published'))
        .orderBy(desc(publications.createdAt), desc(publications.id))
        .limit(limit);
    },

    /**
     * The choices of the public list's filters (GET /publications/filters): the types, years, topics
     * (keywords) and authors of published publications, each once, in order.
     */
    async filters(): Promise<PublicationFilters> {
      const published = eq(publications.status, 'published');
      const [types, years, topics, authors] = await Promise.all([
        db.selectDistinct({ v: publications.type }).from(publications).where(published).orderBy(publications.type),
        db.selectDistinct({ v: publications.year }).from(publications).where(published).orderBy(desc(publications.year)),
        db
          .selectDistinct({ v: sql<string>`unnest(${publications.keywords})` })
          .from(publications)
          .where(published)
          .orderBy(sql`1`)
          .limit(FILTER_CHOICES_MAX),
        db
          .selectDistinct({ v: sql<string>`jsonb_array_elements(${publications.authors}) ->> 'name'` })
          .from(publications)
          .where(published)
          .orderBy(sql`1`)
          .limit(FILTER_CHOICES_MAX),
      ]);
      return {
        types: types.map((r) => r.v),
        years: years.map((r) => r.v),
        topics: topics.map((r) => r.v).filter(Boolean),
        authors: authors.map((r) => r.v).filter(Boolean),
      };
    },

    /** One publication; with a visitor in `countAs` its view count goes up by one, once a day per visitor. */
    async get(id: number, viewer: Viewer | null, countAs: string | null = null): Promise<Publication> {
      return toPublication(await countOnce(id, viewer, 'views', countAs));
    },

    /** A new publication; its slug is the one sent (409 when taken) or made from the title. */
    async create(data: PublicationChanges, createdBy: number | null): Promise<Publication> {
      checkFile(data);
      const values = {
        ...columns(data),
        title: data.title!,
        authors: data.authors!,
        type: data.type!,
        year: data.year!,
        status: data.status ?? 'published',
        createdBy,
      };
      const where = { chosen: data.slug, base: slugify(values.title, 'publication'), pathOf: publicationPath };
      const row = await insertWithSlug(db, slugs, where, async (tx, slug) =>
        firstRow(
          await tx
            .insert(publications)
            .values({ ...values, slug })
            .returning(),
        ),
      );
      return toPublication(row);
    },

    update,

    async archive(id: number, author: RevisionAuthor | null): Promise<Publication> {
      return update(id, { status: 'archived' }, author);
    },

    async remove(id: number, by: TrashActor): Promise<void> {
      if (!(await moveToTrash(db, 'publications', id, by))) throw notFound(M.notFound);
    },

    /**
     * Records a download by the visitor `countAs` (once a day per visitor); returns the count and the
     * address of the file (`downloadAddress`, null when there is none). With `fileOnly`, a publication
     * without a file is a 404 and not counted (GET /publications/:id/download, which sends the visitor to the file).
     */
    async recordDownload(
      id: number,
      viewer: Viewer | null,
      countAs: string | null,
      options: { fileOnly?: boolean } = {},
    ): Promise<{ downloads: number; file: string | null }> {
      const hasFile = (row: PublicationRow) => {
        if (downloadAddress(row.fileUrl, owns) === null) throw notFound(M.noFile);
      };
      const row = await countOnce(id, viewer, 'downloads', countAs, options.fileOnly ? hasFile : undefined);
      return { downloads: row.downloads, file: downloadAddress(row.fileUrl, owns) };
    },

    async setCitations(id: number, citations: number, author: RevisionAuthor | null): Promise<number> {
      return (await update(id, { citations }, author)).citations;
    },

    async citation(id: number, format: CitationFormat, viewer: Viewer | null): Promise<string> {
      return formatCitation(await findVisible(id, viewer), format);
    },

    /** The citation and the slug its file is named by (GET /publications/{id}/citation/file). */
    async citationFile(id: number, format: CitationFormat, viewer: Viewer | null): Promise<{ text: string; slug: string }> {
      const row = await findVisible(id, viewer);
      return { text: formatCitation(row, format), slug: row.slug };
    },

    /** Published policy briefs and research reports that have a PDF, newest first. */
    async reportFiles(): Promise<ReportFile[]> {
      const rows = await db
        .select({ name: publications.title, file_url: publications.fileUrl })
        .from(publications)
        .where(
          and(
            eq(publications.status, 'published'),
            inArray(publications.type, REPORT_TYPES),
            or(sql`lower(split_part(${publications.fileUrl}, '?', 1)) like '%.pdf'`, sql`lower(${publications.fileName}) like '%.pdf'`),
            sql`${publications.fileUrl} is not null`,
          ),
        )
        .orderBy(desc(publications.createdAt), desc(publications.id))
        .limit(REPORT_FILES_MAX);
      return rows.map((r) => ({ name: r.name, file_url: r.file_url! }));
    },
  };
}

export type PublicationsService = ReturnType<typeof createPublicationsService>;
