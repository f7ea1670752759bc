import { galleryListSchema, galleryStatisticsSchema, PAGE_SIZES, type GalleryImage, type GalleryStatistics } from '@mnch/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../../lib/api-client';

/** The list's filters (GET /api/gallery: `search`, `page`; newest first). */
export const galleryFilterSchema = z.object({
  search: z.string().trim().max(200).default(''),
  page: z.number().int().min(1).default(1),
  /** The sort (`title`, `-year`), '' for the list's own order. */
  sort: z.string().default(''),
});
export type GalleryFilter = z.input<typeof galleryFilterSchema>;

export interface GalleryPage {
  images: GalleryImage[];
  total: number;
  totalPages: number;
}

/** Every gallery query (list pages and statistics) starts with this key. */
export const GALLERY_KEY = ['admin', 'gallery'] as const;

export async function getGallery(filter: GalleryFilter, signal?: AbortSignal): Promise<GalleryPage> {
  const f = galleryFilterSchema.parse(filter);
  const data = await api.get('/gallery', galleryListSchema, {
    query: { page: f.page, limit: PAGE_SIZES.gallery, search: f.search, sort: f.sort },
    signal,
  });
  return { images: data.images, total: data.pagination.totalCount, totalPages: data.pagination.totalPages };
}

/** One page of images, searched and paged on the server. */
export const galleryQuery = (filter: GalleryFilter) =>
  queryOptions({
    queryKey: [...GALLERY_KEY, 'list', galleryFilterSchema.parse(filter)],
    queryFn: ({ signal }) => getGallery(filter, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/gallery/statistics: how many images and their total size in bytes. */
export async function getGalleryStatistics(signal?: AbortSignal): Promise<GalleryStatistics> {
  return await api.get('/gallery/statistics', galleryStatisticsSchema, { signal });
}

export const galleryStatisticsQuery = () =>
  queryOptions({
    queryKey: [...GALLERY_KEY, 'statistics'],
    queryFn: ({ signal }) => getGalleryStatistics(signal),
  });
