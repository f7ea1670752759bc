import { useEffect, useRef, useState } from 'react';
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

type FormInput = z.input<typeof contactInquirySchema>;
type FormOutput = z.output<typeof contactInquirySchema>;
const FIELDS = ['firstName', 'lastName', 'email', 'subject', 'message'] as const;

/**
 * The contact form, checked with the API's own schema and stored as an inquiry of kind contact.
 * Field errors from the server land on their fields; success shows a confirmation and clears the form.
 */
export function ContactForm() {
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
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
    defaultValues: { kind: 'contact', firstName: '', lastName: '', email: '', subject: '', message: '' },
  });

  // The confirmation takes focus, so screen reader and keyboard users land on it.
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  async function onSubmit(values: FormOutput) {
    setFailure(null);
    setSent(false);
    try {
      await api.post('/inquiries', values);
      reset();
      setSent(true);
      toast.success(INQUIRY_MESSAGES.sent, { duration: TOAST_DURATION_MS });
    } catch (error) {
      setFailure(applyServerErrors(error, setError, FIELDS, INQUIRY_MESSAGES.sendFailed));
      toast.error(INQUIRY_MESSAGES.sendFailed, { duration: TOAST_DURATION_MS });
    }
  }

  return (
    <form noValidate aria-label={copy.title} onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
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
              <button
                type="button"
                onClick={() => {
                  setSent(false);
                  setFocus('firstName');
                }}
                className="mt-2 text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950"
              >
                {copy.another}
              </button>
            </div>
          </div>
        ) : null}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={copy.firstName} autoComplete="given-name" required error={errors.firstName?.message} {...register('firstName')} />
        <TextField label={copy.lastName} autoComplete="family-name" required error={errors.lastName?.message} {...register('lastName')} />
      </div>
      <TextField label={copy.email} type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      <TextField label={copy.subject} required error={errors.subject?.message} {...register('subject')} />
      <TextAreaField label={copy.message} rows={6} required error={errors.message?.message} {...register('message')} />
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <div>
        <Button type="submit" size="lg" loading={isSubmitting} loadingText={copy.submitting} className="w-full sm:w-auto">
          <Send aria-hidden="true" className="size-4" />
          {copy.submit}
        </Button>
      </div>
    </form>
  );
}
