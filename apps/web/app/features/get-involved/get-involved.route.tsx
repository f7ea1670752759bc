import { useActionData } from 'react-router';
import { INQUIRY_MESSAGES, MESSAGES, getInvolvedInquirySchema, subscribeDialogSchema } from '@mnch/shared';
import type { Route } from './+types/get-involved.route';
import { getInvolvedIntro } from '../../content/get-involved';
import { Island } from '../../islands/island';
import { handleFormPost } from '../../lib/form-action.server';
import { formFailure } from '../../lib/form-result';
import { introMeta } from '../../lib/meta';
import type { RouteHandle } from '../../lib/route-handle';
import { GET_INVOLVED_FORMS as F, dialogHref } from './get-involved-forms';

/** Served as islands: the page below the header is one (get-involved-page.tsx). */
export const handle: RouteHandle = { islands: true };

export const meta: Route.MetaFunction = () => introMeta(getInvolvedIntro);

/**
 * Get in Touch (an inquiry) and Stay Updated (a subscription) posted before or without scripts, each to its dialog's address
 * (get-involved-forms.ts); their scripts send them themselves once they run.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { pathname, search } = new URL(request.url);
  const posted = await request.formData();
  if (posted.get('_form') === F.stayUpdated) {
    return handleFormPost({
      posted,
      form: F.stayUpdated,
      schema: subscribeDialogSchema,
      lists: ['interests'],
      // A subscription with the interests chosen (double opt-in), as the dialog's script sends it.
      send: (values) => context.write.subscribe({ ...values, source: 'get-involved' }),
      done: dialogHref(pathname, search, F.stayUpdated, true),
      failed: MESSAGES.subscribe.failed,
    });
  }
  return handleFormPost({
    posted,
    form: F.getInTouch,
    schema: getInvolvedInquirySchema,
    send: (values) => context.write.sendInquiry(values),
    done: dialogHref(pathname, search, F.getInTouch, true),
    failed: INQUIRY_MESSAGES.sendFailed,
  });
}

export default function GetInvolvedRoute() {
  const posted = formFailure(useActionData());
  return <Island name="get-involved-page" props={{ posted }} wake="interaction" />;
}
