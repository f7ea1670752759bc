import { healthSchema, type Health } from '@mnch/shared';
import { queryOptions } from '@tanstack/react-query';

/**
 * GET /api/health. Read with fetch rather than the api client: a degraded server may answer with an
 * error status and still report which part failed, and the api client keeps only the message of an
 * error answer. No token is needed.
 */
export const healthQuery = queryOptions({
  queryKey: ['health'],
  queryFn: async ({ signal }): Promise<Health> => {
    const response = await fetch('/api/health', { headers: { Accept: 'application/json' }, signal });
    const body: unknown = await response.json().catch(() => null);
    const health = healthSchema.safeParse(body);
    if (!health.success) throw new Error(`The health check answered ${response.status}`);
    return health.data;
  },
  retry: false,
  refetchInterval: 60_000,
});
