import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../lib/api-client';

/**
 * Puts the field errors of a 400 answer on the form's fields (only fields the form has) and returns
 * the message to show above the buttons: the server's own message, or a connection message.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
  fallback: string,
): string {
  if (!(error instanceof ApiError)) return fallback;
  let placed = false;
  for (const e of error.errors) {
    const field = fields.find((f) => f === e.field);
    if (field) {
      setError(field, { type: 'server', message: e.message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return error.message || fallback;
}
