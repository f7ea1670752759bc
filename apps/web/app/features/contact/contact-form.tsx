import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CheckCircle2, Send } from 'lucide-react';
import { INQUIRY_MESSAGES, TOAST_DURATION_MS, contactInquirySchema } from '@mnch/shared';
import { FormAlert, TextAreaField, TextField } from '../../components/form-fields';
import { Button } from '../../components/ui';
import { contactFormCopy as copy } from '../../content/contact';
import { api } from '../../lib/api-client';
import type { FormFailure } from '../../lib/form-result';
import { toast } from '../../lib/toast';
import { usePublicForm } from '../../lib/use-public-form';
import { CONTACT_FORM } from './contact-form-address';

/**
 * The contact form, checked with the API's own schema and stored as an inquiry of kind contact.
 * Field errors from the server land on their fields; success shows a confirmation and clears the form.
 * Before or without scripts it posts to the page's action (contact.route.tsx), which answers with the
 * same errors and values or with the confirmation's address (?sent=contact). An island (contact.route.tsx):
 * `posted` is the outcome of its post without scripts, if it failed.
 */
export function ContactForm({ posted }: { posted: FormFailure | null }) {
  const [params] = useSearchParams();
  const [sent, setSent] = useState(params.get(CONTACT_FORM.sentParam) === CONTACT_FORM.name);
  const confirmation = useRef<HTMLDivElement>(null);
  // The outcome of a post without scripts counts until the form is sent again with them.
  const form = usePublicForm({
    schema: contactInquirySchema,
    posted,
    empty: { kind: 'contact', firstName: '', lastName: '', email: '', subject: '', message: '' },
    hidden: ['kind'],
    send: (values) => {
      setSent(false);
      return api.post('/inquiries', values);
    },
    onSent: () => {
      setSent(true);
      toast.success(INQUIRY_MESSAGES.sent, { duration: TOAST_DURATION_MS });
    },
    failed: { message: INQUIRY_MESSAGES.sendFailed, toast: INQUIRY_MESSAGES.sendFailed },
  });

  // The confirmation takes focus, so screen reader and keyboard users land on it.
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  return (
    <form method="post" action={CONTACT_FORM.action} noValidate aria-label={copy.title} onSubmit={form.onSubmit} className="grid gap-5">
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
                  form.form.setFocus('firstName');
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
        <TextField label={copy.firstName} autoComplete="given-name" required {...form.text('firstName')} />
        <TextField label={copy.lastName} autoComplete="family-name" required {...form.text('lastName')} />
      </div>
      <TextField label={copy.email} type="email" autoComplete="email" required {...form.text('email')} />
      <TextField label={copy.subject} required {...form.text('subject')} />
      <TextAreaField label={copy.message} rows={6} required {...form.text('message')} />
      {form.message ? <FormAlert tone="error">{form.message}</FormAlert> : null}
      <div>
        <Button type="submit" size="lg" loading={form.isSubmitting} loadingText={copy.submitting} className="w-full sm:w-auto">
          <Send aria-hidden="true" className="size-4" />
          {copy.submit}
        </Button>
      </div>
    </form>
  );
}
