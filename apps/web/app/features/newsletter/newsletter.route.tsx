import { MESSAGES, subscribeDialogSchema, subscribeSchema } from '@mnch/shared';
import type { Route } from './+types/newsletter.route';
import { NEWSLETTER_PAGE, newsletterIntro } from '../../content/newsletter';
import { Island } from '../../islands/island';
import { introMeta } from '../../lib/meta';
import type { RouteHandle } from '../../lib/route-handle';
import { fetchArchive, fetchStats, parseNewsletterFilters } from './newsletters';
import { usePostedSubscription } from './posted-subscription';
import { handleFormPost } from '../../lib/form-action.server';

/** Served as islands: the page below the header is one (newsletter-page.tsx). */
export const handle: RouteHandle = { islands: true };

/**
 * A subscription posted before or without scripts: this page's full form, or the email-only form of the
 * footer and the careers page (components/newsletter-form.tsx); success comes back to ?subscribed=1.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const posted = await request.formData();
  const form = posted.get('_form') === NEWSLETTER_PAGE.forms.full ? NEWSLETTER_PAGE.forms.full : NEWSLETTER_PAGE.forms.email;
  return handleFormPost({
    posted,
    form,
    schema: form === NEWSLETTER_PAGE.forms.full ? subscribeDialogSchema : subscribeSchema.pick({ email: true, source: true }),
    lists: form === NEWSLETTER_PAGE.forms.full ? ['interests'] : [],
    send: (values) => context.write.subscribe(values),
    done: `${NEWSLETTER_PAGE.path}?${NEWSLETTER_PAGE.subscribedParam}=1#${NEWSLETTER_PAGE.subscribeAnchor}`,
    failed: MESSAGES.subscribe.failed,
  });
}

export const meta: Route.MetaFunction = () => introMeta(newsletterIntro);

/** Category, search, sort and page come from the URL; the server filters and pages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = parseNewsletterFilters(new URL(request.url).searchParams);
  const [archive, stats] = await Promise.all([fetchArchive(context.read, filters), fetchStats(context.read)]);
  return { filters, archive, stats };
}

export default function NewsletterRoute({ loaderData }: Route.ComponentProps) {
  const posted = usePostedSubscription();
  return <Island name="newsletter-page" props={{ ...loaderData, posted }} wake="interaction" />;
}
