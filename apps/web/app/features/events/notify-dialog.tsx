import { BellRing } from 'lucide-react';
import { TOAST_DURATION_MS, eventNotificationsInquirySchema } from '@mnch/shared';
import { CheckboxGroup, FormConfirmation, TextField } from '../../components/form-fields';
import { PublicFormDialog } from '../../components/form-dialog';
import { eventsCopy, notificationEventTypes } from '../../content/events';
import { eventDialogsCopy } from '../../content/event-dialogs';
import { api } from '../../lib/api-client';
import { formFailure, type FormDialogProps, type FormFailure } from '../../lib/form-result';
import { toast } from '../../lib/toast';
import { usePublicForm } from '../../lib/use-public-form';
import { EVENT_FORMS } from './event-forms';

const copy = eventDialogsCopy.notify;

/**
 * Subscribe to Event Notifications: stored as an inquiry of kind event-notifications. An address opens
 * it (?notify=1, event-forms.ts); before or without scripts its form posts there (events.route.tsx's
 * action), which comes back with the errors and values typed, or after success with ?notified=1.
 */
export function NotifyDialog({
  open,
  onClose,
  closeHref,
  action,
  sent,
  posted: pagePosted,
}: FormDialogProps & {
  /** What the page's last post came back with (its action's answer), if it failed. */
  posted: FormFailure | null;
}) {
  const form = usePublicForm({
    schema: eventNotificationsInquirySchema,
    posted: formFailure(pagePosted, EVENT_FORMS.notify),
    empty: { kind: 'event-notifications', name: '', email: '', eventTypes: [] },
    hidden: ['kind'],
    send: (values) => api.post('/inquiries', values),
    onSent: () => {
      toast.success(copy.success, { description: copy.successText, duration: TOAST_DURATION_MS });
      close();
    },
    failed: { message: copy.failed, toast: copy.failed },
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
      formId={EVENT_FORMS.notify}
      title={eventsCopy.notifyCta.title}
      description={copy.description}
      hidden={{ kind: 'event-notifications' }}
      confirmation={
        <FormConfirmation id={EVENT_FORMS.notify} title={copy.success}>
          {copy.successText}
        </FormConfirmation>
      }
      form={form}
      labels={{ ...copy, close: eventDialogsCopy.dialog.close }}
      icon={BellRing}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={copy.email} type="email" autoComplete="email" required {...form.text('email')} />
        <TextField label={copy.name} autoComplete="name" required {...form.text('name')} />
      </div>
      <CheckboxGroup legend={copy.types} options={notificationEventTypes} {...form.list('eventTypes')} />
    </PublicFormDialog>
  );
}
