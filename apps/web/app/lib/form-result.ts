import { useState } from 'react';
import { useActionData } from 'react-router';

/**
 * What a public form posted before or without scripts came back with (lib/form-action.server.ts): the
 * field errors and the message to show, and the values typed, to fill the fields again.
 */
export interface FormFailure {
  form: string;
  errors: Record<string, string>;
  message: string | null;
  values: Record<string, string | string[]>;
}

/** The outcome of the last post of the form named `form` on this page, if that was the form sent. */
export function useFormFailure(form: string): FormFailure | null {
  return formFailure(useActionData(), form);
}

/**
 * The failure in what a post came back with (an action's answer), if any, and if `form` is named only
 * if it is that form's. An island, which has no action data (islands/island.tsx), takes it as a prop
 * from its page, which reads it with `formFailure(useActionData())`.
 */
export function formFailure(result: unknown, form?: string): FormFailure | null {
  return isFormFailure(result) && (form === undefined || result.form === form) ? result : null;
}

/** Is an action's answer a FormFailure (named by its form, as lib/form-action.server.ts makes them)? */
function isFormFailure(value: unknown): value is FormFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    'form' in value &&
    typeof value.form === 'string' &&
    'errors' in value &&
    'values' in value
  );
}

/** A text field's value as typed in the failed post (empty when there was none). */
export function typed(failure: FormFailure | null, field: string): string {
  const value = failure?.values[field];
  return typeof value === 'string' ? value : '';
}

/**
 * What a form shows of its outcome: first what its post before or without scripts came back with
 * (`posted`), then what sending it in place answered. `fieldError` gives the form's own check first,
 * else the post's; `dropPosted` forgets the post's field errors (the form is being sent in place),
 * `clear` forgets everything (a new send, a close), `fail` shows a message over the form.
 */
export function usePostOutcome(posted: FormFailure | null) {
  const [postedErrors, setPostedErrors] = useState(posted?.errors ?? null);
  const [message, setMessage] = useState<string | null>(posted?.message ?? null);
  return {
    message,
    fail: (text: string | null) => setMessage(text),
    fieldError: (field: string, own?: string): string | undefined => own ?? postedErrors?.[field],
    dropPosted: () => setPostedErrors(null),
    clear: () => {
      setMessage(null);
      setPostedErrors(null);
    },
  };
}

/** A dialog with a form that an address opens (docs/no-script.md, "Forms"). */
export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The page without the dialog: its close link. */
  closeHref: string;
  /** The dialog's own address, where its form posts before or without scripts (the page's action). */
  action: string;
  /** The form was sent without scripts: the address says so, and the dialog shows the success message. */
  sent: boolean;
}
