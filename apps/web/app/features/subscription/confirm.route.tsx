import type { RouteHandle } from '../../lib/route-handle';
import type { Route } from './+types/confirm.route';
import { SUBSCRIBER_MESSAGES } from '@mnch/shared';
import { SubscriptionStep, stepMeta } from './subscription-step';
import { askOrGone, stepAction } from './subscription-step.server';

/**
 * The page opens on a light background (the header's text is dark over it). Served as islands with
 * none of its own: its button posts the page's form natively (subscription-step.tsx).
 */
export const handle: RouteHandle = { lightHero: true, islands: true };

export const meta = () => stepMeta('Confirm your subscription');

/** /newsletter/confirm/<token>: the masked address and a button; a used, expired or unknown link is a 410. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return askOrGone(request, await context.read.subscriptionLink('confirm', params.token), SUBSCRIBER_MESSAGES.linkUnusable);
}

/** The button: POST /api/newsletter/confirm with the link's token. */
export async function action({ params, context }: Route.ActionArgs) {
  return stepAction(() => context.write.confirmSubscription({ token: params.token }), SUBSCRIBER_MESSAGES.linkUnusable);
}

export default function ConfirmRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SubscriptionStep
      title="Confirm your subscription"
      state={actionData ?? loaderData}
      question={(email) => (
        <>
          Confirm that <strong className="font-semibold text-slate-900">{email}</strong> should receive our newsletter.
        </>
      )}
      button="Confirm my subscription"
      busyText="Confirming..."
    />
  );
}
