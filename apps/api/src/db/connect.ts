import pg from 'pg';

/** Start-up could not reach the database named by DATABASE_URL; the message says why, without a stack. */
export class DatabaseConnectError extends Error {}

/** The URL as it may be printed: the password replaced by ***. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable URL)';
  }
}

interface PgError {
  code?: string;
  message?: string;
  errors?: PgError[];
}

/**
 * Errors worth waiting out: nothing listening yet, name not resolvable yet (containers), network
 * trouble, the server starting up or out of connection slots. Everything else (wrong user, password
 * or database name, TLS refused) will not change by waiting and stops start-up at once.
 */
const TRANSIENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  '57P03',
  '53300',
]);

/** A short reason for a connection error (pg's message, or the socket error code). */
function reason(err: unknown): { text: string; transient: boolean } {
  const e = err as PgError;
  // Node reports a refused dual-stack connection as an AggregateError of one error per address.
  const first = e?.errors?.[0] ?? e;
  const code = first?.code ?? e?.code;
  const text = (first?.message || e?.message || code || String(err)).trim();
  const timeout = /timeout/i.test(text);
  return { text: text || 'unknown error', transient: timeout || (code !== undefined && TRANSIENT.has(code)) };
}

export interface WaitOptions {
  /** Give up after this long (0: one attempt). */
  timeoutMs: number;
  /** Called once per failed attempt that will be retried. */
  onRetry?: (info: { attempt: number; reason: string; delayMs: number; remainingMs: number }) => void;
  /** First pause between attempts (doubles each time, at most `maxDelayMs`). */
  initialDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * Connects to the PostgreSQL server of `url` and runs `select 1`, retrying with exponential backoff
 * while the failure is one that time can cure (see TRANSIENT) and `timeoutMs` has not passed.
 * Throws DatabaseConnectError naming DATABASE_URL and the reason otherwise.
 */
export async function waitForPostgres(url: string, options: WaitOptions): Promise<void> {
  const started = Date.now();
  const deadline = started + options.timeoutMs;
  let delay = options.initialDelayMs ?? 500;
  const maxDelay = options.maxDelayMs ?? 5_000;
  for (let attempt = 1; ; attempt++) {
    const remaining = Math.max(0, deadline - Date.now());
    // An attempt waits at most 10 s, and no longer than what is left (a host that drops packets would
    // otherwise hang); a single attempt (timeout 0) gets the full 10 s.
    const attemptMs = options.timeoutMs === 0 ? 10_000 : Math.max(1_000, Math.min(remaining, 10_000));
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: attemptMs });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch (err) {
      await client.end().catch(() => undefined);
      const { text, transient } = reason(err);
      const left = deadline - Date.now();
      if (!transient) {
        throw new DatabaseConnectError(`DATABASE_URL: cannot use the database at ${redactUrl(url)}: ${text}`);
      }
      if (left <= 0) {
        const waited = Math.round((Date.now() - started) / 1000);
        throw new DatabaseConnectError(
          `DATABASE_URL: cannot reach the database at ${redactUrl(url)}: ${text} (gave up after ${attempt} attempt${attempt === 1 ? '' : 's'} in ${waited} s; DATABASE_CONNECT_TIMEOUT sets how long to wait)`,
        );
      }
      const pause = Math.min(delay, left);
      options.onRetry?.({ attempt, reason: text, delayMs: pause, remainingMs: left });
      await new Promise((r) => setTimeout(r, pause));
      delay = Math.min(delay * 2, maxDelay);
    }
  }
}

/** What pg says when a connection in use ends (its socket closed, or a query sent on a closed client). */
const CONNECTION_LOST = /^(Connection terminated|Client was closed and is not queryable|Client has encountered a connection error)/;

/**
 * Did `err` (or an error it wraps: drizzle puts the driver's error in `cause`) come from losing the
 * database rather than from the query? A terminated backend (57P01 admin shutdown, 57P02 crash
 * shutdown), a server starting or out of connection slots (57P03, 53300), a connection exception
 * (SQLSTATE class 08), a socket error (see TRANSIENT) or pg's own "Connection terminated" messages.
 * The error handler (plugins/errors.ts) answers these 503: trying again shortly may succeed.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; typeof e === 'object' && e !== null && depth < 5; depth++) {
    const { code, message } = e as PgError;
    if (typeof code === 'string' && (TRANSIENT.has(code) || code.startsWith('08') || code === '57P01' || code === '57P02')) return true;
    if (typeof message === 'string' && CONNECTION_LOST.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The innermost error's code and message (pg's, without the query or its parameters), for a log line. */
export function databaseReason(err: unknown): string {
  let e = err;
  for (let depth = 0; depth < 5; depth++) {
    const cause = typeof e === 'object' && e !== null ? (e as { cause?: unknown }).cause : undefined;
    if (typeof cause !== 'object' || cause === null) break;
    e = cause;
  }
  const { code, message } = (e ?? {}) as PgError;
  return [code, message].filter(Boolean).join(' ') || 'unknown error';
}
