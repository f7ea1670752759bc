import type { FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { TOAST_DURATION_MS } from '@mnch/shared';
import { applyServerErrors } from '../components/server-errors';
import { usePostOutcome, type FormFailure } from './form-result';
import { toast } from './toast';

export interface PublicFormOptions<In extends FieldValues, Out> {
  /** The API's own schema for what the form sends (packages/shared). */
  schema: z.ZodType<Out, In>;
  /** What the form's post before or without scripts came back with, if it failed. */
  posted: FormFailure | null;
  /**
   * Every field empty: what the form starts from, with what `posted` brought back typed in, and what
   * it goes back to once sent. Values it sends that are no field of the form (an inquiry's `kind`) are
   * set here too, and named in `hidden`.
   */
  empty: In;
  hidden?: readonly Path<In>[];
  /** Sends the checked values to the API; throws what the API refused. */
  send: (values: Out) => Promise<unknown>;
  /** After the API accepted (the fields are empty again by then): a notice, a confirmation, a close. */
  onSent: () => void;
  /** The message over the form and the notice when sending failed other than on a field. */
  failed: { message: string; toast: string };
}

/** `empty` with what the failed post typed in, field by field (a list for a list, text for text). */
export function refill<In extends FieldValues>(empty: In, posted: FormFailure | null, hidden: readonly Path<In>[] = []): In {
  const values: Record<string, unknown> = { ...empty };
  for (const [field, value] of Object.entries(posted?.values ?? {})) {
    if (!(field in empty) || hidden.includes(field as Path<In>)) continue;
    if (Array.isArray(empty[field]) ? Array.isArray(value) : typeof value === 'string') values[field] = value;
  }
  return values as In;
}

/**
 * A public form (docs/no-script.md, "Forms"): checked in the browser with the API's schema, sent in
 * place, the server's field errors put on their fields, a notice either way. Before or without
 * scripts the same form posts to the page's action; `posted` is what that came back with when it
 * failed, and its values and errors show until the form is sent again.
 *
 * `text(name)` and `list(name)` are what a TextField (or TextAreaField, SelectField) and a
 * CheckboxGroup of components/form-fields.tsx take for a field; `onSubmit` goes on the <form>.
 */
export function usePublicForm<In extends FieldValues, Out>({
  schema,
  posted,
  empty,
  hidden = [],
  send,
  onSent,
  failed,
}: PublicFormOptions<In, Out>) {
  const outcome = usePostOutcome(posted);
  const initial = refill(empty, posted, hidden);
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), defaultValues: initial as DefaultValues<In> });
  const { register, handleSubmit, reset, setError, formState } = form;
  const fields = (Object.keys(empty) as Path<In>[]).filter((name) => !hidden.includes(name));
  const fieldError = (name: Path<In>) => outcome.fieldError(name, formState.errors[name]?.message as string | undefined);

  async function submit(values: Out) {
    outcome.clear();
    try {
      await send(values);
      reset(empty);
      onSent();
    } catch (error) {
      outcome.fail(applyServerErrors(error, setError, fields, failed.message));
      toast.error(failed.toast, { duration: TOAST_DURATION_MS });
    }
  }

  return {
    form,
    isSubmitting: formState.isSubmitting,
    /** The message over the form: the failed post's, then the last send's. */
    message: outcome.message,
    /** Forgets the outcome shown (a close, a new start). */
    clear: outcome.clear,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      outcome.dropPosted();
      return handleSubmit(submit)(event);
    },
    /** A text field's props: registered, its error, and the value the page is served with. */
    text: (name: Path<In>) => {
      const value: unknown = initial[name];
      return { ...register(name), error: fieldError(name), defaultValue: typeof value === 'string' ? value : '' };
    },
    /** A checkbox group's props: registered, its error, and the boxes ticked when the page is served. */
    list: (name: Path<In>) => {
      const value: unknown = initial[name];
      return { inputProps: register(name), error: fieldError(name), checked: Array.isArray(value) ? (value as string[]) : undefined };
    },
  };
}
