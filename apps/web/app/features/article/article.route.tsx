import { data, redirect, useLocation, useNavigation } from 'react-router';
import { projectPath } from '@mnch/shared';
import type { Route } from './+types/article.route';
import type { RouteHandle } from '../../lib/route-handle';
import { itemBySlug, missingItemMeta, MissingItemPage, type ItemState } from '../../components/item-page';
import { articleCopy } from '../../content/article';
import { fetchLatestArticles, type Article } from '../../lib/articles';
import { pageMeta } from '../../lib/meta';
import { originFromMatches, useSiteOrigin } from '../../lib/public-config';
import { absoluteUrl, newsArticleLd } from '../../lib/structured-data';
import { JsonLd } from '../../components/json-ld';
import { PROJECT_QUERY_PARAM, parseProjectId } from '../../components/projects';
import { isMissing } from '../../lib/missing';
import { ArticleView, BackToNews } from './article-view';

type ArticleState = ItemState<{ article: Article; more: Article[] }>;

/**
 * /article/{slug} shows an article found by its slug. An old slug of a published article answers 301 to its
 * current address; so does the old address of a project, `/article/{anything}?project={id}`, to the
 * project's page (/research/{slug}), while the project is on the site (decision 28).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const projectParam = new URL(request.url).searchParams.get(PROJECT_QUERY_PARAM);
  if (projectParam !== null) {
    const id = parseProjectId(projectParam);
    if (id === null) return data<ArticleState>({ state: 'not-found' }, { status: 404 });
    let slug: string;
    try {
      slug = (await context.read.project(id)).project.slug;
    } catch (error) {
      if (isMissing(error)) return data<ArticleState>({ state: 'not-found' }, { status: 404 });
      return data<ArticleState>({ state: 'error' }, { status: 502 });
    }
    throw redirect(projectPath(slug), 301);
  }
  return itemBySlug(
    context.read,
    params.slug,
    (slug) => `/article/${slug}`,
    async () => {
      const [article, latest] = await Promise.all([
        context.read.articleBySlug(params.slug),
        fetchLatestArticles(context.read, articleCopy.moreNewsCount + 1),
      ]);
      return { article, more: latest.filter((a) => a.id !== article.id).slice(0, articleCopy.moreNewsCount) };
    },
  );
}

/**
 * Served as islands: only the Share button hydrates. The page opens on a light background (the header's
 * text is dark over it).
 */
export const handle: RouteHandle = { islands: true, lightHero: true };

export const meta: Route.MetaFunction = ({ data: result, matches }) => {
  if (result?.state === 'ok') {
    const a = result.article;
    const origin = originFromMatches(matches);
    const image = origin ? absoluteUrl(origin, a.featuredImageUrl ?? a.featured_image) : undefined;
    return pageMeta(a.title, a.metaDescription || a.excerpt || a.title, { type: 'article', image });
  }
  return missingItemMeta(result?.state, articleCopy);
};

/** While another article loads (e.g. from More news), its outline stands in for it. */
function ArticleSkeleton() {
  return (
    <div className="bg-gradient-to-b from-brand-50 via-white to-white pb-20 pt-28 sm:pt-36" aria-busy="true">
      <div className="mx-auto max-w-3xl animate-pulse px-4 motion-reduce:animate-none sm:px-6">
        <p role="status" className="sr-only">
          {articleCopy.loading}
        </p>
        <div className="h-10 w-36 rounded-full bg-slate-200" />
        <div className="mt-10 h-4 w-64 rounded bg-slate-200" />
        <div className="mt-5 h-10 w-full rounded bg-slate-200" />
        <div className="mt-3 h-10 w-2/3 rounded bg-slate-200" />
        <div className="mt-10 aspect-[16/9] w-full rounded-2xl bg-slate-200" />
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="mt-4 h-4 w-full rounded bg-slate-200" />
        ))}
      </div>
    </div>
  );
}

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const location = useLocation();
  const origin = useSiteOrigin();
  const next = navigation.location;
  if (
    navigation.state === 'loading' &&
    next &&
    next.pathname.startsWith('/article/') &&
    next.pathname + next.search !== location.pathname + location.search
  ) {
    return <ArticleSkeleton />;
  }
  const result = loaderData;
  if (result.state !== 'ok') return <MissingItemPage state={result.state} copy={articleCopy} back={<BackToNews />} />;
  return (
    <>
      {origin ? <JsonLd data={newsArticleLd(result.article, origin)} /> : null}
      <ArticleView article={result.article} more={result.more} />
    </>
  );
}
