import { useMemo } from 'react';
import { ArrowLeft, CalendarDays, Clock, FileQuestion, TriangleAlert } from 'lucide-react';
import { data } from 'react-router';
import { format } from 'date-fns';
import { ARTICLE_CATEGORY_LABELS, articleReadTime } from '@mnch/shared';
import type { Route } from './+types/article.route';
import { Badge, ButtonLink, EmptyState } from '../../components/ui';
import { articleCopy } from '../../content/article';
import { ApiError, serverApi } from '../../lib/api-client';
import { assetUrl, type Article } from '../../lib/articles';
import { pageMeta } from '../../lib/meta';
import { sanitizeHtml } from '../../lib/sanitize';

type ArticleState = { state: 'ok'; article: Article } | { state: 'not-found' } | { state: 'error' };

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const article = await serverApi(context.apiOrigin).get<Article>(`/articles/by-slug/${encodeURIComponent(params.slug)}`);
    if (!article || typeof article !== 'object' || !('title' in article)) {
      return data<ArticleState>({ state: 'not-found' }, { status: 404 });
    }
    return data<ArticleState>({ state: 'ok', article });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return data<ArticleState>({ state: 'not-found' }, { status: 404 });
    return data<ArticleState>({ state: 'error' }, { status: 502 });
  }
}

export const meta: Route.MetaFunction = ({ data: result }) => {
  if (result?.state === 'ok') {
    const a = result.article;
    return pageMeta(a.title, a.excerpt || a.title);
  }
  if (result?.state === 'not-found') return [...pageMeta(articleCopy.notFound.title, articleCopy.notFound.text), { name: 'robots', content: 'noindex' }];
  return pageMeta(articleCopy.error.title, articleCopy.error.text);
};

/** Reading time (spec part 2: words divided by 200, rounded up); the server sends it as readTime. */
function readingMinutes(article: Article): number {
  if (typeof article.readTime === 'number' && article.readTime > 0) return article.readTime;
  return articleReadTime((article.content ?? '').replace(/<[^>]*>/g, ' '));
}

function BackToNews() {
  return (
    <ButtonLink to={articleCopy.backToNews.to} variant="secondary">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {articleCopy.backToNews.label}
    </ButtonLink>
  );
}

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  const result = loaderData as ArticleState;
  if (result.state !== 'ok') {
    const copy = result.state === 'not-found' ? articleCopy.notFound : articleCopy.error;
    return (
      <div className="bg-gradient-to-b from-brand-50 to-white px-4 pb-20 pt-32 sm:pt-40">
        <div className="mx-auto max-w-xl">
          <EmptyState
            as="h1"
            icon={result.state === 'not-found' ? FileQuestion : TriangleAlert}
            title={copy.title}
            description={copy.text}
            action={<BackToNews />}
            className="bg-white"
          />
        </div>
      </div>
    );
  }
  return <ArticleView article={result.article} />;
}

function ArticleView({ article }: { article: Article }) {
  const html = useMemo(() => sanitizeHtml(article.content), [article.content]);
  const image = assetUrl(article.featured_image);
  const published = article.publishedAt ?? article.createdAt;
  const date = published && !Number.isNaN(new Date(published).getTime()) ? format(new Date(published), 'd MMMM yyyy') : null;
  const category = article.category ? (ARTICLE_CATEGORY_LABELS[article.category] ?? article.category) : null;

  return (
    <article className="bg-gradient-to-b from-brand-50 via-white to-white pb-20 pt-28 sm:pt-36">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <BackToNews />
        <header className="mt-8">
          <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
            {category ? <Badge tone="brand">{category}</Badge> : null}
            {date ? (
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="size-4" />
                <time dateTime={published ?? undefined}>{date}</time>
              </span>
            ) : null}
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" />
              {readingMinutes(article)} {articleCopy.minRead}
            </span>
          </div>
          <h1 className="mt-4 text-balance text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">{article.title}</h1>
          {article.excerpt ? <p className="mt-4 text-lg leading-relaxed text-slate-600">{article.excerpt}</p> : null}
        </header>
        {image ? <img src={image} alt={article.title} className="mt-10 aspect-[16/9] w-full rounded-2xl object-cover shadow-md" /> : null}
        <div className="prose-content mt-10" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </article>
  );
}
