/** Request guards that app.ts installs once for the whole /api scope. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, isBackOfficeRole } from '@mnch/shared';
import { badRequest, unauthorized } from './http-error';

type Scope = Pick<FastifyInstance, 'getDefaultJsonParser' | 'removeContentTypeParser' | 'addContentTypeParser' | 'addHook'>;

export const BAD_CHARACTERS_MESSAGE = MESSAGES.common.badCharacters;

/**
 * The caller of a route behind `app.requireRole` (plugins/auth.ts), which has set it before the handler
 * runs; 401 if a route without that hook asks.
 */
export function signedInCaller(request: FastifyRequest): NonNullable<FastifyRequest['caller']> {
  if (!request.caller) throw unauthorized(MESSAGES.auth.unauthorized);
  return request.caller;
}

/** Who asks a read that depends on it (`viewerOf`): staff (the back office) see drafts and archived items, visitors do not. */
export interface Viewer {
  id: number;
  staff: boolean;
}

/** A kind's list narrowed to one author's items (`GET /{folder}/my`). */
export interface ListOptions {
  /** Only the items created by this user. */
  createdBy?: number;
}

/**
 * Who asks, for the reads that depend on it (staff see drafts and archived items): the caller's id and
 * whether their role is of the back office (viewers too: decision 33); null for a visitor.
 */
export function viewerOf(request: FastifyRequest): Viewer | null {
  const caller = request.caller;
  return caller ? { id: caller.id, staff: isBackOfficeRole(caller.role) } : null;
}

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
    // The default parser answers through `done` and returns nothing to wait for.
    void parse(request, text, done);
  });
}

/**
 * NUL (U+0000), or a UTF-16 surrogate without its other half (as `"\ud800"` in JSON gives): PostgreSQL
 * text and JSON cannot hold either ("invalid input syntax for type json", "invalid byte sequence"), and
 * the driver would quietly turn a lone surrogate into U+FFFD in a text column. Without the `u` flag the
 * pattern sees UTF-16 code units, so a proper pair (an emoji) passes. One pass over the string.
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const BAD_CHARACTER = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Percent-encodings that decode to NUL or to a surrogate (UTF-8 ED A0-BF xx, which no valid text has). */
const BAD_ENCODED = /%00|%ED%[AB][0-9A-F]/i;

export const hasBadCharacters = (text: string): boolean => BAD_CHARACTER.test(text);

/** At most this many fields are named in one answer (the first ones in the body), each at most this long. */
const MAX_NAMED_FIELDS = 20;
const MAX_FIELD_LENGTH = 200;

/** Where a value sits in the body: its key, under its parent (paths are spelled out only for a finding). */
interface Place {
  parent: Place | null;
  key: string;
}

function pathOf(place: Place | null): string {
  const keys: string[] = [];
  for (let p = place; p; p = p.parent) keys.push(p.key);
  const path = keys.reverse().join('.');
  return path.length > MAX_FIELD_LENGTH ? `${path.slice(0, MAX_FIELD_LENGTH)}…` : path;
}

/**
 * The paths (`authors.0.name`) of the strings and keys in a parsed JSON value that hold a bad
 * character, in the body's order (at most MAX_NAMED_FIELDS); empty when there is none. Iterative, so
 * any nesting depth JSON.parse accepts is walked without recursion, and each string and key is looked
 * at once while paths are spelled out only for what is found: linear in the body's size, however deep.
 * A bad key is reported as the object holding it ('' at the top).
 */
export function findBadCharacters(root: unknown): string[] {
  const found: string[] = [];
  const stack: Array<[unknown, Place | null]> = [[root, null]];
  while (found.length < MAX_NAMED_FIELDS) {
    const next = stack.pop();
    if (!next) break;
    const [value, place] = next;
    if (typeof value === 'string') {
      if (hasBadCharacters(value)) found.push(pathOf(place));
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    const entries: Array<[string, unknown]> = Object.entries(value);
    if (entries.some(([key]) => hasBadCharacters(key))) {
      found.push(pathOf(place));
      continue;
    }
    // Pushed last to first, so they come off the stack in the body's order.
    for (const [key, child] of entries.reverse()) stack.push([child, { parent: place, key }]);
  }
  return found;
}

const refuse = (paths: string[], part: string) =>
  badRequest(
    BAD_CHARACTERS_MESSAGE,
    paths.map((path) => ({ field: path || part, message: BAD_CHARACTERS_MESSAGE })),
  );

/**
 * Text holding NUL or a lone surrogate is refused with 400 and BAD_CHARACTERS_MESSAGE before any
 * handler or query runs, for every request whose path starts with `prefix` (installed once on the root
 * app by app.ts; pages outside it are left to their own not-found handling): in the path and the query
 * (decoded or still percent-encoded) when the request arrives, before authentication; anywhere in a
 * JSON body, nested too, once it is parsed (after authentication, before validation), naming each
 * field. Other text is left alone.
 */
export function rejectBadCharacters(app: Pick<FastifyInstance, 'addHook'>, prefix: string): void {
  const guarded = (url: string) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
  app.addHook('onRequest', async (request) => {
    if (!guarded(request.url)) return;
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
    ] as const) {
      const paths = findBadCharacters(value);
      if (paths.length > 0) throw refuse(paths, part);
    }
    // The raw address too: the query parser leaves text it cannot decode (%ED%A0%80, a surrogate in
    // UTF-8's form) as it was sent.
    if (BAD_ENCODED.test(request.url) || hasBadCharacters(request.url)) throw refuse([], 'url');
  });
  app.addHook('preValidation', async (request) => {
    if (!guarded(request.url)) return;
    const paths = findBadCharacters(request.body);
    if (paths.length > 0) throw refuse(paths, 'body');
  });
}

/**
 * Fastify's `frameworkErrors`: an address the router cannot decode (a path parameter holding a
 * surrogate in UTF-8's form, %ED%A0%80, or broken percent-encoding) is a 400 with the site's message
 * instead of Fastify's own wording.
 */
export function badUrlAnswer(error: { code?: string; statusCode?: number }, _request: unknown, reply: FastifyReply): void {
  void reply.status(error.code === 'FST_ERR_BAD_URL' ? 400 : (error.statusCode ?? 400)).send({
    message: error.code === 'FST_ERR_BAD_URL' ? BAD_CHARACTERS_MESSAGE : MESSAGES.common.validation,
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
