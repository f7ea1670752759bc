import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../lib/toast';
import { z } from 'zod';
import { Send } from 'lucide-react';
import { MESSAGES, NEWSLETTER_INTERESTS, TEXT_LIMITS, TOAST_DURATION_MS, subscribeSchema, type SubscribeResponse } from '@mnch/shared';
import { CheckboxGroup, FormAlert, TextField } from '../../components/form-fields';
import { applyServerErrors } from '../../components/server-errors';
import { Button, Dialog } from '../../components/ui';
import { newsletterCopy } from '../../content/newsletter';
import { api } from '../../lib/api-client';

const copy = newsletterCopy.subscribe;

/** The API's subscription schema with the full name required, as the page's form asks (spec section 5). */
export const subscribeFormSchema = subscribeSchema.extend({
  name: z
    .string()
    .trim()
    .min(1, { error: MESSAGES.users.nameRequired })
    .max(TEXT_LIMITS.name, { error: `Must be at most ${TEXT_LIMITS.name} characters` }),
});
type FormInput = z.input<typeof subscribeFormSchema>;
type FormOutput = z.output<typeof subscribeFormSchema>;

const interestOptions = NEWSLETTER_INTERESTS.map((i) => ({ value: i, label: i }));

/**
 * The subscribe modal (spec section 4): success closes it and clears the fields; the toast shows the
 * server's real outcome (DESIGN.md improvement 2) for TOAST_DURATION_MS.
 */
export function SubscribeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(subscribeFormSchema),
    defaultValues: { email: '', name: '', organization: '', interests: [] },
  });

  function close() {
    setFailure(null);
    onClose();
  }

  async function onSubmit(values: FormOutput) {
    setFailure(null);
    try {
      await api.post<SubscribeResponse>('/newsletter/subscribe', {
        email: values.email,
        name: values.name,
        organization: values.organization || undefined,
        interests: values.interests ?? [],
      });
      // One message for every address: the server does not say whether it was already subscribed.
      toast.success(MESSAGES.subscribe.toastSuccess, { description: MESSAGES.subscribe.success, duration: TOAST_DURATION_MS });
      reset();
      close();
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['email', 'name', 'organization', 'interests'], MESSAGES.subscribe.error));
      toast.error(MESSAGES.subscribe.toastFailed, { duration: TOAST_DURATION_MS });
    }
  }

  return (
    <Dialog open={open} onClose={close} title={copy.title} description={copy.description} size="lg">
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={copy.title} className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={copy.email}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField label={copy.name} autoComplete="name" required error={errors.name?.message} {...register('name')} />
        </div>
        <TextField
          label={copy.organization}
          autoComplete="organization"
          optional
          error={errors.organization?.message}
          {...register('organization')}
        />
        <CheckboxGroup legend={copy.interests} options={interestOptions} inputProps={register('interests')} error={errors.interests?.message} />
        {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-100 pt-5">
          <Button type="button" variant="ghost" onClick={close}>
            {copy.cancel}
          </Button>
          <Button type="submit" loading={isSubmitting} loadingText={copy.submitting}>
            <Send aria-hidden="true" className="size-4" />
            {copy.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
