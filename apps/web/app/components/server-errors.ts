import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../lib/api-client';

/**
 * Puts the field errors of a 400 answer on the form's fields (only fields the form has; `aliases` maps
 * the API's name of a field to the form's, where they differ) and focuses the first, and returns the
 * message to show: the server's own message, or `fallback` when there was no answer (a connection error).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
  fallback: string,
  aliases: Readonly<Record<string, Path<T>>> = {},
): string {
  if (!(error instanceof ApiError)) return fallback;
  let placed = false;
  for (const e of error.errors) {
    const name = aliases[e.field] ?? e.field;
    const field = fields.find((f) => f === name);
    if (field) {
      setError(field, { type: 'server', message: e.message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return error.message || fallback;
}
