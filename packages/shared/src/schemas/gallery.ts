import { trashConfirm } from '../rules/trash-confirm';
import { z } from 'zod';
import { MAX_PAGE_LIMIT, PAGE_SIZES, TEXT_LIMITS } from '../constants';
import { optionalText, pageQuery, requiredString, sortQuery, timestampFields, versionField } from './common';
import { isStoredFileUrl } from '../rules/paths';

/**
 * Gallery images: the public gallery and the back office's gallery section.
 * Files are uploaded first (POST /upload/gallery); these calls store the metadata with the returned URLs.
 */

export const GALLERY_TYPES = ['photos', 'videos', 'infographics'] as const;
export type GalleryType = (typeof GALLERY_TYPES)[number];
/** The fields the gallery sorts by (`sort=title`, `sort=-size`). */
export const GALLERY_SORT_FIELDS = ['createdAt', 'title', 'size'] as const;
export const GALLERY_ORDERS = ['asc', 'desc'] as const;
export const GALLERY_RECENT_DEFAULT = 10;
/** Page size for a client that fetches the whole gallery, page by page. */
export const GALLERY_FETCH_ALL_LIMIT = 50;
export const GALLERY_BULK_MAX = 100;
export const GALLERY_TEXT_LIMITS = { title: 200, description: 2000, filename: 255, mimetype: 100 } as const;

export const GALLERY_MESSAGES = {
  titleRequired: 'Title is required',
  imageUrlRequired: 'Image URL is required',
  imageUrlInvalid: 'Image URL must be a file uploaded to this site (/uploads/...)',
  variantInvalid: 'Variants must map a width to a file uploaded to this site',
  fullSizeInvalid: 'Full-size source must be a web address or a file uploaded to this site',
  typeInvalid: 'Type must be photos, videos or infographics',
  sizeInvalid: 'Size must be a whole number of bytes',
  mimetypeInvalid: 'Invalid content type',
  imagesRequired: 'Add at least one image',
  tooManyImages: `At most ${GALLERY_BULK_MAX} images at a time`,
  notFound: 'Image not found',
  deleted: 'Image moved to the trash',
  // Back-office alerts.
  noneUploaded: 'No files were uploaded successfully',
  uploaded: (n: number) => `Successfully uploaded ${n} image(s)!`,
  updated: 'Image updated successfully',
  deletedAlert: 'Image moved to the trash',
  deleteFailed: (reason: string) => `Failed to delete image: ${reason}`,
  deleteConfirm: trashConfirm('this image'),
  emptyTitle: 'No images found',
  emptySearchHint: 'Try adjusting your search',
  emptyHint: 'Upload your first images to get started',
} as const;

const uploadPath = (message: string) =>
  z.string({ error: message }).trim().max(TEXT_LIMITS.url, { error: message }).refine(isStoredFileUrl, { error: message });

const intOrNull = (message: string, min: number) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(2_147_483_647, { error: message })
    .optional()
    .nullable();

/** One image's metadata, as the back office sends it (`image_url` or `url`). */
export const createGalleryImageSchema = z
  .object({
    title: requiredString(GALLERY_MESSAGES.titleRequired, GALLERY_TEXT_LIMITS.title),
    description: optionalText(GALLERY_TEXT_LIMITS.description),
    image_url: uploadPath(GALLERY_MESSAGES.imageUrlInvalid).optional(),
    url: uploadPath(GALLERY_MESSAGES.imageUrlInvalid).optional(),
    filename: optionalText(GALLERY_TEXT_LIMITS.filename),
    size: intOrNull(GALLERY_MESSAGES.sizeInvalid, 0),
    mimetype: z
      .string()
      .trim()
      .max(GALLERY_TEXT_LIMITS.mimetype, { error: GALLERY_MESSAGES.mimetypeInvalid })
      .regex(/^[a-z0-9][a-z0-9.+-]*\/[a-z0-9][a-z0-9.+-]*$/i, { error: GALLERY_MESSAGES.mimetypeInvalid })
      .optional()
      .nullable(),
    type: z.enum(GALLERY_TYPES, { error: GALLERY_MESSAGES.typeInvalid }).optional(),
    width: intOrNull('Width must be a positive whole number', 1),
    height: intOrNull('Height must be a positive whole number', 1),
    variants: z
      .record(z.string().regex(/^\d{1,5}$/, { error: GALLERY_MESSAGES.variantInvalid }), uploadPath(GALLERY_MESSAGES.variantInvalid))
      .refine((v) => Object.keys(v).length <= 10, { error: GALLERY_MESSAGES.variantInvalid })
      .optional()
      .nullable(),
    fullSize: z
      .string({ error: GALLERY_MESSAGES.fullSizeInvalid })
      .trim()
      .max(TEXT_LIMITS.url, { error: GALLERY_MESSAGES.fullSizeInvalid })
      .refine((v) => v === '' || isStoredFileUrl(v) || /^https:\/\/[^\s/]+\/\S*$/.test(v), { error: GALLERY_MESSAGES.fullSizeInvalid })
      .optional()
      .nullable()
      .transform((v) => (v ? v : undefined)),
  })
  .refine((v) => Boolean(v.image_url || v.url), { path: ['image_url'], error: GALLERY_MESSAGES.imageUrlRequired });
export type CreateGalleryImageInput = z.input<typeof createGalleryImageSchema>;
export type CreateGalleryImageData = z.output<typeof createGalleryImageSchema>;

/** POST /gallery/bulk: all or none. Each item is checked against `createGalleryImageSchema`. */
export const bulkGallerySchema = z.object({
  images: z
    .array(createGalleryImageSchema, { error: GALLERY_MESSAGES.imagesRequired })
    .min(1, { error: GALLERY_MESSAGES.imagesRequired })
    .max(GALLERY_BULK_MAX, { error: GALLERY_MESSAGES.tooManyImages }),
});
export type BulkGalleryInput = z.input<typeof bulkGallerySchema>;

/** PUT /gallery/{id}: only the title and the description change. */
export const updateGalleryImageSchema = z.object({
  title: requiredString(GALLERY_MESSAGES.titleRequired, GALLERY_TEXT_LIMITS.title).optional(),
  description: z
    .string()
    .trim()
    .max(GALLERY_TEXT_LIMITS.description, { error: `Must be at most ${GALLERY_TEXT_LIMITS.description} characters` })
    .optional()
    .nullable()
    .transform((v) => (v === undefined ? undefined : v || null)),
});
export type UpdateGalleryImageInput = z.input<typeof updateGalleryImageSchema>;

export const galleryQuerySchema = pageQuery(PAGE_SIZES.gallery).extend({
  search: z.string().trim().max(200).optional(),
  /** `sort=-size`; the older `created_at` is `createdAt`. Without a sort, newest first. */
  sort: sortQuery(GALLERY_SORT_FIELDS, { created_at: 'createdAt' }),
  /** Older form of the direction: when given, it overrides the sort's own (`sort=title&order=desc`). */
  order: z.enum(GALLERY_ORDERS, { error: 'Order must be asc or desc' }).optional(),
  type: z.enum(GALLERY_TYPES, { error: GALLERY_MESSAGES.typeInvalid }).optional(),
});
export type GalleryQuery = z.output<typeof galleryQuerySchema>;

export const galleryRecentQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(GALLERY_RECENT_DEFAULT),
});

export const galleryImageSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  image_url: z.string(),
  url: z.string(),
  filename: z.string(),
  size: z.number(),
  mimetype: z.string(),
  type: z.enum(GALLERY_TYPES),
  fullSize: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  variants: z.record(z.string(), z.string()),
  ...timestampFields,
  ...versionField,
  uploadedAt: z.string(),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

/** PUT /gallery/{id}. */
export const galleryImageEnvelopeSchema = z.object({ image: galleryImageSchema });
/** POST /gallery/bulk. */
export const galleryImagesEnvelopeSchema = z.object({ images: z.array(galleryImageSchema) });

export const galleryPaginationSchema = z.object({
  currentPage: z.number(),
  limit: z.number(),
  totalCount: z.number(),
  totalPages: z.number(),
});

export const galleryListSchema = z.object({ images: z.array(galleryImageSchema), pagination: galleryPaginationSchema });
export type GalleryList = z.infer<typeof galleryListSchema>;

export const galleryStatisticsSchema = z.object({ totalImages: z.number(), totalSize: z.number() });
export type GalleryStatistics = z.infer<typeof galleryStatisticsSchema>;
