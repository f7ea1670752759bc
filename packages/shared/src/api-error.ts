import type { FieldError } from './schemas/common';

const API_ERROR = Symbol.for('mnch.ApiError');

/**
 * A refused or failed API call: the server's `message`, its HTTP status and field errors. The browser's
 * client (apps/web/app/lib/api-client.ts) throws it for an HTTP error answer; the server's in-process
 * reads (PublicReads) throw the same for the same causes, so page loaders handle both alike.
 */
export class ApiError extends Error {
  /**
   * The server's bundle and the web app's bundle each carry their own copy of this class; the mark
   * (a registered symbol, the same in both) makes `instanceof ApiError` true for an error of either.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[API_ERROR] === true;
  }
  readonly [API_ERROR] = true;
  readonly status: number;
  readonly errors: FieldError[];
  /** The whole answer (a stale save's 409 carries the item as it is now: versions.ts `saveConflictOf`). */
  readonly body: unknown;
  constructor(status: number, message: string, errors: FieldError[] = [], body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.body = body;
  }
  /** A thrown value as an ApiError: itself, or a network or other failure (status 0) with its message. */
  static from(err: unknown): ApiError {
    return err instanceof ApiError ? err : new ApiError(0, err instanceof Error ? err.message : String(err));
  }
  /** The message for one field, when the server named it. */
  fieldError(field: string): string | undefined {
    return this.errors.find((e) => e.field === field)?.message;
  }
}
