import { BellRing } from 'lucide-react';
import { MESSAGES, TOAST_DURATION_MS, subscribeDialogSchema } from '@mnch/shared';
import { api } from '../lib/api-client';
import { formFailure, type FormDialogProps, type FormFailure } from '../lib/form-result';
import { toast } from '../lib/toast';
import { usePublicForm } from '../lib/use-public-form';
import { PublicFormDialog } from './form-dialog';
import { CheckboxGroup, FormConfirmation, TextField } from './form-fields';

interface InterestsSubscribeDialogProps extends FormDialogProps {
  /** What the page's last post came back with (its action's answer), if it failed. */
  posted: FormFailure | null;
  /** The form's name (its element id, `_form` in its post). */
  formId: string;
  /** Where the subscription comes from (its `source`). */
  source: 'events' | 'get-involved';
  title: string;
  labels: { description: string; email: string; name: string; submit: string; submitting: string; cancel: string; close: string };
  /** The interests' checkboxes: their legend and choices. */
  interests: { legend: string; options: readonly { value: string; label: string }[] };
  /** The interests sent for those chosen (those chosen unless said). */
  interestsOf?: (chosen: readonly string[] | undefined) => readonly string[];
}

/**
 * A newsletter subscription with interests chosen, in a dialog an address opens (POST
 * /api/newsletter/subscribe; double opt-in, docs/behaviour/subscribers.md), answered "check your inbox
 * to confirm" whatever the address. Before or without scripts its form posts to `action` (the page's
 * action), which comes back with the errors and values typed, or after success with `sent`.
 */
export function InterestsSubscribeDialog({
  posted,
  formId,
  source,
  title,
  labels,
  interests,
  interestsOf,
  ...dialog
}: InterestsSubscribeDialogProps) {
  const form = usePublicForm({
    schema: subscribeDialogSchema,
    posted: formFailure(posted, formId),
    empty: { source, name: '', email: '', interests: [] },
    hidden: ['source'],
    send: (values) => api.post('/newsletter/subscribe', interestsOf ? { ...values, interests: interestsOf(values.interests) } : values),
    onSent: () => {
      // One message for every address: the server does not say whether it was already subscribed.
      toast.success(MESSAGES.subscribe.toastSuccess, { description: MESSAGES.subscribe.success, duration: TOAST_DURATION_MS });
      close();
    },
    failed: { message: MESSAGES.subscribe.failed, toast: MESSAGES.subscribe.toastFailed },
  });

  function close() {
    form.clear();
    dialog.onClose();
  }

  return (
    <PublicFormDialog
      {...dialog}
      onClose={close}
      formId={formId}
      title={title}
      description={labels.description}
      hidden={{ source }}
      confirmation={
        <FormConfirmation id={formId} title={MESSAGES.subscribe.toastSuccess}>
          {MESSAGES.subscribe.success}
        </FormConfirmation>
      }
      form={form}
      labels={labels}
      icon={BellRing}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={labels.email} type="email" autoComplete="email" required {...form.text('email')} />
        <TextField label={labels.name} autoComplete="name" required {...form.text('name')} />
      </div>
      <CheckboxGroup legend={interests.legend} options={interests.options} {...form.list('interests')} />
    </PublicFormDialog>
  );
}
