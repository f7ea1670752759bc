import type { ReactNode } from 'react';
import { ArrowLeft, CalendarDays, Clock, Download, FileText, UserRound } from 'lucide-react';
import { ARTICLE_CATEGORY_LABELS, articlePath, articleReadTime, htmlToText } from '@mnch/shared';
import { Island } from '../../islands/island';
import { ArticleCard } from '../../components/article-card';
import { Badge, ButtonLink, buttonClasses } from '../../components/ui';
import { articleCopy } from '../../content/article';
import { articleDocumentUrl, assetUrl, type Article } from '../../lib/articles';
import { ARTICLE_IMAGE_SIZES, IMAGE_BOX, responsiveImage } from '../../lib/images';
import { viewerHref } from '../../lib/document-viewer';
import { formatDate } from '../../lib/dates';
import { useSiteOrigin } from '../../lib/public-config';

/** Reading time (words divided by 200, rounded up); the server sends it as readTime. */
function readingMinutes(article: Article): number {
  if (article.readTime > 0) return article.readTime;
  return articleReadTime(htmlToText(article.content));
}

export function BackToNews() {
  return (
    <ButtonLink to={articleCopy.backToNews.to} variant="secondary">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {articleCopy.backToNews.label}
    </ButtonLink>
  );
}

/** An article or newsletter as the public page shows it; `notice` goes above it (the preview's banner). */
export function ArticleView({ article, more, notice }: { article: Article; more: Article[]; notice?: ReactNode }) {
  // Cleaned once by the API when it was written (apps/api/src/lib/sanitize.ts, decision 0014).
  const html = article.content;
  const origin = useSiteOrigin();
  const documentUrl = articleDocumentUrl(article.content);
  const image = assetUrl(article.featured_image);
  const published = article.publishedAt ?? article.createdAt;
  const date = formatDate(published);
  const category = article.category ? (ARTICLE_CATEGORY_LABELS[article.category] ?? article.category) : null;

  return (
    <article className="bg-gradient-to-b from-brand-50 via-white to-white pb-20 pt-28 sm:pt-36">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        {notice}
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
          <Island
            name="share-menu"
            props={{ label: articleCopy.share, title: article.title, url: `${origin ?? ''}${articlePath(article.slug)}`, id: 'share' }}
            wake="interaction"
          />
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
