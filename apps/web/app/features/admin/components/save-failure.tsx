import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { CircleAlert } from 'lucide-react';
import { SAVE_FAILURE_MESSAGES } from '@mnch/shared';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../components/server-errors';

/**
 * What a failed save says in its open form, by what went wrong: no answer (the connection or the server is
 * down), an answer of 500 or more, a lost permission (403), an ended session that was not renewed (401; the
 * sign-in-again dialog, lib/reauthenticate.ts, comes first), or the server's own message (a 400 with field
 * errors, a 409). `placedOnFields`: the server's field errors were put next to their fields.
 */
export function saveFailureMessage(err: unknown, placedOnFields = false): string {
  const error = ApiError.from(err);
  if (error.status === 0) return SAVE_FAILURE_MESSAGES.network;
  if (error.status >= 500) return SAVE_FAILURE_MESSAGES.server;
  if (error.status === 403) return SAVE_FAILURE_MESSAGES.forbidden;
  if (error.status === 401) return SAVE_FAILURE_MESSAGES.signedOut;
  if (placedOnFields) return SAVE_FAILURE_MESSAGES.invalid;
  return error.message || SAVE_FAILURE_MESSAGES.server;
}

export interface FormSave<T extends FieldValues> {
  /** Why the last save failed, shown by `SaveFailure` next to the Save button; null before and after a save that worked. */
  failure: string | null;
  /**
   * Runs `save` (the call, its success toast, closing the form). A failure puts the server's field errors on
   * the form's `fields` (`aliases`: the API's name of a field to the form's) and sets `failure`; the form
   * keeps what was typed. Resolves true when the save went through.
   */
  run: (save: () => Promise<unknown>, aliases?: Readonly<Record<string, Path<T>>>) => Promise<boolean>;
}

/** The one save handler of the back office's forms: see `FormSave`. */
export function useFormSave<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  fields: ReadonlyArray<Path<T>>,
  aliases: Readonly<Record<string, Path<T>>> = {},
): FormSave<T> {
  const [failure, setFailure] = useState<string | null>(null);
  const run: FormSave<T>['run'] = async (save, more) => {
    setFailure(null);
    try {
      await save();
      return true;
    } catch (err) {
      const all = { ...aliases, ...more };
      const error = ApiError.from(err);
      applyServerErrors(error, form.setError, fields, '', all);
      setFailure(saveFailureMessage(error, placedOnFields(error, fields, all)));
      return false;
    }
  };
  return { failure, run };
}

function placedOnFields(error: ApiError, fields: ReadonlyArray<string>, aliases: Readonly<Record<string, string>>): boolean {
  return error.errors.some((e) => fields.includes(aliases[e.field] ?? e.field));
}

/**
 * A failed save, in the dialog's footer on a row of its own just above its Save button (a toast would be
 * drawn behind the open dialog): says what went wrong and what to do. Nothing when `message` is null.
 */
export function SaveFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="flex min-w-0 basis-full items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm leading-5 text-red-800"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}
