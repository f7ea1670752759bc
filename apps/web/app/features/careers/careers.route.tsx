import type { Route } from './+types/careers.route';
import { careersIntro } from '../../content/careers';
import { ApiError, MAX_PAGE_LIMIT } from '@mnch/shared';
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
  try {
    return { jobs: (await context.read.jobs({ limit: MAX_PAGE_LIMIT })).jobs };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { jobs: [] };
  }
}

export default function CareersRoute({ loaderData }: Route.ComponentProps) {
  const careersEmail = useSiteSettings().emails.careers;
  return <Island name="careers-page" props={{ jobs: loaderData.jobs, careersEmail }} wake="interaction" />;
}
