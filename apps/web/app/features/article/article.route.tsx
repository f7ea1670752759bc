import { ArrowLeft, CalendarDays, Clock, Download, FileQuestion, FileText, Share2, TriangleAlert, UserRound } from 'lucide-react';
import { toast } from '../../lib/toast';
import { data, useLocation, useNavigation } from 'react-router';
import { ARTICLE_CATEGORY_LABELS, articleReadTime, htmlToText, previewText, type Project } from '@mnch/shared';
import type { Route } from './+types/article.route';
import type { RouteHandle } from '../../lib/route-handle';
import { ArticleCard } from '../../components/article-card';
import { Badge, Button, ButtonLink, EmptyState, buttonClasses } from '../../components/ui';
import { articleCopy } from '../../content/article';
import { ApiError } from '../../lib/api-client';
import { articleDocumentUrl, assetUrl, fetchLatestArticles, type Article } from '../../lib/articles';
import { ARTICLE_IMAGE_SIZES, IMAGE_BOX, responsiveImage } from '../../lib/images';
import { shareLink } from '../../lib/share';
import { pageMeta } from '../../lib/meta';
import { viewerHref } from '../../lib/document-viewer';
import { originFromMatches, useSiteOrigin } from '../../lib/public-config';
import { absoluteUrl, newsArticleLd } from '../../lib/structured-data';
import { JsonLd } from '../../components/json-ld';
import { PROJECT_QUERY_PARAM, parseProjectId } from '../../components/projects';
import { META_DESCRIPTION_LENGTH, ProjectArticle } from './project-article';
import { formatDate } from '../../lib/dates';

type ArticleState =
  { state: 'ok'; article: Article; more: Article[] } | { state: 'project'; project: Project } | { state: 'not-found' } | { state: 'error' };

/**
 * /article/{slug} shows an article found by its slug, or, with ?project={id} (View Details on the research
 * page), the project as an article of kind projects.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const projectParam = new URL(request.url).searchParams.get(PROJECT_QUERY_PARAM);
  if (projectParam !== null) {
    const id = parseProjectId(projectParam);
    if (id === null) return data<ArticleState>({ state: 'not-found' }, { status: 404 });
    try {
      const { project } = await context.read.project(id);
      return data<ArticleState>({ state: 'project', project });
    } catch (error) {
      if (isMissing(error)) return data<ArticleState>({ state: 'not-found' }, { status: 404 });
      return data<ArticleState>({ state: 'error' }, { status: 502 });
    }
  }
  try {
    const [article, latest] = await Promise.all([
      context.read.articleBySlug(params.slug),
      fetchLatestArticles(context.read, articleCopy.moreNewsCount + 1),
    ]);
    const more = latest.filter((a) => a.id !== article.id).slice(0, articleCopy.moreNewsCount);
    return data<ArticleState>({ state: 'ok', article, more });
  } catch (error) {
    if (isMissing(error)) return data<ArticleState>({ state: 'not-found' }, { status: 404 });
    return data<ArticleState>({ state: 'error' }, { status: 502 });
  }
}

/**
 * The API found nothing (404), or refused the address itself (400: a slug holding NUL or a broken
 * character, which no article has): either way the visitor gets the not-found page, never a 502.
 */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** The page opens on a light background (the header's text is dark over it). */
export const handle: RouteHandle = { lightHero: true };

export const meta: Route.MetaFunction = ({ data: result, matches }) => {
  if (result?.state === 'ok') {
    const a = result.article;
    const origin = originFromMatches(matches);
    const image = origin ? absoluteUrl(origin, a.featuredImageUrl ?? a.featured_image) : undefined;
    return pageMeta(a.title, a.metaDescription || a.excerpt || a.title, { type: 'article', image });
  }
  if (result?.state === 'project') {
    const p = result.project;
    return pageMeta(p.title, previewText(p.description, META_DESCRIPTION_LENGTH) || p.title);
  }
  if (result?.state === 'not-found')
    return [...pageMeta(articleCopy.notFound.title, articleCopy.notFound.text), { name: 'robots', content: 'noindex' }];
  return pageMeta(articleCopy.error.title, articleCopy.error.text);
};

/** Reading time (words divided by 200, rounded up); the server sends it as readTime. */
function readingMinutes(article: Article): number {
  if (article.readTime > 0) return article.readTime;
  return articleReadTime(htmlToText(article.content));
}

function BackToNews() {
  return (
    <ButtonLink to={articleCopy.backToNews.to} variant="secondary">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {articleCopy.backToNews.label}
    </ButtonLink>
  );
}

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
  if (result.state === 'project') return <ProjectArticle project={result.project} />;
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
  return (
    <>
      {origin ? <JsonLd data={newsArticleLd(result.article, origin)} /> : null}
      <ArticleView article={result.article} more={result.more} />
    </>
  );
}

async function shareArticle(article: Article) {
  const outcome = await shareLink({ title: article.title, text: article.excerpt ?? undefined, url: window.location.href });
  if (outcome === 'shared') toast.success(articleCopy.shared);
  else if (outcome === 'copied') toast.success(articleCopy.copied);
  else if (outcome === 'failed') toast.error(articleCopy.shareFailed);
}

function ArticleView({ article, more }: { article: Article; more: Article[] }) {
  // Cleaned once by the API when it was written (apps/api/src/lib/sanitize.ts, decision 0014).
  const html = article.content;
  const documentUrl = articleDocumentUrl(article.content);
  const image = assetUrl(article.featured_image);
  const published = article.publishedAt ?? article.createdAt;
  const date = formatDate(published);
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
            {article.author ? (
              <span className="inline-flex items-center gap-1.5">
                <UserRound aria-hidden="true" className="size-4" />
                {articleCopy.by} {article.author}
              </span>
            ) : null}
          </div>
          <h1 className="mt-4 text-balance text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">{article.title}</h1>
          {article.excerpt ? <p className="mt-4 text-lg leading-relaxed text-slate-600">{article.excerpt}</p> : null}
        </header>
        {image ? (
          // The page's largest picture: fetched first, never lazily.
          <img
            {...responsiveImage({ url: image }, { sizes: ARTICLE_IMAGE_SIZES, fallback: IMAGE_BOX.wide })}
            alt={article.title}
            fetchPriority="high"
            className="mt-10 aspect-[16/9] h-auto w-full rounded-2xl object-cover shadow-md"
          />
        ) : null}
        {documentUrl ? (
          <DocumentPanel title={article.title} url={documentUrl} />
        ) : (
          <div className="prose-content mt-10" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />
        )}
        <footer className="mt-12 flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-6">
          {article.tags?.length ? (
            <ul aria-label={articleCopy.tags} className="flex flex-wrap gap-2">
              {article.tags.map((tag) => (
                <li key={tag}>
                  <Badge tone="neutral">{tag}</Badge>
                </li>
              ))}
            </ul>
          ) : (
            <span />
          )}
          <Button variant="secondary" onClick={() => void shareArticle(article)}>
            <Share2 aria-hidden="true" className="size-4" />
            {articleCopy.share}
          </Button>
        </footer>
      </div>
      {more.length > 0 ? (
        <section aria-labelledby="more-news-title" className="mx-auto mt-20 max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="more-news-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {articleCopy.moreNews}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {more.map((item) => (
              <li key={item.id}>
                <ArticleCard article={item} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

/** A newsletter issue is a PDF: open it in the document viewer or download it. */
function DocumentPanel({ title, url }: { title: string; url: string }) {
  const viewer = viewerHref(url, title);
  const copy = articleCopy.document;
  return (
    <div className="mt-10 flex flex-col gap-5 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:flex-row sm:items-center">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
        <FileText aria-hidden="true" className="size-6" />
      </span>
      <div className="flex-1">
        <h2 className="text-lg font-semibold text-slate-900">{copy.title}</h2>
        <p className="mt-1 text-slate-700">{copy.text}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={viewer}>{copy.view}</ButtonLink>
        <a href={url} download className={buttonClasses({ variant: 'secondary' })}>
          <Download aria-hidden="true" className="size-4" />
          {copy.download}
        </a>
      </div>
    </div>
  );
}
