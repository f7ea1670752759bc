import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../lib/toast';
import type { z } from 'zod';
import { CheckCircle2, Send } from 'lucide-react';
import { INQUIRY_MESSAGES, TOAST_DURATION_MS, contactInquirySchema } from '@mnch/shared';
import { FormAlert, TextAreaField, TextField } from '../../components/form-fields';
import { applyServerErrors } from '../../components/server-errors';
import { Button } from '../../components/ui';
import { contactFormCopy as copy } from '../../content/contact';
import { api } from '../../lib/api-client';
import { typed, usePostOutcome, type FormFailure } from '../../lib/form-result';
import { CONTACT_FORM } from './contact-form-address';

type FormInput = z.input<typeof contactInquirySchema>;
type FormOutput = z.output<typeof contactInquirySchema>;
const FIELDS = ['firstName', 'lastName', 'email', 'subject', 'message'] as const;

/**
 * The contact form, checked with the API's own schema and stored as an inquiry of kind contact.
 * Field errors from the server land on their fields; success shows a confirmation and clears the form.
 * Before or without scripts it posts to the page's action (contact.route.tsx), which answers with the
 * same errors and values or with the confirmation's address (?sent=contact). An island (contact.route.tsx):
 * `posted` is the outcome of its post without scripts, if it failed.
 */
export function ContactForm({ posted }: { posted: FormFailure | null }) {
  const [params] = useSearchParams();
  // The outcome of a post without scripts counts until the form is sent again with them.
  const outcome = usePostOutcome(posted);
  const [sent, setSent] = useState(params.get(CONTACT_FORM.sentParam) === CONTACT_FORM.name);
  const confirmation = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(contactInquirySchema),
    defaultValues: {
      kind: 'contact',
      firstName: typed(posted, 'firstName'),
      lastName: typed(posted, 'lastName'),
      email: typed(posted, 'email'),
      subject: typed(posted, 'subject'),
      message: typed(posted, 'message'),
    },
  });
  const fieldError = (field: (typeof FIELDS)[number]) => outcome.fieldError(field, errors[field]?.message);

  // The confirmation takes focus, so screen reader and keyboard users land on it.
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  async function onSubmit(values: FormOutput) {
    outcome.clear();
    setSent(false);
    try {
      await api.post('/inquiries', values);
      reset();
      setSent(true);
      toast.success(INQUIRY_MESSAGES.sent, { duration: TOAST_DURATION_MS });
    } catch (error) {
      outcome.fail(applyServerErrors(error, setError, FIELDS, INQUIRY_MESSAGES.sendFailed));
      toast.error(INQUIRY_MESSAGES.sendFailed, { duration: TOAST_DURATION_MS });
    }
  }

  return (
    <form
      method="post"
      action={CONTACT_FORM.action}
      noValidate
      aria-label={copy.title}
      onSubmit={(event) => {
        outcome.dropPosted();
        return handleSubmit(onSubmit)(event);
      }}
      className="grid gap-5"
    >
      <input type="hidden" name="_form" value={CONTACT_FORM.name} />
      <input type="hidden" name="kind" value="contact" />
      <div role="status" aria-live="polite">
        {sent ? (
          <div
            ref={confirmation}
            tabIndex={-1}
            data-testid="contact-confirmation"
            className="flex items-start gap-3 rounded-xl bg-brand-50 px-4 py-3 text-brand-900 ring-1 ring-inset ring-brand-200 focus:outline-none"
          >
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <div>
              <p className="font-semibold">{copy.sentTitle}</p>
              <p className="mt-0.5 text-sm">{INQUIRY_MESSAGES.sent}</p>
              <a
                href={CONTACT_FORM.again}
                onClick={(event) => {
                  event.preventDefault();
                  setSent(false);
                  setFocus('firstName');
                }}
                className="mt-2 inline-block text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950"
              >
                {copy.another}
              </a>
            </div>
          </div>
        ) : null}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={copy.firstName}
          autoComplete="given-name"
          required
          error={fieldError('firstName')}
          defaultValue={typed(posted, 'firstName')}
          {...register('firstName')}
        />
        <TextField
          label={copy.lastName}
          autoComplete="family-name"
          required
          error={fieldError('lastName')}
          defaultValue={typed(posted, 'lastName')}
          {...register('lastName')}
        />
      </div>
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
        label={copy.subject}
        required
        error={fieldError('subject')}
        defaultValue={typed(posted, 'subject')}
        {...register('subject')}
      />
      <TextAreaField
        label={copy.message}
        rows={6}
        required
        error={fieldError('message')}
        defaultValue={typed(posted, 'message')}
        {...register('message')}
      />
      {outcome.message ? <FormAlert tone="error">{outcome.message}</FormAlert> : null}
      <div>
        <Button type="submit" size="lg" loading={isSubmitting} loadingText={copy.submitting} className="w-full sm:w-auto">
          <Send aria-hidden="true" className="size-4" />
          {copy.submit}
        </Button>
      </div>
    </form>
  );
}
