import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';

/** The back office's TanStack Query client (one per mounted admin layout). */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx (404 not there yet, 403 role, 401 signed out) will not change on retry; faults may.
        retry: (failureCount, error) => failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}
