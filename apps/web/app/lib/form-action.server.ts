import { data, redirect } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '@mnch/shared';
import type { FormFailure } from './form-result';

interface FormAction<S extends z.ZodType, R> {
  /** The request's form body, read once by the route's action (which may pick the form by its `_form`). */
  posted: FormData;
  /** Which form of the page was sent (its hidden `_form` field), so only that form shows the outcome. */
  form: string;
  /** The shared schema the form's scripts check with: the same field messages, in the same order. */
  schema: S;
  /** Fields that may be sent more than once (checkbox groups): read as lists. */
  lists?: readonly string[];
  /** The REST route's call through the load context (context.write), with the checked values. */
  send: (values: z.output<S>) => Promise<R>;
  /**
   * Where the visitor goes after success (a 303, so a refresh does not send the form again), or how to
   * find it from the route's answer (a registration confirmed or waiting for approval). Only flags, never
   * what the visitor typed.
   */
  done: string | ((answer: R) => string);
  /** The message when the call failed for another reason than the visitor's input. */
  failed: string;
}

/**
 * A public form posted before or without scripts (docs/no-script.md): its values are checked with the
 * form's own schema, sent to the REST route its scripts call (through context.write, the same rules and
 * limits), and answered with a redirect to `done`, or with the page showing the field errors next to
 * the fields and the values typed (FormFailure, status 400, or the route's status for a refusal).
 */
export async function handleFormPost<S extends z.ZodType, R>({ posted, form, schema, lists = [], send, done, failed }: FormAction<S, R>) {
  const values: Record<string, string | string[]> = {};
  for (const name of new Set(posted.keys())) {
    if (name === '_form') continue;
    const all = posted.getAll(name).filter((v): v is string => typeof v === 'string');
    values[name] = lists.includes(name) ? all : (all[0] ?? '');
  }
  for (const name of lists) values[name] ??= [];

  const checked = schema.safeParse(values);
  if (!checked.success) {
    const errors: Record<string, string> = {};
    for (const issue of checked.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field && !(field in errors)) errors[field] = issue.message;
    }
    return failure({ form, errors, message: null, values }, 400);
  }
  let answer: R;
  try {
    answer = await send(checked.data);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status >= 500) return failure({ form, errors: {}, message: failed, values }, error.status);
    const errors = Object.fromEntries(error.errors.map((e) => [e.field, e.message]));
    return failure({ form, errors, message: error.message || failed, values }, error.status);
  }
  return redirect(typeof done === 'string' ? done : done(answer), 303);
}

function failure(result: FormFailure, status: number) {
  return data(result, { status, headers: { 'Cache-Control': 'no-store' } });
}
