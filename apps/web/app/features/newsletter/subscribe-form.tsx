import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../lib/toast';
import type { z } from 'zod';
import { Send } from 'lucide-react';
import { MESSAGES, NEWSLETTER_INTERESTS, TOAST_DURATION_MS, subscribeDialogSchema } from '@mnch/shared';
import { CheckboxGroup, FormAlert, TextField } from '../../components/form-fields';
import { applyServerErrors } from '../../components/server-errors';
import { Button } from '../../components/ui';
import { NEWSLETTER_PAGE, SUBSCRIBE_ACTION, newsletterCopy } from '../../content/newsletter';
import { api } from '../../lib/api-client';
import { typed, usePostOutcome, type FormFailure } from '../../lib/form-result';

const copy = newsletterCopy.subscribe;

type FormInput = z.input<typeof subscribeDialogSchema>;
type FormOutput = z.output<typeof subscribeDialogSchema>;
const FIELDS = ['email', 'name', 'organization', 'interests'] as const;

const interestOptions = NEWSLETTER_INTERESTS.map((i) => ({ value: i, label: i }));

interface SubscribeFormProps {
  /** What a subscription posted without scripts came back with, if it failed (posted-subscription.ts). */
  posted: FormFailure | null;
  /** After the server accepted the subscription (the fields are cleared by then). */
  onSubscribed: () => void;
  /** A Cancel button (in the dialog). */
  onCancel?: () => void;
}

/**
 * The newsletter's subscription form, in the subscribe dialog and in the page's own
 * section (#subscribe), where it posts to the page's action before or without scripts
 * (newsletter.route.tsx) and shows what that post came back with.
 */
export function SubscribeForm({ posted, onSubscribed, onCancel }: SubscribeFormProps) {
  const outcome = usePostOutcome(posted);
  const postedInterests = posted?.values.interests;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(subscribeDialogSchema),
    defaultValues: {
      email: typed(posted, 'email'),
      name: typed(posted, 'name'),
      organization: typed(posted, 'organization'),
      interests: Array.isArray(postedInterests) ? (postedInterests as FormInput['interests']) : [],
    },
  });
  const fieldError = (field: (typeof FIELDS)[number]) => outcome.fieldError(field, errors[field]?.message);

  async function onSubmit(values: FormOutput) {
    outcome.clear();
    try {
      await api.post('/newsletter/subscribe', {
        email: values.email,
        name: values.name,
        organization: values.organization || undefined,
        interests: values.interests ?? [],
        source: 'newsletter',
      });
      // One message for every address: the server does not say whether it was already subscribed.
      toast.success(MESSAGES.subscribe.toastSuccess, { description: MESSAGES.subscribe.success, duration: TOAST_DURATION_MS });
      reset({ email: '', name: '', organization: '', interests: [] });
      onSubscribed();
    } catch (error) {
      outcome.fail(applyServerErrors(error, setError, FIELDS, MESSAGES.subscribe.error));
      toast.error(MESSAGES.subscribe.toastFailed, { duration: TOAST_DURATION_MS });
    }
  }

  return (
    <form
      method="post"
      action={SUBSCRIBE_ACTION}
      noValidate
      onSubmit={(event) => {
        outcome.dropPosted();
        return handleSubmit(onSubmit)(event);
      }}
      aria-label={copy.title}
      className="grid gap-5"
    >
      <input type="hidden" name="_form" value={NEWSLETTER_PAGE.forms.full} />
      <input type="hidden" name="source" value="newsletter" />
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
      <TextField
        label={copy.organization}
        autoComplete="organization"
        optional
        error={fieldError('organization')}
        defaultValue={typed(posted, 'organization')}
        {...register('organization')}
      />
      <CheckboxGroup
        legend={copy.interests}
        options={interestOptions}
        inputProps={register('interests')}
        checked={Array.isArray(postedInterests) ? postedInterests : undefined}
        error={fieldError('interests')}
      />
      {outcome.message ? <FormAlert tone="error">{outcome.message}</FormAlert> : null}
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-100 pt-5">
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {copy.cancel}
          </Button>
        ) : null}
        <Button type="submit" loading={isSubmitting} loadingText={copy.submitting}>
          <Send aria-hidden="true" className="size-4" />
          {copy.submit}
        </Button>
      </div>
    </form>
  );
}
