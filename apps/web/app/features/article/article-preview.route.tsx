import { data, useLocation } from 'react-router';
import { articleSchema } from '@mnch/shared';
import type { Route } from './+types/article-preview.route';
import type { RouteHandle } from '../../lib/route-handle';
import { loadPreview } from '../../lib/preview';
import { PreviewLoading, PreviewNotice, PreviewUnavailable, previewHeaders, previewMeta } from '../../components/preview';
import { formatDate } from '../../lib/dates';
import { ArticleView } from './article-view';
import type { Article } from '../../lib/articles';

/**
 * /preview/article/{id}: an article or newsletter in the public layout, whatever its status, for staff
 * (the Preview action of the back office). The server answers 404 to everyone (it never sees the
 * staff token); the browser then reads the item with the token (lib/preview.ts, components/preview.tsx).
 */
export function loader() {
  return data(null, { status: 404 });
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) return { state: 'not-found' as const };
  return loadPreview((api) => api.get(`/articles/${id}`, articleSchema));
}
clientLoader.hydrate = true as const;

export const headers = previewHeaders;
export const meta: Route.MetaFunction = previewMeta;

/** The page opens on a light background (the header's text is dark over it). */
export const handle: RouteHandle = { lightHero: true };

export function HydrateFallback() {
  return <PreviewLoading />;
}

/** What the band says of the item's state. */
function stateOf(article: Article): string {
  const noun = article.kind === 'newsletter' ? 'newsletter issue' : 'article';
  if (article.status === 'scheduled' && article.scheduledDate)
    return `This ${noun} is scheduled to go live on ${formatDate(article.scheduledDate, 'dateTime')}.`;
  if (article.status === 'draft') return `This ${noun} is a draft.`;
  return `This ${noun} is published; this is how it reads.`;
}

export default function ArticlePreviewRoute({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  if (loaderData.state !== 'ok') return <PreviewUnavailable preview={loaderData} path={pathname} />;
  const article = loaderData.item;
  const backTo = article.kind === 'newsletter' ? '/admin/newsletters' : '/admin/articles';
  return <ArticleView article={article} more={[]} notice={<PreviewNotice state={stateOf(article)} backTo={backTo} />} />;
}
