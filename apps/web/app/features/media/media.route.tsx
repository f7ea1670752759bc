import { MESSAGES } from '@mnch/shared';
import type { Route } from './+types/media.route';
import { mediaIntro } from '../../content/media';
import { Island } from '../../islands/island';
import { handleFormPost } from '../../lib/form-action.server';
import { introMeta } from '../../lib/meta';
import { useFormFailure } from '../../lib/form-result';
import type { RouteHandle } from '../../lib/route-handle';
import { loadMedia, parseMediaQuery } from './media-data';
import { MEDIA_SUBSCRIBE, subscribeHref } from './subscribe-address';
import { subscribeBody, subscribeModalSchema } from './subscribe-schema';

export const handle: RouteHandle = { islands: true };

export const meta: Route.MetaFunction = () => introMeta(mediaIntro);

/**
 * The subscribe dialog's form posted before or without scripts, to the dialog's address
 * (subscribe-address.ts); its scripts send it themselves once they run.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { pathname, search } = new URL(request.url);
  return handleFormPost({
    posted: await request.formData(),
    form: MEDIA_SUBSCRIBE.form,
    schema: subscribeModalSchema,
    lists: ['interests'],
    send: (values) => context.write.subscribe(subscribeBody(values)),
    done: subscribeHref(pathname, search, true),
    failed: MESSAGES.subscribe.failed,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseMediaQuery(new URL(request.url).searchParams);
  return loadMedia(context.read, query);
}

/**
 * The media page, served as islands: the hero and tabs with their lists (media-tabs.tsx) and the
 * subscribe band with its dialog (subscribe-band.tsx) hydrate, each on its own.
 */
export default function MediaRoute({ loaderData }: Route.ComponentProps) {
  const posted = useFormFailure(MEDIA_SUBSCRIBE.form);
  return (
    <>
      <Island name="media-tabs" props={loaderData} wake="interaction" />
      <Island name="media-subscribe" props={{ posted }} />
    </>
  );
}
