import { useActionData } from 'react-router';
import { INQUIRY_MESSAGES, getInvolvedInquirySchema, stayUpdatedInquirySchema } from '@mnch/shared';
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
 * Get in Touch and Stay Updated posted before or without scripts, each to its dialog's address
 * (get-involved-forms.ts); their scripts send them themselves once they run.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { pathname, search } = new URL(request.url);
  const posted = await request.formData();
  if (posted.get('_form') === F.stayUpdated) {
    return handleFormPost({
      posted,
      form: F.stayUpdated,
      schema: stayUpdatedInquirySchema,
      lists: ['interests'],
      send: (values) => context.write.sendInquiry(values),
      done: dialogHref(pathname, search, F.stayUpdated, true),
      failed: INQUIRY_MESSAGES.sendFailed,
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
