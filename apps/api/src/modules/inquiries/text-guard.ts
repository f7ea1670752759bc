import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/http-error';

export const NUL_MESSAGE = 'Text must not contain NUL characters';

/** The path of the first string (or key) holding a NUL character, or null. */
function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 10 || value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return path || key;
    const found = findNul(child, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold NUL (U+0000), so such input would fail in the database as a 500. In the
 * scope of the plugin that calls this, it is refused up front with a 400 naming the field (after
 * authentication, before validation). (Same guard as the events routes; modules do not import each other.)
 */
export function rejectNulCharacters(app: Pick<FastifyInstance, 'addHook'>): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [['query', request.query], ['body', request.body]] as const) {
      const field = findNul(value, '');
      if (field !== null) throw badRequest(NUL_MESSAGE, [{ field: field || part, message: NUL_MESSAGE }]);
    }
  });
}
