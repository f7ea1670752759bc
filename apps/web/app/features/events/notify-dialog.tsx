import { eventNotificationInterests } from '@mnch/shared';
import { InterestsSubscribeDialog } from '../../components/interests-subscribe-dialog';
import { eventsCopy, notificationEventTypes } from '../../content/events';
import { eventDialogsCopy } from '../../content/event-dialogs';
import type { FormDialogProps, FormFailure } from '../../lib/form-result';
import { EVENT_FORMS } from './event-forms';

const copy = eventDialogsCopy.notify;

/**
 * Subscribe to Event Notifications: a subscription (source events) to the event types chosen, or to
 * every event when none is (eventNotificationInterests). An address opens it (?notify=1,
 * event-forms.ts); before or without scripts its form posts there (events.route.tsx's action), which
 * comes back with the errors and values typed, or after success with ?notified=1.
 */
export function NotifyDialog(props: FormDialogProps & { posted: FormFailure | null }) {
  return (
    <InterestsSubscribeDialog
      {...props}
      formId={EVENT_FORMS.notify}
      source="events"
      title={eventsCopy.notifyCta.title}
      labels={{ ...copy, close: eventDialogsCopy.dialog.close }}
      interests={{ legend: copy.types, options: notificationEventTypes }}
      interestsOf={eventNotificationInterests}
    />
  );
}
