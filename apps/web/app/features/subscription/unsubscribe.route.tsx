import type { RouteHandle } from '../../lib/route-handle';
import type { Route } from './+types/unsubscribe.route';
import { SUBSCRIBER_MESSAGES } from '@mnch/shared';
import { SubscriptionStep, stepMeta } from './subscription-step';
import { askOrGone, stepAction } from './subscription-step.server';

/**
 * The page opens on a light background (the header's text is dark over it). Served as islands with
 * none of its own: its button posts the page's form natively (subscription-step.tsx).
 */
export const handle: RouteHandle = { lightHero: true, islands: true };

export const meta = () => stepMeta('Unsubscribe');

/** /unsubscribe/<token> (every issue links here): the masked address and a button; no sign-in. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return askOrGone(request, await context.read.subscriptionLink('unsubscribe', params.token), SUBSCRIBER_MESSAGES.unsubscribeLinkUnusable);
}

/** The button: POST /api/newsletter/unsubscribe with the link's token. */
export async function action({ params, context }: Route.ActionArgs) {
  return stepAction(() => context.write.unsubscribe({ token: params.token }), SUBSCRIBER_MESSAGES.unsubscribeLinkUnusable);
}

export default function UnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SubscriptionStep
      title="Unsubscribe from our newsletter"
      state={actionData ?? loaderData}
      question={(email) => (
        <>
          Stop sending our newsletter to <strong className="font-semibold text-slate-900">{email}</strong>?
        </>
      )}
      button="Unsubscribe"
      busyText="Unsubscribing..."
      tone="danger"
    />
  );
}
