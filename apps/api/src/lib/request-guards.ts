/** Request guards that app.ts installs once for the whole /api scope. */
import type { FastifyInstance } from 'fastify';
import { badRequest } from './http-error';

type Scope = Pick<FastifyInstance, 'getDefaultJsonParser' | 'removeContentTypeParser' | 'addContentTypeParser' | 'addHook'>;

export const NUL_MESSAGE = 'Text must not contain NUL characters';

/**
 * In the scope that installs it, a JSON request with an empty body counts as "no body" instead of a 400:
 * PATCH calls such as /archive take no body, and some clients send `Content-Type: application/json`
 * with nothing after it. Everything else is parsed by Fastify's own safe JSON parser.
 */
export function allowEmptyJsonBody(app: Scope): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parse(request, text, done);
  });
}

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
 * PostgreSQL text cannot hold NUL (U+0000): such input would fail in the database. In the scope that
 * installs it, it is refused up front with a 400 naming the field (after authentication, before validation).
 */
export function rejectNulCharacters(app: Scope): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [['query', request.query], ['body', request.body]] as const) {
      const field = findNul(value, '');
      if (field !== null) throw badRequest(NUL_MESSAGE, [{ field: field || part, message: NUL_MESSAGE }]);
    }
  });
}

/**
 * The API reads JSON only (and multipart under /api/upload, which registers its own parser). Fastify
 * also parses text/plain by default; without it, every body an HTML form on another site can send
 * without a CORS preflight (urlencoded, multipart, text/plain) is refused with 415 before any handler.
 */
export function acceptJsonOnly(app: Scope): void {
  app.removeContentTypeParser('text/plain');
}
