import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { GALLERY_MESSAGES, MESSAGES, PAGE_SIZES, type CreateGalleryImageData, type GalleryImage, type GalleryQuery } from '@mnch/shared';
import type { Db } from '../../db/client';
import { galleryImages } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import type { ServiceDeps } from '../../lib/service-deps';
import { firstRow, iso, caseless, orderBySort, pageAndTotal, pageOf, searchAny, timestamps } from '../../lib/sql';
import { moveToTrash, type TrashActor } from '../../lib/trash';
import { checkVersion, nextChangeTime, type SaveOptions } from '../../lib/versions';

type GalleryRow = typeof galleryImages.$inferSelect;

/** The image as the API shows it: both spellings of the URL (image_url and url) and the dates. */
export function toGalleryImage(row: GalleryRow): GalleryImage {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image_url: row.imageUrl,
    url: row.imageUrl,
    filename: row.filename,
    size: row.size,
    mimetype: row.mimetype,
    type: row.type,
    fullSize: row.fullSize,
    width: row.width,
    height: row.height,
    variants: row.variants ?? {},
    ...timestamps(row),
    uploadedAt: iso(row.createdAt),
  };
}

const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** The row to insert for validated metadata; what the client left out is derived from the URL. */
function toRow(data: CreateGalleryImageData, createdBy: number | null): typeof galleryImages.$inferInsert {
  const imageUrl = (data.image_url ?? data.url)!;
  const basename = imageUrl.slice(imageUrl.lastIndexOf('/') + 1);
  const extension = basename.slice(basename.lastIndexOf('.') + 1);
  return {
    title: data.title,
    description: data.description ?? null,
    imageUrl,
    filename: data.filename ?? basename,
    size: data.size ?? 0,
    mimetype: data.mimetype ?? MIME_BY_EXTENSION[extension] ?? 'application/octet-stream',
    type: data.type ?? 'photos',
    fullSize: data.fullSize ?? null,
    width: data.width ?? null,
    height: data.height ?? null,
    variants: data.variants ?? {},
    createdBy,
  };
}

export function createGalleryService({ db, storage }: ServiceDeps) {
  /**
   * The schema checks a URL's shape; this checks that the files are this site's own storage's (the
   * local /uploads/ or the configured object storage), so no other site's file is taken as uploaded.
   */
  function assertOwnFiles(items: CreateGalleryImageData[], fieldPrefix: string) {
    const errors: Array<{ field: string; message: string }> = [];
    items.forEach((item, i) => {
      const at = fieldPrefix ? `${fieldPrefix}.${i}.` : '';
      const field = item.image_url !== undefined ? 'image_url' : 'url';
      if (!storage.owns((item.image_url ?? item.url)!)) errors.push({ field: at + field, message: GALLERY_MESSAGES.imageUrlInvalid });
      for (const [width, url] of Object.entries(item.variants ?? {})) {
        if (!storage.owns(url)) errors.push({ field: `${at}variants.${width}`, message: GALLERY_MESSAGES.variantInvalid });
      }
    });
    if (errors.length > 0) throw badRequest(errors.length === 1 && errors[0] ? errors[0].message : MESSAGES.common.validation, errors);
  }

  async function findById(tx: Db, id: number): Promise<GalleryRow | undefined> {
    const [row] = await tx.select().from(galleryImages).where(eq(galleryImages.id, id)).limit(1);
    return row;
  }

  return {
    async list(query: Partial<GalleryQuery>) {
      const { page, limit, offset } = pageOf(query, PAGE_SIZES.gallery);
      const conditions: SQL[] = [];
      if (query.type) conditions.push(eq(galleryImages.type, query.type));
      if (query.search) conditions.push(searchAny([galleryImages.title, galleryImages.description], query.search));
      const where = conditions.length ? and(...conditions) : undefined;
      // Newest first unless sorted; the older `order` parameter, when given, sets the direction.
      const sort = query.sort ?? { field: 'createdAt' as const, direction: 'desc' as const };
      const orderBy = orderBySort(
        { field: sort.field, direction: query.order ?? sort.direction },
        { createdAt: galleryImages.createdAt, title: caseless(galleryImages.title), size: galleryImages.size, id: galleryImages.id },
        [],
      );
      const [rows, totalCount] = await pageAndTotal(
        db,
        db
          .select()
          .from(galleryImages)
          .where(where)
          .orderBy(...orderBy),
        galleryImages,
        where,
        { limit, offset },
      );
      return {
        images: rows.map(toGalleryImage),
        pagination: { currentPage: page, limit, totalCount, totalPages: Math.max(1, Math.ceil(totalCount / limit)) },
      };
    },

    async recent(limit: number): Promise<GalleryImage[]> {
      const rows = await db.select().from(galleryImages).orderBy(desc(galleryImages.createdAt), desc(galleryImages.id)).limit(limit);
      return rows.map(toGalleryImage);
    },

    async statistics() {
      const [row] = await db
        .select({
          totalImages: count(),
          totalSize: sql<number>`coalesce(sum(${galleryImages.size}), 0)`.mapWith(Number),
        })
        .from(galleryImages);
      return { totalImages: row?.totalImages ?? 0, totalSize: row?.totalSize ?? 0 };
    },

    async get(id: number): Promise<GalleryImage> {
      const row = await findById(db, id);
      if (!row) throw notFound(GALLERY_MESSAGES.notFound);
      return toGalleryImage(row);
    },

    async create(data: CreateGalleryImageData, createdBy: number | null): Promise<GalleryImage> {
      assertOwnFiles([data], '');
      const row = firstRow(await db.insert(galleryImages).values(toRow(data, createdBy)).returning());
      return toGalleryImage(row);
    },

    /** Stores many images in one statement inside one transaction: all or none, in the given order. */
    async createMany(items: CreateGalleryImageData[], createdBy: number | null): Promise<GalleryImage[]> {
      assertOwnFiles(items, 'images');
      return db.transaction(async (tx) => {
        const rows = await tx
          .insert(galleryImages)
          .values(items.map((item) => toRow(item, createdBy)))
          .returning();
        return rows.sort((a, b) => a.id - b.id).map(toGalleryImage);
      });
    },

    /** Changes the title and description; with `ifMatch`, only over that version (lib/versions.ts), checked on the locked row. */
    async update(
      id: number,
      data: { title?: string; description?: string | null },
      _author: unknown = null,
      options: SaveOptions = {},
    ): Promise<GalleryImage> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(galleryImages).where(eq(galleryImages.id, id)).for('update').limit(1);
        if (!current) throw notFound(GALLERY_MESSAGES.notFound);
        checkVersion(current.updatedAt, options);
        const [row] = await tx
          .update(galleryImages)
          .set({ title: data.title, description: data.description, updatedAt: nextChangeTime(current.updatedAt) })
          .where(eq(galleryImages.id, id))
          .returning();
        return toGalleryImage(row!);
      });
    },

    /**
     * Moves the image to the trash (lib/trash.ts). Its files stay until the entry leaves the trash for
     * good (emptied, deleted forever or purged), and then only when nothing else shows them.
     */
    async remove(id: number, by: TrashActor): Promise<GalleryImage> {
      const row = await moveToTrash(db, 'gallery', id, by);
      if (!row) throw notFound(GALLERY_MESSAGES.notFound);
      return toGalleryImage(row as GalleryRow);
    },
  };
}

export type GalleryService = ReturnType<typeof createGalleryService>;
