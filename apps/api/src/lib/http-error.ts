import type { ZodError } from 'zod';
import { MESSAGES, errorResponseSchema, type FieldError } from '@mnch/shared';

/** An error with an HTTP status that the error handler answers as `{ message, errors? }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    /** Response headers to send with it (e.g. Retry-After). */
    readonly headers?: Record<string, string>,
    /** More of the answer besides its message (a stale save's 409: lib/versions.ts). */
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A route schema's error answers, `{ message, errors? }` for each of the status codes. */
export function errorResponses<C extends number>(...codes: C[]): Record<C, typeof errorResponseSchema> {
  return Object.fromEntries(codes.map((code) => [code, errorResponseSchema])) as Record<C, typeof errorResponseSchema>;
}

/** The error answers most routes declare: a bad request, no or a bad session, a refused role, no such item. */
export const commonErrors = errorResponses(400, 401, 403, 404);

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldError[]) => new HttpError(409, message, errors);

/** A zod failure as a 400: each issue's path names its field (`part` when it has none); one issue's message, else the general one. */
export function zodBadRequest(error: ZodError, part: string): HttpError {
  const errors: FieldError[] = error.issues.map((issue) => ({ field: issue.path.join('.') || part, message: issue.message }));
  return badRequest(errors.length === 1 && errors[0] ? errors[0].message : MESSAGES.common.validation, errors);
}
