import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../lib/toast';
import type { z } from 'zod';
import { BellRing } from 'lucide-react';
import { TOAST_DURATION_MS, eventNotificationsInquirySchema } from '@mnch/shared';
import { CheckboxGroup, FormAlert, FormConfirmation, TextField } from '../../components/form-fields';
import { applyServerErrors } from '../../components/server-errors';
import { Button, Dialog, InPlaceLink, buttonClasses } from '../../components/ui';
import { eventsCopy, notificationEventTypes } from '../../content/events';
import { eventDialogsCopy } from '../../content/event-dialogs';
import { api } from '../../lib/api-client';
import { formFailure, typed, type FormDialogProps, type FormFailure, usePostOutcome } from '../../lib/form-result';
import { EVENT_FORMS } from './event-forms';

const copy = eventDialogsCopy.notify;
type FormInput = z.input<typeof eventNotificationsInquirySchema>;
type FormOutput = z.output<typeof eventNotificationsInquirySchema>;
const FIELDS = ['name', 'email', 'eventTypes'] as const;

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
  const posted = formFailure(pagePosted, EVENT_FORMS.notify);
  const outcome = usePostOutcome(posted);
  const postedTypes = posted?.values.eventTypes;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(eventNotificationsInquirySchema),
    defaultValues: {
      kind: 'event-notifications',
      name: typed(posted, 'name'),
      email: typed(posted, 'email'),
      eventTypes: Array.isArray(postedTypes) ? postedTypes : [],
    },
  });
  const fieldError = (field: (typeof FIELDS)[number]) => outcome.fieldError(field, errors[field]?.message);

  function close() {
    outcome.clear();
    onClose();
  }

  async function onSubmit(values: FormOutput) {
    outcome.clear();
    try {
      await api.post('/inquiries', values);
      toast.success(copy.success, { description: copy.successText, duration: TOAST_DURATION_MS });
      reset({ kind: 'event-notifications', name: '', email: '', eventTypes: [] });
      close();
    } catch (error) {
      outcome.fail(applyServerErrors(error, setError, FIELDS, copy.failed));
      toast.error(copy.failed, { duration: TOAST_DURATION_MS });
    }
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      closeHref={closeHref}
      title={eventsCopy.notifyCta.title}
      description={sent ? undefined : copy.description}
      size="lg"
      footer={
        sent ? (
          <InPlaceLink href={closeHref} onActivate={close} className={buttonClasses({ variant: 'secondary' })}>
            {eventDialogsCopy.dialog.close}
          </InPlaceLink>
        ) : undefined
      }
    >
      {sent ? (
        <FormConfirmation id={EVENT_FORMS.notify} title={copy.success}>
          {copy.successText}
        </FormConfirmation>
      ) : (
        <form
          id={EVENT_FORMS.notify}
          method="post"
          action={action}
          noValidate
          aria-label={eventsCopy.notifyCta.title}
          onSubmit={(event) => {
            outcome.dropPosted();
            return handleSubmit(onSubmit)(event);
          }}
          className="grid gap-5"
        >
          <input type="hidden" name="_form" value={EVENT_FORMS.notify} />
          <input type="hidden" name="kind" value="event-notifications" />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={copy.email}
              type="email"
              autoComplete="email"
              required
              error={fieldError('email')}
              defaultValue={typed(posted, 'email')}
              {...register('email')}
            />
            <TextField
              label={copy.name}
              autoComplete="name"
              required
              error={fieldError('name')}
              defaultValue={typed(posted, 'name')}
              {...register('name')}
            />
          </div>
          <CheckboxGroup
            legend={copy.types}
            options={notificationEventTypes}
            inputProps={register('eventTypes')}
            checked={Array.isArray(postedTypes) ? postedTypes : undefined}
            error={fieldError('eventTypes')}
          />
          {outcome.message ? <FormAlert tone="error">{outcome.message}</FormAlert> : null}
          <div className="flex flex-wrap justify-end gap-3 border-t border-slate-100 pt-5">
            <InPlaceLink href={closeHref} onActivate={close} className={buttonClasses({ variant: 'ghost' })}>
              {copy.cancel}
            </InPlaceLink>
            <Button type="submit" loading={isSubmitting} loadingText={copy.submitting}>
              <BellRing aria-hidden="true" className="size-4" />
              {copy.submit}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
