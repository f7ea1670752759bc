import { galleryListSchema, galleryStatisticsSchema, PAGE_SIZES, type GalleryStatistics } from '@mnch/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { listFilterSchema, listQuery } from '../../components/list-query';

/** Every gallery query (list pages and statistics) starts with this key. */
export const GALLERY_KEY = ['admin', 'gallery'] as const;

/** One page of images (newest first), searched and paged on the server (GET /api/gallery). */
export const galleryQuery = listQuery(GALLERY_KEY, listFilterSchema({}), async (filter, signal) => {
  const data = await api.get('/gallery', galleryListSchema, { query: { ...filter, limit: PAGE_SIZES.gallery }, signal });
  return { images: data.images, total: data.pagination.totalCount, totalPages: data.pagination.totalPages };
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
