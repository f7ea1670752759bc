import { data } from 'react-router';
import type { Route } from './+types/not-found.route';
import type { RouteHandle } from '../../lib/route-handle';
import { NotFoundContent } from '../../components/status-page';
import { notFoundCopy } from '../../content/errors';
import { pageMeta } from '../../lib/meta';

/**
 * The page opens on a light background (the header's text is dark over it). Served as islands: nothing
 * on the page but the layout's islands needs scripts.
 */
export const handle: RouteHandle = { lightHero: true, islands: true };

export const meta: Route.MetaFunction = () => [
  ...pageMeta(notFoundCopy.name, notFoundCopy.description),
  { name: 'robots', content: 'noindex' },
];

/** Any unknown path: the not-found page with HTTP status 404. */
export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFoundContent />;
}
