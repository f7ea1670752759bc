// The writes of `npm run bench:load` and their check: every registration and inquiry the server
// accepted (201) must be in the database afterwards, found by the run's unique marker in the email.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

export type WriteKind = 'registrations' | 'inquiries';
export const WRITE_KINDS: WriteKind[] = ['registrations', 'inquiries'];

/** Marks one run's writes: `load-<hex>`. */
export const newRunMarker = () => `load-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** The unique email of write `n` of a kind in the run. */
export const writeEmail = (marker: string, kind: WriteKind, n: number) => `${marker}-${kind[0]}${n}@load.example.org`;

export interface WriteCheck {
  kind: WriteKind;
  /** Answered 201 by the server. */
  accepted: number;
  /** Rows carrying the run's marker. */
  stored: number;
  /** Accepted but not in the database: lost writes. */
  missing: string[];
  /** In the database but never answered 201 (cut off at the end of the run, or answered otherwise). */
  unanswered: number;
}

/** Reads the run's rows straight from the database and compares them with what the server accepted. */
export async function checkWrites(db: Db, marker: string, accepted: Record<WriteKind, Set<string>>): Promise<WriteCheck[]> {
  const pattern = `${marker}-%`;
  const queries: Record<WriteKind, ReturnType<typeof sql>> = {
    registrations: sql`select email from event_registrations where email like ${pattern}`,
    inquiries: sql`select email from inquiries where email like ${pattern}`,
  };
  const checks: WriteCheck[] = [];
  for (const kind of WRITE_KINDS) {
    const result = (await db.execute(queries[kind])) as { rows: Array<{ email: string }> };
    const stored = new Set(result.rows.map((r) => r.email));
    const missing = [...accepted[kind]].filter((email) => !stored.has(email));
    const unanswered = [...stored].filter((email) => !accepted[kind].has(email)).length;
    checks.push({ kind, accepted: accepted[kind].size, stored: stored.size, missing, unanswered });
  }
  return checks;
}
