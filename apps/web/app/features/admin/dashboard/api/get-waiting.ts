import { queryOptions } from '@tanstack/react-query';
import { dashboardSchema } from '@mnch/shared';
import { api } from '../../../../lib/api-client';

/** What waits for the signed-in person: drafts, scheduled items, unread inquiries, failed mail (GET /api/dashboard). */
export const waitingQuery = queryOptions({
  queryKey: ['dashboard', 'waiting'],
  queryFn: ({ signal }) => api.get('/dashboard', dashboardSchema, { signal }),
});
