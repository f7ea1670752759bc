import { ApiError } from './api-error';

/**
 * An item's version (decision 39, docs/api/README.md "Saving over a colleague's work"): the strong ETag
 * of its stored last-change time, `"<milliseconds since 1970>"`. Every staff read of an item carries it
 * (its `version` field; single reads also as the `ETag` header) and an update may send it back as
 * `If-Match`: the update is refused with a 409 when the item changed since. The server (apps/api/src/lib/versions.ts)
 * and the back office (apps/web/app/features/admin/components/save-conflict.tsx) both use these.
 */

/** The version of an item last changed at `updatedAt` (an ISO string or a date). */
export function versionOf(updatedAt: string | Date): string {
  const time = updatedAt instanceof Date ? updatedAt.getTime() : Date.parse(updatedAt);
  return `"${time}"`;
}

/** What an `If-Match` header asks for: any stored version (`*`), or one of the versions it lists. */
export type IfMatch = { readonly any: true } | { readonly versions: readonly string[] };

/** One entity tag of a list (RFC 9110 8.8.3): `"..."` or `W/"..."`, the quoted part without `"`, controls or spaces. */
const ENTITY_TAG = /^(?:W\/)?"[\x21\x23-\x7e\x80-\xff]*"$/;

/** An `If-Match` header read: null when it is no `*` and no comma-separated list of quoted versions (a 400). */
export function parseIfMatch(header: string): IfMatch | null {
  const value = header.trim();
  if (value === '*') return { any: true };
  const versions = value.split(',').map((part) => part.trim());
  if (versions.length === 0 || !versions.every((tag) => ENTITY_TAG.test(tag))) return null;
  return { versions };
}

/** Whether the stored `version` is one `ifMatch` names. Weak tags (`W/"..."`) never match: If-Match compares strongly. */
export function matchesVersion(ifMatch: IfMatch, version: string): boolean {
  return 'any' in ifMatch || ifMatch.versions.includes(version);
}

export const VERSION_MESSAGES = {
  malformed:
    'The If-Match header must be * or a quoted version, as the item\'s ETag header or "version" field gives it (for example "1765152000000")',
  stale: 'Someone else saved this item after you opened it. Nothing was saved: compare their version with yours.',
} as const;

/** The JSON form of a value for comparing two versions of an item (a date and its ISO string, a missing field and null, compare equal). */
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields (of `fields`, or every field of either) whose values differ between two versions of an item. */
export function differingFields(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  fields: readonly string[] = [...new Set([...Object.keys(before), ...Object.keys(after)])],
): string[] {
  return fields.filter((field) => !same(before[field], after[field]));
}

/** The `If-Match` header of a save from `version` (none without one: the save then goes ahead whatever changed). */
export const ifMatchHeaders = (version: string | null | undefined): Record<string, string> => (version ? { 'If-Match': version } : {});

/** A stale save's 409 (apps/api/src/lib/versions.ts): the item as it is now, who saved that version and when. */
export interface SaveConflict {
  current: Record<string, unknown>;
  changedBy: string | null;
  changedAt: string | null;
}

/** The conflict a failed save answered, or null when it failed otherwise (a 409 of a value another item has has no `current`). */
export function saveConflictOf(err: unknown): SaveConflict | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  const body = err.body as Partial<SaveConflict> | null | undefined;
  if (typeof body !== 'object' || body === null || typeof body.current !== 'object' || body.current === null) return null;
  return {
    current: body.current,
    changedBy: typeof body.changedBy === 'string' ? body.changedBy : null,
    changedAt: typeof body.changedAt === 'string' ? body.changedAt : null,
  };
}
