import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  MEDIA_MESSAGES,
  MEDIA_PAGE_SIZE,
  UPLOADS_PATH,
  type MediaChanges,
  type MediaDetail,
  type MediaItem,
  type MediaKind,
  type MediaList,
  type MediaQuery,
  type MediaUse,
} from '@mnch/shared';
import type { Db } from '../../db/client';
import { galleryImages, publications, uploads, users } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import type { ServiceDeps } from '../../lib/service-deps';
import { addressesOf, asText, findUses, USE_SOURCES } from '../../lib/media-uses';
import { iso, caseless, orderBySort, pageAndTotal, pageOf, pagination, searchAny } from '../../lib/sql';

type UploadRow = typeof uploads.$inferSelect;

const IMAGE_EXTENSIONS: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};
const DOCUMENT_EXTENSIONS: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The type of a stored file from its extension (the server named it), or null for what the library does not hold. */
function typeOfAddress(url: string): { kind: MediaKind; mimetype: string } | null {
  const ext = /\.([a-z0-9]+)$/.exec(url)?.[1] ?? '';
  if (IMAGE_EXTENSIONS[ext]) return { kind: 'image', mimetype: IMAGE_EXTENSIONS[ext] };
  if (DOCUMENT_EXTENSIONS[ext]) return { kind: 'document', mimetype: DOCUMENT_EXTENSIONS[ext] };
  return null;
}

/** `/uploads/...` addresses (but not WebP copies `-400.webp`) named anywhere in a piece of text. */
const ADDRESS = new RegExp(`${UPLOADS_PATH.replace(/[/]/g, '\\/')}[a-z0-9][a-z0-9/_.-]*\\.[a-z0-9]+`, 'g');
const VARIANT = /-\d+\.webp$/;

/**
 * Registers in the library every file content names that has no entry yet: the files stored before
 * the library existed (the data step `0027-media-library`) and the sample content's pictures and
 * documents (the seed). What the content's rows know is kept (a gallery image's size, dimensions and
 * copies, a publication's file name and size); otherwise the name is the stored one and the size
 * unknown. Safe to repeat; returns how many files were added.
 */
export async function registerReferencedFiles(db: Db): Promise<number> {
  const found = new Set<string>();
  for (const source of USE_SOURCES) {
    const rows = await db
      .select({ text: sql<string | null>`concat_ws(' ', ${sql.join(source.columns.map(asText), sql`, `)})` })
      .from(source.table);
    for (const row of rows) for (const match of row.text?.match(ADDRESS) ?? []) if (!VARIANT.test(match)) found.add(match);
  }
  if (found.size === 0) return 0;
  const urls = [...found];
  const known = new Set((await db.select({ url: uploads.url }).from(uploads).where(inArray(uploads.url, urls))).map((r) => r.url));
  const missing = urls.filter((u) => !known.has(u) && typeOfAddress(u));
  if (missing.length === 0) return 0;
  const [gallery, pubFiles, pubCovers] = await Promise.all([
    db.select().from(galleryImages).where(inArray(galleryImages.imageUrl, missing)),
    db
      .select({ url: publications.fileUrl, name: publications.fileName, size: publications.fileSize })
      .from(publications)
      .where(inArray(publications.fileUrl, missing)),
    db
      .select({ url: publications.coverImageUrl, name: publications.coverImageName, size: publications.coverImageSize })
      .from(publications)
      .where(inArray(publications.coverImageUrl, missing)),
  ]);
  const details = new Map<string, Partial<typeof uploads.$inferInsert>>();
  for (const p of [...pubFiles, ...pubCovers]) if (p.url) details.set(p.url, { name: p.name ?? undefined, size: p.size });
  for (const g of gallery) {
    details.set(g.imageUrl, {
      name: g.filename,
      size: g.size || null,
      width: g.width,
      height: g.height,
      variants: g.variants,
      uploadedBy: g.createdBy,
      createdAt: g.createdAt,
    });
  }
  const rows = missing.flatMap((url) => {
    const type = typeOfAddress(url);
    const known = details.get(url) ?? {};
    return type ? [{ url, ...type, ...known, name: known.name || url.slice(url.lastIndexOf('/') + 1) }] : [];
  });
  const added = await db.insert(uploads).values(rows).onConflictDoNothing().returning({ id: uploads.id });
  return added.length;
}

function toItem(row: UploadRow, uploader: { id: number; name: string } | null, useCount: number): MediaItem {
  return {
    id: row.id,
    url: row.url,
    name: row.name,
    mimetype: row.mimetype,
    kind: row.kind,
    size: row.size,
    width: row.width,
    height: row.height,
    variants: row.variants,
    alt: row.alt,
    uploadedBy: uploader,
    useCount,
    createdAt: iso(row.createdAt),
  };
}

const selection = { file: uploads, uploaderId: users.id, uploaderName: users.name };
type Selected = { file: UploadRow; uploaderId: number | null; uploaderName: string | null };
const uploaderOf = (r: Selected) => (r.uploaderId != null && r.uploaderName != null ? { id: r.uploaderId, name: r.uploaderName } : null);

export function createMediaService({ db, storage }: ServiceDeps) {
  async function getRow(id: number): Promise<Selected> {
    const [row] = await db
      .select(selection)
      .from(uploads)
      .leftJoin(users, eq(users.id, uploads.uploadedBy))
      .where(eq(uploads.id, id))
      .limit(1);
    if (!row) throw notFound(MEDIA_MESSAGES.notFound);
    return row;
  }

  /** One file with the content items that use it. */
  async function get(id: number): Promise<MediaDetail> {
    const row = await getRow(id);
    const uses = (await findUses(db, [row.file])).get(id) ?? [];
    return { ...toItem(row.file, uploaderOf(row), uses.length), uses };
  }

  return {
    /** A page of the library, newest first; `search` in the name and alt text; `kind` image or document. */
    async list(query: Partial<MediaQuery>): Promise<MediaList> {
      const paging = pageOf(query, MEDIA_PAGE_SIZE);
      const conditions: SQL[] = [];
      if (query.kind) conditions.push(eq(uploads.kind, query.kind));
      if (query.search) conditions.push(searchAny([uploads.name, uploads.alt], query.search));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, total] = await pageAndTotal(
        db,
        db
          .select(selection)
          .from(uploads)
          .leftJoin(users, eq(users.id, uploads.uploadedBy))
          .where(where)
          .orderBy(
            ...orderBySort(
              query.sort,
              { name: caseless(uploads.name), kind: uploads.kind, size: uploads.size, createdAt: uploads.createdAt, id: uploads.id },
              [desc(uploads.createdAt), desc(uploads.id)],
            ),
          ),
        uploads,
        where,
        paging,
      );
      const uses = await findUses(
        db,
        rows.map((r) => r.file),
      );
      return {
        media: rows.map((r) => toItem(r.file, uploaderOf(r), uses.get(r.file.id)?.length ?? 0)),
        pagination: pagination(paging.page, paging.limit, total),
      };
    },

    get,

    async update(id: number, changes: MediaChanges): Promise<MediaDetail> {
      const set: Partial<typeof uploads.$inferInsert> = { updatedAt: new Date() };
      if (changes.alt !== undefined) set.alt = changes.alt ?? '';
      if (changes.name !== undefined) set.name = changes.name;
      const [row] = await db.update(uploads).set(set).where(eq(uploads.id, id)).returning({ id: uploads.id });
      if (!row) throw notFound(MEDIA_MESSAGES.notFound);
      return get(id);
    },

    /**
     * Deletes a file and its WebP copies for good, unless content uses it: then nothing changes and the
     * uses are returned. A copy that cannot be removed from storage is left behind.
     */
    async remove(id: number): Promise<{ uses: MediaUse[] }> {
      const { file } = await getRow(id);
      const uses = (await findUses(db, [file])).get(id) ?? [];
      if (uses.length > 0) return { uses };
      const [gone] = await db.delete(uploads).where(eq(uploads.id, id)).returning({ url: uploads.url });
      if (!gone) throw notFound(MEDIA_MESSAGES.notFound);
      await Promise.allSettled(addressesOf(file).map((url) => storage.remove(url)));
      return { uses: [] };
    },

    registerReferencedFiles: () => registerReferencedFiles(db),
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
