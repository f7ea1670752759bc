import { BellRing } from 'lucide-react';
import { MESSAGES, TOAST_DURATION_MS, eventNotificationInterests, subscribeDialogSchema } from '@mnch/shared';
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
 * Subscribe to Event Notifications: a subscription (POST /api/newsletter/subscribe, source events) to
 * the event types chosen, or to every event when none is (eventNotificationInterests); double opt-in,
 * answered "check your inbox to confirm" whatever the address. An address opens
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
    schema: subscribeDialogSchema,
    posted: formFailure(pagePosted, EVENT_FORMS.notify),
    empty: { source: 'events', name: '', email: '', interests: [] },
    hidden: ['source'],
    send: (values) => api.post('/newsletter/subscribe', { ...values, interests: eventNotificationInterests(values.interests) }),
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
      formId={EVENT_FORMS.notify}
      title={eventsCopy.notifyCta.title}
      description={copy.description}
      hidden={{ source: 'events' }}
      confirmation={
        <FormConfirmation id={EVENT_FORMS.notify} title={MESSAGES.subscribe.toastSuccess}>
          {MESSAGES.subscribe.success}
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
      <CheckboxGroup legend={copy.types} options={notificationEventTypes} {...form.list('interests')} />
    </PublicFormDialog>
  );
}
