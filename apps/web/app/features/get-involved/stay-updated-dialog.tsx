import { BellRing } from 'lucide-react';
import { MESSAGES, TOAST_DURATION_MS, subscribeDialogSchema } from '@mnch/shared';
import { CheckboxGroup, FormConfirmation, TextField } from '../../components/form-fields';
import { PublicFormDialog } from '../../components/form-dialog';
import { getInvolvedCopy, stayUpdatedAreas } from '../../content/get-involved';
import { api } from '../../lib/api-client';
import { formFailure, type FormDialogProps, type FormFailure } from '../../lib/form-result';
import { toast } from '../../lib/toast';
import { usePublicForm } from '../../lib/use-public-form';
import { GET_INVOLVED_FORMS } from './get-involved-forms';

const copy = getInvolvedCopy.stayUpdatedDialog;
const FORM = GET_INVOLVED_FORMS.stayUpdated;
const areaOptions = stayUpdatedAreas.map((a) => ({ value: a, label: a }));

/**
 * Stay Updated: a newsletter subscription with the interests chosen (POST /api/newsletter/subscribe,
 * source get-involved; double opt-in, docs/behaviour/subscribers.md), answered "check your inbox to
 * confirm" whatever the address. An address opens it (?dialog=stay-updated, get-involved-forms.ts); before or without scripts
 * its form posts there (get-involved.route.tsx's action), which comes back with the errors and values
 * typed, or after success with ?sent=1 and the same message. `posted` is what the page's last post
 * without scripts came back with, if it failed (this form's outcome is taken from it).
 */
export function StayUpdatedDialog({
  open,
  onClose,
  closeHref,
  action,
  sent,
  posted: pagePosted,
}: FormDialogProps & { posted: FormFailure | null }) {
  const form = usePublicForm({
    schema: subscribeDialogSchema,
    posted: formFailure(pagePosted, FORM),
    empty: { source: 'get-involved', name: '', email: '', interests: [] },
    hidden: ['source'],
    send: (values) => api.post('/newsletter/subscribe', values),
    onSent: () => {
      // One message for every address: the server does not say whether it was already subscribed.
      toast.success(MESSAGES.subscribe.toastSuccess, { description: MESSAGES.subscribe.success, duration: TOAST_DURATION_MS });
      close();
    },
    failed: { message: MESSAGES.subscribe.failed, toast: MESSAGES.subscribe.toastFailed },
  });

  function close() {
    form.clear();
    onClose();
  }

  return (
    <PublicFormDialog
      open={open}
      onClose={close}
      closeHref={closeHref}
      action={action}
      sent={sent}
      formId={FORM}
      title={copy.title}
      description={copy.description}
      hidden={{ source: 'get-involved' }}
      confirmation={
        <FormConfirmation id={FORM} title={MESSAGES.subscribe.toastSuccess}>
          {MESSAGES.subscribe.success}
        </FormConfirmation>
      }
      form={form}
      labels={copy}
      icon={BellRing}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={copy.email} type="email" autoComplete="email" required {...form.text('email')} />
        <TextField label={copy.name} autoComplete="name" required {...form.text('name')} />
      </div>
      <CheckboxGroup legend={copy.areas} options={areaOptions} {...form.list('interests')} />
    </PublicFormDialog>
  );
}
