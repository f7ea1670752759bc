import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { Button } from '../../components/ui';
import { SUBSCRIBE_ACTION } from '../../content/newsletter';
import { site } from '../../content/site';

/**
 * The newsletter's two link pages (docs/behaviour/subscribers.md): the confirm page of the double opt-in
 * and the unsubscribe page. Mail scanners open links, so a GET only shows the masked address and a
 * button; the button posts the page's form to the page itself, whose action calls the API route
 * (context.write), with or without scripts (docs/no-script.md). Never cached, never indexed. Served as
 * islands with none of their own, so the form is always posted by the browser: `busy` shows only where
 * React Router renders the page (development).
 */

export type StepState = { state: 'ask'; maskedEmail: string } | { state: 'done'; message: string } | { state: 'unusable'; message: string };

export const stepMeta = (title: string) => [{ title: `${title} | ${site.name}` }, { name: 'robots', content: 'noindex, nofollow' }];

/** The card: heading, the state's text, and the button while the visitor has not decided. */
export function SubscriptionStep({
  title,
  state,
  question,
  button,
  busyText,
  tone = 'primary',
}: {
  title: string;
  state: StepState;
  /** What the button will do to the masked address. */
  question: (maskedEmail: string) => ReactNode;
  button: string;
  busyText: string;
  tone?: 'primary' | 'danger';
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="bg-gradient-to-br from-brand-50 via-slate-50 to-sky-50 px-4 pt-32 pb-20 sm:pt-40">
      <div className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-lg shadow-slate-200/60 sm:p-8">
        <p className="text-sm font-medium text-brand-800">{site.name} newsletter</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        {state.state === 'ask' ? (
          <Form method="post" className="mt-4 space-y-5">
            <p className="text-slate-700">{question(state.maskedEmail)}</p>
            <Button type="submit" size="lg" variant={tone} loading={busy} loadingText={busyText} className="w-full">
              {button}
            </Button>
          </Form>
        ) : state.state === 'done' ? (
          <div role="status" className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-emerald-900">
            {state.message}
          </div>
        ) : (
          <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
            {state.message}
          </div>
        )}
        <p className="mt-6 text-sm text-slate-600">
          {state.state === 'ask' ? 'Changed your mind? Just close this page.' : 'Want our newsletter (again)? '}
          {state.state === 'ask' ? null : (
            <a href={SUBSCRIBE_ACTION} className="font-semibold text-brand-800 underline underline-offset-2">
              Subscribe on the newsletter page
            </a>
          )}
        </p>
      </div>
    </div>
  );
}
