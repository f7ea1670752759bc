import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { clsx } from 'clsx';
import { CheckCircle2 } from 'lucide-react';
import { MESSAGES } from '@mnch/shared';
import { NEWSLETTER_PAGE, newsletterCopy } from '../../content/newsletter';
import type { FormFailure } from '../../lib/form-result';
import { SubscribeForm } from './subscribe-form';
const copy = newsletterCopy.subscribe;

/**
 * The page's own subscription section (#subscribe): where the Subscribe links lead before or without
 * scripts (with scripts they open the dialog), and where every subscription form of the site comes back
 * to after a post without scripts, with its errors or, after success (?subscribed=1), the one message.
 * It is shown when it is the address's target, or when it has an outcome to show. `posted` is what a
 * subscription posted without scripts came back with (posted-subscription.ts).
 */
export function SubscribeSection({ posted }: { posted: FormFailure | null }) {
  const [params] = useSearchParams();
  const [subscribed, setSubscribed] = useState(params.get(NEWSLETTER_PAGE.subscribedParam) === '1');
  const shown = subscribed || posted !== null;
  return (
    <section
      id={NEWSLETTER_PAGE.subscribeAnchor}
      aria-labelledby="subscribe-title"
      className={clsx('scroll-mt-24 bg-slate-50 py-16 sm:py-20', shown ? 'block' : 'hidden target:block')}
    >
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h2 id="subscribe-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {copy.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{copy.description}</p>
          <div role="status" aria-live="polite">
            {subscribed ? (
              <p
                data-testid="subscribe-confirmation"
                className="mt-6 flex items-start gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900 ring-1 ring-inset ring-brand-200"
              >
                <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                {MESSAGES.subscribe.success}
              </p>
            ) : null}
          </div>
          <div className="mt-6">
            <SubscribeForm posted={posted} onSubscribed={() => setSubscribed(true)} />
          </div>
        </div>
      </div>
    </section>
  );
}
