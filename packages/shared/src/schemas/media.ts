import { z } from 'zod';
import { CONTENT_MEDIA_USES, type ContentMediaUse, type MediaUseDefinition } from '../kinds';
import { optionalText, pageQuery, paginationSchema, requiredString, withoutUndefined, sortQuery } from './common';

/**
 * The media library (/api/media and the back office's /admin/media): every file uploaded to the site,
 * with its original name, size, dimensions, alt text, uploader and the content that uses it.
 */

export const MEDIA_KINDS = ['image', 'document'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** Files per page in the library and in the picker. */
export const MEDIA_PAGE_SIZE = 24;
export const MEDIA_LIMITS = { alt: 300, name: 200, searchTerm: 200 } as const;

/**
 * What the content that uses a file is, for the "where used" list: each kind of content's kinds of use
 * (the registry's `mediaUses`, ../kinds.ts), a staff member's own picture, and the trash.
 */
const OTHER_USES: readonly MediaUseDefinition[] = [
  { use: 'user', noun: "A staff member's picture", admin: '/admin/users' },
  { use: 'trash', noun: 'In the trash', admin: '/admin/trash' },
];
const MEDIA_USES = [...CONTENT_MEDIA_USES, ...OTHER_USES];
export type MediaUseKind = ContentMediaUse | 'user' | 'trash';
export const MEDIA_USE_KINDS = MEDIA_USES.map((u) => u.use) as unknown as readonly [MediaUseKind, ...MediaUseKind[]];
/** Each kind of use's words and the back-office section that lists such items. */
export const MEDIA_USE_OF = Object.fromEntries(MEDIA_USES.map((u) => [u.use, u])) as Record<MediaUseKind, MediaUseDefinition>;

export const MEDIA_MESSAGES = {
  notFound: 'File not found',
  updated: 'File details saved',
  deleted: 'File deleted',
  inUse: (n: number) =>
    `This file is used by ${n} ${n === 1 ? 'item' : 'items'}. Remove it from ${n === 1 ? 'that item' : 'those items'} before deleting it.`,
  deleteConfirm: 'Delete this file for good? It cannot be put back.',
  altMissing: 'Used in content without alt text',
  altRequired: 'Describe the image for people who cannot see it (alt text is required)',
  kindInvalid: 'Type must be image or document',
  nameRequired: 'File name is required',
  emptyTitle: 'No files found',
  emptySearchHint: 'Try adjusting your search or filters',
  emptyHint: 'Upload a file to add it to the library',
} as const;

/** GET /media: newest first; `search` in the original name and alt text; `kind` image or document. */
export const mediaQuerySchema = pageQuery(MEDIA_PAGE_SIZE).extend({
  sort: sortQuery(['name', 'kind', 'size', 'createdAt']),
  search: optionalText(MEDIA_LIMITS.searchTerm, { label: 'Search' }),
  kind: z.enum(MEDIA_KINDS, { error: MEDIA_MESSAGES.kindInvalid }).optional(),
});
export type MediaQuery = z.output<typeof mediaQuerySchema>;

/** What PATCH /media/{id} changes; undefined = not sent (keep), null = clear the alt text. */
export interface MediaChanges {
  alt?: string | null;
  name?: string;
}

/** PATCH /media/{id}: the alt text (describes an image to people who cannot see it; blank clears it) and the name shown. */
export const updateMediaSchema = z
  .object({
    alt: optionalText(MEDIA_LIMITS.alt, { label: 'Alt text', blank: null }),
    name: requiredString(MEDIA_MESSAGES.nameRequired, MEDIA_LIMITS.name, 'File name').optional(),
  })
  .transform(withoutUndefined<MediaChanges>);
export type UpdateMediaInput = z.input<typeof updateMediaSchema>;

export const mediaUseSchema = z.object({
  kind: z.enum(MEDIA_USE_KINDS),
  id: z.number(),
  /** The item's title or name. */
  label: z.string(),
});
export type MediaUse = z.infer<typeof mediaUseSchema>;

export const mediaItemSchema = z.object({
  id: z.number(),
  /** The file's address (`/uploads/...`). */
  url: z.string(),
  /** The original file name (as uploaded), shown in the library. */
  name: z.string(),
  mimetype: z.string(),
  kind: z.enum(MEDIA_KINDS),
  /** Bytes; null for a file registered from content whose size was not recorded. */
  size: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  /** WebP copies by width, e.g. `{ "400": "/uploads/images/2026/11/ab12-400.webp" }`. */
  variants: z.record(z.string(), z.string()),
  alt: z.string(),
  uploadedBy: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** How many content items use the file. */
  useCount: z.number(),
  createdAt: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const mediaListSchema = z.object({ media: z.array(mediaItemSchema), pagination: paginationSchema });
export type MediaList = z.infer<typeof mediaListSchema>;

export const mediaDetailSchema = mediaItemSchema.extend({ uses: z.array(mediaUseSchema) });
export type MediaDetail = z.infer<typeof mediaDetailSchema>;
export const mediaEnvelopeSchema = z.object({ file: mediaDetailSchema });

/** DELETE /media/{id} refused while the file is in use: the message and the items that use it. */
export const mediaInUseSchema = z.object({ message: z.string(), uses: z.array(mediaUseSchema) });

/** True for an image used in content without alt text (the library's warning badge). */
export const mediaNeedsAlt = (item: Pick<MediaItem, 'kind' | 'alt' | 'useCount'>): boolean =>
  item.kind === 'image' && item.useCount > 0 && item.alt.trim() === '';
