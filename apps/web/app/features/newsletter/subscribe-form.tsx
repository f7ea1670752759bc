import { Send } from 'lucide-react';
import { MESSAGES, NEWSLETTER_INTERESTS, TOAST_DURATION_MS, subscribeDialogSchema } from '@mnch/shared';
import { CheckboxGroup, FormAlert, TextField } from '../../components/form-fields';
import { Button } from '../../components/ui';
import { NEWSLETTER_PAGE, SUBSCRIBE_ACTION, newsletterCopy } from '../../content/newsletter';
import { api } from '../../lib/api-client';
import type { FormFailure } from '../../lib/form-result';
import { toast } from '../../lib/toast';
import { usePublicForm } from '../../lib/use-public-form';

const copy = newsletterCopy.subscribe;

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
  const form = usePublicForm({
    schema: subscribeDialogSchema,
    posted,
    empty: { email: '', name: '', organization: '', interests: [] },
    send: (values) =>
      api.post('/newsletter/subscribe', {
        email: values.email,
        name: values.name,
        organization: values.organization || undefined,
        interests: values.interests ?? [],
        source: 'newsletter',
      }),
    onSent: () => {
      // One message for every address: the server does not say whether it was already subscribed.
      toast.success(MESSAGES.subscribe.toastSuccess, { description: MESSAGES.subscribe.success, duration: TOAST_DURATION_MS });
      onSubscribed();
    },
    failed: { message: MESSAGES.subscribe.error, toast: MESSAGES.subscribe.toastFailed },
  });

  return (
    <form method="post" action={SUBSCRIBE_ACTION} noValidate onSubmit={form.onSubmit} aria-label={copy.title} className="grid gap-5">
      <input type="hidden" name="_form" value={NEWSLETTER_PAGE.forms.full} />
      <input type="hidden" name="source" value="newsletter" />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={copy.email} type="email" autoComplete="email" required {...form.text('email')} />
        <TextField label={copy.name} autoComplete="name" required {...form.text('name')} />
      </div>
      <TextField label={copy.organization} autoComplete="organization" optional {...form.text('organization')} />
      <CheckboxGroup legend={copy.interests} options={interestOptions} {...form.list('interests')} />
      {form.message ? <FormAlert tone="error">{form.message}</FormAlert> : null}
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-100 pt-5">
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {copy.cancel}
          </Button>
        ) : null}
        <Button type="submit" loading={form.isSubmitting} loadingText={copy.submitting}>
          <Send aria-hidden="true" className="size-4" />
          {copy.submit}
        </Button>
      </div>
    </form>
  );
}
