import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { announcementSentSchema, announcementStatusSchema, type AnnouncementStatus } from '@mnch/shared';
import { api } from '../../../../lib/api-client';
import { NEWSLETTERS_KEY } from './get-newsletters';

const announcementKey = (id: number) => [...NEWSLETTERS_KEY, 'announcement', id] as const;

/** How often the progress is read again while messages wait or are being sent (ms). */
export const PROGRESS_REFRESH_MS = 3000;

/** True while the issue has messages waiting or being sent, or its queuing has not finished. */
export const isSending = (status: AnnouncementStatus | undefined) =>
  status?.announcement != null && (status.announcement.pending > 0 || status.announcement.finishedAt === null);

/** GET /api/newsletters/{id}/announcement: read again every few seconds while anything is being sent. */
export const announcementQuery = (id: number) =>
  queryOptions({
    queryKey: announcementKey(id),
    queryFn: ({ signal }) => api.get(`/newsletters/${id}/announcement`, announcementStatusSchema, { signal }),
    refetchInterval: (query) => (isSending(query.state.data) ? PROGRESS_REFRESH_MS : false),
  });

/** POST /api/newsletters/{id}/announcement: sends the issue to the confirmed subscribers who do not have it yet. */
export function useAnnounce(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`/newsletters/${id}/announcement`, undefined, announcementSentSchema),
    onSuccess: (answer) =>
      queryClient.setQueryData(announcementKey(id), { announcement: answer.announcement, subscribers: answer.subscribers }),
  });
}
