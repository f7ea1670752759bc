import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { toast } from '../../lib/toast';
import { CircleAlert, Send } from 'lucide-react';
import { MESSAGES, NEWSLETTER_INTERESTS, TOAST_DURATION_MS } from '@mnch/shared';
import { FormConfirmation } from '../../components/form-fields';
import { Button, Dialog, InPlaceLink, buttonClasses } from '../../components/ui';
import { subscribeErrorMessage } from '../../components/newsletter-form';
import { subscribeCopy } from '../../content/media';
import { api } from '../../lib/api-client';
import { typed, type FormDialogProps, type FormFailure, usePostOutcome } from '../../lib/form-result';
import { MEDIA_SUBSCRIBE } from './subscribe-address';
import { subscribeBody, subscribeModalSchema } from './subscribe-schema';

type FormValues = z.input<typeof subscribeModalSchema>;

const emptyForm: FormValues = { email: '', name: '', organization: '', interests: [] };

const fieldClass =
  'mt-1 h-11 w-full rounded-xl bg-white px-4 text-sm text-slate-900 ring-1 ring-inset ring-slate-300 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-invalid:ring-red-600';

interface SubscribeFormProps {
  action: string;
  closeHref: string;
  onDone: () => void;
  posted: FormFailure | null;
}

function SubscribeForm({ action, closeHref, onDone, posted }: SubscribeFormProps) {
  const ids = { email: useId(), name: useId(), org: useId(), emailError: useId(), nameError: useId(), orgError: useId() };
  const outcome = usePostOutcome(posted);
  const postedInterests = posted?.values.interests;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(subscribeModalSchema),
    defaultValues: {
      email: typed(posted, 'email'),
      name: typed(posted, 'name'),
      organization: typed(posted, 'organization'),
      interests: Array.isArray(postedInterests) ? (postedInterests as FormValues['interests']) : [],
    },
  });
  const fieldError = (field: 'email' | 'name' | 'organization') => outcome.fieldError(field, errors[field]?.message);
  const emailError = fieldError('email');
  const nameError = fieldError('name');
  const orgError = fieldError('organization');

  async function onSubmit(values: FormValues) {
    outcome.clear();
    try {
      await api.post('/newsletter/subscribe', subscribeBody(values));
      // One message for every address: the server does not say whether it was already subscribed.
      toast.success(MESSAGES.subscribe.success, { duration: TOAST_DURATION_MS });
      reset(emptyForm);
      onDone();
    } catch (error) {
      outcome.fail(subscribeErrorMessage(error));
    }
  }

  return (
    <form
      id={MEDIA_SUBSCRIBE.form}
      method="post"
      action={action}
      noValidate
      onSubmit={(event) => {
        outcome.dropPosted();
        return handleSubmit(onSubmit)(event);
      }}
      className="space-y-4"
    >
      <input type="hidden" name="_form" value={MEDIA_SUBSCRIBE.form} />
      <div>
        <label htmlFor={ids.email} className="text-sm font-medium text-slate-800">
          {subscribeCopy.email}{' '}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </label>
        <input
          id={ids.email}
          type="email"
          autoComplete="email"
          required
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? ids.emailError : undefined}
          className={fieldClass}
          defaultValue={typed(posted, 'email')}
          {...register('email')}
        />
        {emailError ? (
          <p id={ids.emailError} className="mt-1 text-sm font-medium text-red-700">
            {emailError}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={ids.name} className="text-sm font-medium text-slate-800">
          {subscribeCopy.name}{' '}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </label>
        <input
          id={ids.name}
          type="text"
          autoComplete="name"
          required
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? ids.nameError : undefined}
          className={fieldClass}
          defaultValue={typed(posted, 'name')}
          {...register('name')}
        />
        {nameError ? (
          <p id={ids.nameError} className="mt-1 text-sm font-medium text-red-700">
            {nameError}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={ids.org} className="text-sm font-medium text-slate-800">
          {subscribeCopy.organization}
        </label>
        <input
          id={ids.org}
          type="text"
          autoComplete="organization"
          aria-invalid={orgError ? true : undefined}
          aria-describedby={orgError ? ids.orgError : undefined}
          className={fieldClass}
          defaultValue={typed(posted, 'organization')}
          {...register('organization')}
        />
        {orgError ? (
          <p id={ids.orgError} className="mt-1 text-sm font-medium text-red-700">
            {orgError}
          </p>
        ) : null}
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{subscribeCopy.interests}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {NEWSLETTER_INTERESTS.map((interest) => (
            <label key={interest} className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-50">
              <input
                type="checkbox"
                value={interest}
                defaultChecked={Array.isArray(postedInterests) && postedInterests.includes(interest)}
                className="size-4 accent-brand-700"
                {...register('interests')}
              />
              {interest}
            </label>
          ))}
        </div>
      </fieldset>
      <div role="alert" className="empty:hidden">
        {outcome.message ? (
          <p className="flex items-start gap-2 rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {outcome.message}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-100 pt-4">
        <InPlaceLink href={closeHref} onActivate={onDone} className={buttonClasses({ variant: 'secondary' })}>
          {subscribeCopy.cancel}
        </InPlaceLink>
        <Button type="submit" loading={isSubmitting} loadingText={subscribeCopy.submitting}>
          <Send aria-hidden="true" className="size-4" />
          {subscribeCopy.submit}
        </Button>
      </div>
    </form>
  );
}

/**
 * The subscribe modal of the media page, wired to POST /newsletter/subscribe. An address opens it
 * (?subscribe=1, subscribe-address.ts); before or without scripts its form posts there (media.route.tsx's
 * action), which comes back with the errors and values typed (`posted`), or after success with ?subscribed=1.
 */
export function SubscribeModal({ open, onClose, closeHref, action, sent, posted }: FormDialogProps & { posted: FormFailure | null }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      closeHref={closeHref}
      title={subscribeCopy.dialogTitle}
      description={subscribeCopy.dialogDescription}
      footer={
        sent ? (
          <InPlaceLink href={closeHref} onActivate={onClose} className={buttonClasses({ variant: 'secondary' })}>
            {subscribeCopy.close}
          </InPlaceLink>
        ) : undefined
      }
    >
      {sent ? (
        <FormConfirmation id={MEDIA_SUBSCRIBE.form}>{MESSAGES.subscribe.success}</FormConfirmation>
      ) : (
        <SubscribeForm action={action} closeHref={closeHref} onDone={onClose} posted={posted} />
      )}
    </Dialog>
  );
}
