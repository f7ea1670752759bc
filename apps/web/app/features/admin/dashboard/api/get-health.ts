import { queryOptions } from '@tanstack/react-query';

export interface Health {
  status: 'ok' | 'degraded';
  database: 'ok' | 'error';
  storage: 'ok' | 'error';
}

function isHealth(body: unknown): body is Health {
  const b = body as Partial<Health> | null;
  return (
    (b?.status === 'ok' || b?.status === 'degraded') &&
    (b.database === 'ok' || b.database === 'error') &&
    (b.storage === 'ok' || b.storage === 'error')
  );
}

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
    if (!isHealth(body)) throw new Error(`The health check answered ${response.status}`);
    return body;
  },
  retry: false,
  refetchInterval: 60_000,
});
