import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { toast } from '../../lib/toast';
import { CircleAlert, Send } from 'lucide-react';
import { MESSAGES, NEWSLETTER_INTERESTS, TOAST_DURATION_MS, subscribeSchema, type SubscribeResponse } from '@mnch/shared';
import { Button, Dialog } from '../../components/ui';
import { subscribeErrorMessage } from '../../components/newsletter-form';
import { subscribeCopy } from '../../content/media';
import { api } from '../../lib/api-client';

/** The modal's form: the API's subscribe schema, with the full name required (spec part 2, section 5). */
export const subscribeModalSchema = subscribeSchema.extend({
  name: z.string().trim().min(1, { error: 'Please enter your full name' }).max(200),
  organization: z.string().trim().max(200).optional(),
  interests: z.array(z.enum(NEWSLETTER_INTERESTS)).optional(),
});
type FormValues = z.input<typeof subscribeModalSchema>;

const emptyForm: FormValues = { email: '', name: '', organization: '', interests: [] };

const fieldClass =
  'mt-1 h-11 w-full rounded-xl bg-white px-4 text-sm text-slate-900 ring-1 ring-inset ring-slate-300 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-invalid:ring-red-600';

function SubscribeForm({ onDone }: { onDone: () => void }) {
  const ids = { email: useId(), name: useId(), org: useId(), emailError: useId(), nameError: useId() };
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: zodResolver(subscribeModalSchema), defaultValues: emptyForm });

  async function onSubmit(values: FormValues) {
    setFailure(null);
    try {
      const body = {
        email: values.email,
        name: values.name,
        organization: values.organization?.trim() || undefined,
        interests: values.interests?.length ? values.interests : undefined,
      };
      await api.post<SubscribeResponse>('/newsletter/subscribe', body);
      // One message for every address: the server does not say whether it was already subscribed.
      toast.success(MESSAGES.subscribe.success, { duration: TOAST_DURATION_MS });
      reset(emptyForm);
      onDone();
    } catch (error) {
      setFailure(subscribeErrorMessage(error));
    }
  }

  return (
    <form id="media-subscribe-form" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <div>
        <label htmlFor={ids.email} className="text-sm font-medium text-slate-800">
          {subscribeCopy.email} <span aria-hidden="true" className="text-red-700">*</span>
        </label>
        <input
          id={ids.email}
          type="email"
          autoComplete="email"
          required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? ids.emailError : undefined}
          className={fieldClass}
          {...register('email')}
        />
        {errors.email ? (
          <p id={ids.emailError} className="mt-1 text-sm font-medium text-red-700">
            {errors.email.message}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={ids.name} className="text-sm font-medium text-slate-800">
          {subscribeCopy.name} <span aria-hidden="true" className="text-red-700">*</span>
        </label>
        <input
          id={ids.name}
          type="text"
          autoComplete="name"
          required
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? ids.nameError : undefined}
          className={fieldClass}
          {...register('name')}
        />
        {errors.name ? (
          <p id={ids.nameError} className="mt-1 text-sm font-medium text-red-700">
            {errors.name.message}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={ids.org} className="text-sm font-medium text-slate-800">
          {subscribeCopy.organization}
        </label>
        <input id={ids.org} type="text" autoComplete="organization" className={fieldClass} {...register('organization')} />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{subscribeCopy.interests}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {NEWSLETTER_INTERESTS.map((interest) => (
            <label key={interest} className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-50">
              <input type="checkbox" value={interest} className="size-4 accent-brand-700" {...register('interests')} />
              {interest}
            </label>
          ))}
        </div>
      </fieldset>
      <div role="alert" className="empty:hidden">
        {failure ? (
          <p className="flex items-start gap-2 rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {failure}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={onDone}>
          {subscribeCopy.cancel}
        </Button>
        <Button type="submit" loading={isSubmitting} loadingText={subscribeCopy.submitting}>
          <Send aria-hidden="true" className="size-4" />
          {subscribeCopy.submit}
        </Button>
      </div>
    </form>
  );
}

/** The subscribe modal of the media page, wired to POST /newsletter/subscribe. */
export function SubscribeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title={subscribeCopy.dialogTitle} description={subscribeCopy.dialogDescription}>
      <SubscribeForm onDone={onClose} />
    </Dialog>
  );
}
