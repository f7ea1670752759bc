import { Send } from 'lucide-react';
import { INQUIRY_INTERESTS, INQUIRY_MESSAGES, TOAST_DURATION_MS, getInvolvedInquirySchema } from '@mnch/shared';
import { FormConfirmation, SelectField, TextAreaField, TextField } from '../../components/form-fields';
import { PublicFormDialog } from '../../components/form-dialog';
import { getInvolvedCopy, interestLabels } from '../../content/get-involved';
import { api } from '../../lib/api-client';
import { formFailure, type FormDialogProps, type FormFailure } from '../../lib/form-result';
import { toast } from '../../lib/toast';
import { usePublicForm } from '../../lib/use-public-form';
import { GET_INVOLVED_FORMS } from './get-involved-forms';

const copy = getInvolvedCopy.getInTouch;
const FORM = GET_INVOLVED_FORMS.getInTouch;
const interestOptions = INQUIRY_INTERESTS.map((value) => ({ value, label: interestLabels[value] }));

/**
 * Get in Touch: stored as an inquiry of kind get-involved; the toast follows the server's answer. An
 * address opens it (?dialog=get-in-touch, get-involved-forms.ts); before or without scripts its form
 * posts there (get-involved.route.tsx's action), which comes back with the errors and values typed, or
 * after success with ?sent=1 and the same message. `posted` is what the page's last post without
 * scripts came back with, if it failed (this form's outcome is taken from it).
 */
export function GetInTouchDialog({ posted: pagePosted, ...dialog }: FormDialogProps & { posted: FormFailure | null }) {
  const form = usePublicForm({
    schema: getInvolvedInquirySchema,
    posted: formFailure(pagePosted, FORM),
    empty: { kind: 'get-involved', name: '', email: '', organization: '', interest: '', message: '' },
    hidden: ['kind'],
    send: (values) => api.post('/inquiries', values),
    onSent: () => {
      toast.success(INQUIRY_MESSAGES.sent, { duration: TOAST_DURATION_MS });
      close();
    },
    failed: { message: INQUIRY_MESSAGES.sendFailed, toast: INQUIRY_MESSAGES.sendFailed },
  });

  function close() {
    form.clear();
    dialog.onClose();
  }

  return (
    <PublicFormDialog
      {...dialog}
      onClose={close}
      formId={FORM}
      title={copy.title}
      description={copy.description}
      hidden={{ kind: 'get-involved' }}
      confirmation={<FormConfirmation id={FORM}>{INQUIRY_MESSAGES.sent}</FormConfirmation>}
      form={form}
      labels={copy}
      icon={Send}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={copy.name} autoComplete="name" required {...form.text('name')} />
        <TextField label={copy.email} type="email" autoComplete="email" required {...form.text('email')} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={copy.organization} autoComplete="organization" optional {...form.text('organization')} />
        <SelectField
          label={copy.interest}
          optional
          placeholder={copy.interestPlaceholder}
          options={interestOptions}
          {...form.text('interest')}
        />
      </div>
      <TextAreaField label={copy.message} required {...form.text('message')} />
    </PublicFormDialog>
  );
}
