import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MEDIA_PAGE_SIZE,
  mediaEnvelopeSchema,
  mediaListSchema,
  type MediaItem,
  type MediaKind,
  type UpdateMediaInput,
  type UploadResult,
} from '@mnch/shared';
import { api } from '../../../lib/api-client';

/** The media library's queries (the section and every picker): read again after any upload or change. */
export const MEDIA_KEY = ['admin', 'media'] as const;

export interface MediaFilter {
  search: string;
  kind: MediaKind | '';
  page: number;
}

/** One page of the library, filtered and paged on the server. */
export const mediaListQuery = (filter: MediaFilter) =>
  queryOptions({
    queryKey: [...MEDIA_KEY, 'list', filter],
    queryFn: ({ signal }) =>
      api.get('/media', mediaListSchema, {
        query: { search: filter.search.trim(), kind: filter.kind, page: filter.page, limit: MEDIA_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** One file with the items that use it. */
export const mediaItemQuery = (id: number) =>
  queryOptions({
    queryKey: [...MEDIA_KEY, 'item', id],
    queryFn: async ({ signal }) => (await api.get(`/media/${id}`, mediaEnvelopeSchema, { signal })).file,
  });

/** PATCH /api/media/{id} (alt text, name). */
export function useUpdateMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: UpdateMediaInput }) =>
      (await api.patch(`/media/${id}`, input, mediaEnvelopeSchema)).file,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEDIA_KEY }),
  });
}

/** DELETE /api/media/{id}; refused (409) while content uses the file. */
export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/media/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEDIA_KEY }),
  });
}

/** A library file as an upload field takes it (the same shape as a fresh upload's answer). */
export const asUploadResult = (item: MediaItem): UploadResult => ({
  id: item.id,
  url: item.url,
  filename: item.name,
  size: item.size ?? 0,
  mimetype: item.mimetype,
  ...(item.width != null ? { width: item.width } : {}),
  ...(item.height != null ? { height: item.height } : {}),
  variants: item.variants,
});

/** The smallest copy wide enough for a thumbnail (else the file itself). */
export function thumbnailOf(item: Pick<MediaItem, 'url' | 'variants'>): string {
  const widths = Object.keys(item.variants)
    .map(Number)
    .filter((w) => w > 0)
    .sort((a, b) => a - b);
  return widths.length ? (item.variants[String(widths[0])] ?? item.url) : item.url;
}
