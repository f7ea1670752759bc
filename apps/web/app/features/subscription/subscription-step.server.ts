import { data } from 'react-router';
import { ApiError, type SubscriberStepResponse } from '@mnch/shared';
import type { StepState } from './subscription-step';

/** The server half of the newsletter's link pages (./subscription-step.tsx): their loaders' and actions' answers. */

/**
 * The loader's answer: the masked address, or the link's problem with HTTP status 410. After the
 * button's post without scripts the loader runs again in the same request (React Router keeps its
 * headers): the link is used by then, but the page shows the action's answer, so it keeps the action's
 * status rather than the used link's 410.
 */
export function askOrGone(request: Request, link: { maskedEmail: string } | null, unusable: string) {
  const afterPost = /form-urlencoded|multipart\/form-data/.test(request.headers.get('content-type') ?? '');
  if (!link) return data<StepState>({ state: 'unusable', message: unusable }, { status: afterPost ? 200 : 410 });
  return data<StepState>({ state: 'ask', maskedEmail: link.maskedEmail });
}

/** The action's answer: the route's message, or the link's problem (410; a 429 or 5xx as the route said). */
export async function stepAction(send: () => Promise<SubscriberStepResponse>, unusable: string) {
  try {
    const answer = await send();
    return data<StepState>({ state: 'done', message: answer.message });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // Too many tries and the server's own failures keep their status and message; any refusal of the link is a 410.
    const kept = error.status === 429 || error.status >= 500;
    return data<StepState>({ state: 'unusable', message: kept ? error.message : unusable }, { status: kept ? error.status : 410 });
  }
}
