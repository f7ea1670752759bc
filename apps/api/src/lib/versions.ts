/**
 * Saves never overwrite a colleague's work (decision 39, docs/behaviour/back-office-content.md "Saving
 * over a colleague's work"): an item's version is the ETag of its `updatedAt` (packages/shared/src/versions.ts);
 * an update may send it as `If-Match`, and the update's own transaction compares it with the row it has
 * locked, so of two saves from the same version exactly one wins. The loser gets a 409 with the item as it
 * is now and who saved it; nothing of it is written.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  KIND_FOLDERS,
  KINDS,
  VERSION_MESSAGES,
  isBackOfficeRole,
  matchesVersion,
  parseIfMatch,
  versionOf,
  type IfMatch,
} from '@mnch/shared';
import { HttpError, badRequest } from './http-error';
import { iso } from './sql';

/** What an update is told besides its changes: the version the caller saw (`If-Match`), when it sent one. */
export interface SaveOptions {
  ifMatch?: IfMatch;
}

/** The `If-Match` of a request: undefined without one (the save goes ahead as before), a 400 when it is malformed. */
export function ifMatchOf(request: FastifyRequest): IfMatch | undefined {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  const ifMatch = parseIfMatch(Array.isArray(header) ? header.join(',') : header);
  if (!ifMatch) throw badRequest(VERSION_MESSAGES.malformed, [{ field: 'If-Match', message: VERSION_MESSAGES.malformed }]);
  return ifMatch;
}

/** A route's `preValidation`: a malformed If-Match is a 400 before the body is read (the handler reads it again with `ifMatchOf`). */
export async function checkIfMatch(request: FastifyRequest): Promise<void> {
  ifMatchOf(request);
}

/** Thrown inside an update's transaction (which then writes nothing) when the locked row is no longer the version asked for. */
export class StaleVersion extends Error {
  constructor(readonly changedAt: Date) {
    super(VERSION_MESSAGES.stale);
    this.name = 'StaleVersion';
  }
}

/**
 * Checks the stored row (read `for update` in the save's transaction, so no other save can change it
 * until this one ends) against the version the caller saw; throws StaleVersion when it differs.
 */
export function checkVersion(updatedAt: Date | string, options: SaveOptions | undefined): void {
  const ifMatch = options?.ifMatch;
  if (ifMatch && !matchesVersion(ifMatch, versionOf(updatedAt))) throw new StaleVersion(new Date(updatedAt));
}

/**
 * The `updatedAt` of a save of a row last changed at `previous`: now, or a millisecond after `previous`
 * when the clock has not moved past it, so every save makes a new version (the ETag has milliseconds).
 */
export function nextChangeTime(previous: Date | string, now: Date = new Date()): Date {
  const before = new Date(previous).getTime();
  return now.getTime() > before ? now : new Date(before + 1);
}

/** Staff reads (no-store answers) carry the item's version as their ETag; visitors' reads keep the body's own. */
export function sendVersion(request: FastifyRequest, reply: FastifyReply, item: { version?: string | null } | null | undefined): void {
  if (item?.version && request.caller && isBackOfficeRole(request.caller.role)) reply.header('ETag', item.version);
}

/** The API folders whose audit rows are writes of the same items as the route's folder (a publication is saved under /reports too). */
function auditKindsOf(request: FastifyRequest): string[] {
  const folder = (request.routeOptions.url ?? request.url).replace(/^\/api\//, '').split('/')[0] ?? '';
  const kind = KIND_FOLDERS.find(([name]) => name === folder)?.[1];
  return kind ? [...KINDS[kind].folders] : [folder];
}

/**
 * Runs an update; when it finds a newer version (StaleVersion), answers the 409 instead: the item as
 * `current()` reads it now (as its GET answers), who saved the version (the audit log's latest write of
 * it: modules/audit-log/service.ts `lastWriter`) and when. `itemId` is how the audit log names the item
 * (its id, a figure's key; null for the site settings).
 */
export async function refusingStaleSaves<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  itemId: string | null,
  save: () => Promise<T>,
  current: () => Promise<object>,
): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (!(error instanceof StaleVersion)) throw error;
    // A save that made the version may still be writing its audit row (the hook runs as its answer is sent).
    await app.audit.settled();
    const [item, writer] = await Promise.all([current(), app.services.auditLog.lastWriter(auditKindsOf(request), itemId)]);
    throw new HttpError(409, VERSION_MESSAGES.stale, undefined, undefined, {
      current: item,
      changedBy: writer,
      changedAt: iso(error.changedAt),
    });
  }
}
