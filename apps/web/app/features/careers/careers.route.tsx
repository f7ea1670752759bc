import { orWhenRefused } from '../../lib/refused';
import { useActionData } from 'react-router';
import type { Route } from './+types/careers.route';
import { careersIntro } from '../../content/careers';
import { CAREERS_INTEREST, MAX_PAGE_LIMIT, MESSAGES, subscribeSchema } from '@mnch/shared';
import { handleFormPost } from '../../lib/form-action.server';
import { formFailure } from '../../lib/form-result';
import { TALENT_FORMS, talentHref } from './talent-form';
import { Island } from '../../islands/island';
import { introMeta } from '../../lib/meta';
import type { RouteHandle } from '../../lib/route-handle';
import { useSiteSettings } from '../../lib/site-settings';

/** Served as islands: the page below the header is one (careers-page.tsx). */
export const handle: RouteHandle = { islands: true };

export const meta: Route.MetaFunction = () => introMeta(careersIntro);

/**
 * The open positions, read on the server. A job leaves the list by itself at its deadline; the page
 * cache keeps no page past the next deadline (apps/api/src/plugins/page-state.ts).
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { jobs: await orWhenRefused(async () => (await context.read.jobs({ limit: MAX_PAGE_LIMIT })).jobs, []) };
}

/**
 * The talent network's form posted before or without scripts (talent-form.ts): a subscription to new
 * job ads (Careers, double opt-in), answered in the dialog on this page; its script sends it itself.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { pathname, search } = new URL(request.url);
  return handleFormPost({
    posted: await request.formData(),
    form: TALENT_FORMS.form,
    schema: subscribeSchema.pick({ email: true }),
    send: (values) => context.write.subscribe({ email: values.email, interests: [CAREERS_INTEREST], source: 'careers' }),
    done: talentHref(pathname, search, true, true),
    failed: MESSAGES.subscribe.failed,
  });
}

export default function CareersRoute({ loaderData }: Route.ComponentProps) {
  const careersEmail = useSiteSettings().emails.careers;
  const posted = formFailure(useActionData(), TALENT_FORMS.form);
  return <Island name="careers-page" props={{ jobs: loaderData.jobs, careersEmail, posted }} wake="interaction" />;
}
