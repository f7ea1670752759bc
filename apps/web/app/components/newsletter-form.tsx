import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../lib/toast';
import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Send } from 'lucide-react';
import {
  MESSAGES,
  NOTICE_DURATION_MS,
  TOAST_DURATION_MS,
  subscribeSchema,
  type SubscribeSource,
  type SubscriptionInterest,
} from '@mnch/shared';
import { ApiError, api } from '../lib/api-client';
import { Button } from './ui';
import { NEWSLETTER_PAGE, SUBSCRIBE_ACTION } from '../content/newsletter';
import type { FormFailure } from '../lib/form-result';

const emailOnly = subscribeSchema.pick({ email: true });
type FormValues = { email: string };

type Notice = { tone: 'success' | 'error'; text: string; id: number };

/** What to tell the visitor when the subscription call failed. */
export function subscribeErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return MESSAGES.subscribe.error;
    if (error.status === 400) return error.fieldError('email') ?? error.message;
    if (error.status === 429) return error.message;
    return MESSAGES.subscribe.failed;
  }
  return MESSAGES.subscribe.error;
}

interface NewsletterFormProps {
  /** 'dark' on the green footer, 'light' on white sections. */
  tone?: 'dark' | 'light';
  /** Names the form for assistive technology. */
  label?: string;
  /** Input above the button at every width (narrow columns). */
  stacked?: boolean;
  className?: string;
  /** Which form this is, kept with the subscription (the back office's Subscribers list). */
  source?: SubscribeSource;
  /** What the subscription is about besides the newsletter (the talent network: Careers). */
  interests?: readonly SubscriptionInterest[];
  /**
   * Where the form posts before or without scripts, and the `_form` it names: the newsletter page by
   * default (which answers in its own section); a page with an action of its own answers in place.
   */
  post?: {
    action: string;
    form: string;
    /** The page came back from a post of this form that succeeded (its address says so). */
    sent: boolean;
    /** What a post of this form came back with, if it failed. */
    failure: FormFailure | null;
  };
}

/** The notice a post without scripts came back with, if any. */
function postedNotice(post: NewsletterFormProps['post']): Notice | null {
  if (post?.sent) return { tone: 'success', text: MESSAGES.subscribe.success, id: 0 };
  const failure = post?.failure;
  if (!failure) return null;
  return { tone: 'error', text: failure.errors.email ?? failure.message ?? MESSAGES.subscribe.failed, id: 0 };
}

/**
 * Newsletter subscription, which never claims a success it did not have: the message shows
 * only after the server answered - the one success message, or the error - and goes away after
 * NOTICE_DURATION_MS. The server answers a new and an already known address alike
 * (apps/api/src/modules/users/newsletter.routes.ts), so the form does too. Before or without scripts it
 * posts to the newsletter page's action, which shows the outcome in that page's subscription section.
 */
export function NewsletterForm({
  tone = 'dark',
  label = 'Subscribe to our newsletter',
  stacked = false,
  className,
  source = 'footer',
  interests,
  post,
}: NewsletterFormProps) {
  const inputId = useId();
  const errorId = useId();
  const [notice, setNotice] = useState<Notice | null>(() => postedNotice(post));
  const postedEmail = post?.failure?.values.email;
  // A new id for every message, so a repeated message is announced and timed again.
  const show = (tone: Notice['tone'], text: string) => setNotice((prev) => ({ tone, text, id: (prev?.id ?? 0) + 1 }));
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(emailOnly),
    defaultValues: { email: typeof postedEmail === 'string' ? postedEmail : '' },
  });

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  async function onSubmit(values: FormValues) {
    setNotice(null);
    try {
      await api.post('/newsletter/subscribe', { email: values.email, source, ...(interests ? { interests } : {}) });
      show('success', MESSAGES.subscribe.success);
      toast.success(MESSAGES.subscribe.toastSuccess, { duration: TOAST_DURATION_MS });
      reset();
    } catch (error) {
      show('error', subscribeErrorMessage(error));
      toast.error(MESSAGES.subscribe.toastFailed, { duration: TOAST_DURATION_MS });
    }
  }

  const dark = tone === 'dark';
  const fieldError = errors.email?.message;
  const Icon = notice?.tone === 'success' ? CircleCheck : CircleAlert;

  return (
    <form
      method="post"
      action={post?.action ?? SUBSCRIBE_ACTION}
      aria-label={label}
      onSubmit={handleSubmit(onSubmit)}
      className={clsx('w-full', className)}
    >
      <input type="hidden" name="_form" value={post?.form ?? NEWSLETTER_PAGE.forms.email} />
      <input type="hidden" name="source" value={source} />
      {interests?.map((interest) => (
        <input key={interest} type="hidden" name="interests" value={interest} />
      ))}
      <label htmlFor={inputId} className={clsx('mb-2 block text-sm font-medium', dark ? 'text-brand-50' : 'text-slate-700')}>
        Email address
      </label>
      <div className={clsx('flex flex-col gap-2', !stacked && 'sm:flex-row')}>
        <input
          id={inputId}
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          className={clsx(
            'h-11 w-full min-w-0 rounded-full px-4 text-sm outline-none transition focus-visible:outline-2 focus-visible:outline-offset-2',
            !stacked && 'sm:flex-1',
            dark
              ? 'bg-white/10 text-white ring-1 ring-inset ring-white/25 placeholder:text-brand-100/70 focus-visible:outline-accent-400 focus-visible:ring-white/60'
              : 'bg-white text-slate-900 ring-1 ring-inset ring-slate-300 placeholder:text-slate-400 focus-visible:outline-brand-600',
          )}
          {...register('email')}
        />
        <Button
          type="submit"
          variant={dark ? 'inverse' : 'primary'}
          loading={isSubmitting}
          loadingText="Subscribing..."
          className={clsx('shrink-0', stacked && 'w-full')}
        >
          <Send aria-hidden="true" className="size-4" />
          Subscribe
        </Button>
      </div>
      {fieldError ? (
        <p id={errorId} className={clsx('mt-2 text-sm font-medium', dark ? 'text-accent-300' : 'text-red-700')}>
          {fieldError}
        </p>
      ) : null}
      <div role="status" aria-live="polite" className="min-h-0">
        {notice ? (
          <p
            key={notice.id}
            className={clsx(
              'mt-3 flex animate-fade-in items-start gap-2 rounded-xl px-3 py-2 text-sm font-medium',
              dark ? 'bg-white/10 text-white' : notice.tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-brand-50 text-brand-800',
            )}
          >
            <Icon
              aria-hidden="true"
              className={clsx('mt-0.5 size-4 shrink-0', dark && (notice.tone === 'error' ? 'text-accent-300' : 'text-brand-200'))}
            />
            {notice.text}
          </p>
        ) : null}
      </div>
    </form>
  );
}
