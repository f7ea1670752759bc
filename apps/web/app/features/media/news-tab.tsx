import { useEffect, useRef, useState, type Ref } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowRight, CalendarDays, Clock, Newspaper } from 'lucide-react';
import { clsx } from 'clsx';
import { ARTICLE_CATEGORIES, ARTICLE_CATEGORY_LABELS } from '@mnch/shared';
import { Badge, ButtonLink, EmptyState, Pagination } from '../../components/ui';
import { newsCopy } from '../../content/media';
import { articleHref, assetUrl, type Article } from '../../lib/articles';
import { IMAGE_BOX, responsiveImage } from '../../lib/images';
import { MEDIA_PARAMS, mediaHref, type Paged } from './media-data';
import { formatDate } from '../../lib/dates';

/** The public label of a category ('Program Expansion' shows as News, 'Award' as Blog). */
export function categoryLabel(category: string): string {
  return ARTICLE_CATEGORY_LABELS[category] ?? category;
}

/** The category chips: All, then every article category under its public label. */
export const newsCategories = ['', ...ARTICLE_CATEGORIES.map(categoryLabel)];

/** `first`: the first card, whose picture is often the largest thing on a phone's first screen, is loaded at once. */
function NewsCard({ article, linkRef, first = false }: { article: Article; linkRef?: Ref<HTMLAnchorElement>; first?: boolean }) {
  const [broken, setBroken] = useState(false);
  const image = broken ? undefined : assetUrl(article.featured_image);
  const date = formatDate(article.publishedAt ?? article.createdAt);
  const href = articleHref(article);
  const external = Boolean(article.ext && article.url);
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg">
      <div className="relative aspect-[16/9] overflow-hidden bg-gradient-to-br from-brand-800 via-brand-600 to-brand-400">
        {image ? (
          <img
            {...responsiveImage(
              { url: image },
              { sizes: '(min-width: 1280px) 395px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 100vw', fallback: IMAGE_BOX.wide },
            )}
            alt=""
            loading={first ? 'eager' : 'lazy'}
            onError={() => setBroken(true)}
            className="size-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          />
        ) : (
          <Newspaper aria-hidden="true" className="absolute left-1/2 top-1/2 size-12 -translate-x-1/2 -translate-y-1/2 text-white/70" />
        )}
        {article.category ? (
          <span className="absolute left-4 top-4">
            <Badge tone="brand">{categoryLabel(article.category)}</Badge>
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs font-medium text-slate-600">
          {date ? (
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden="true" className="size-3.5" />
              <time dateTime={article.publishedAt ?? article.createdAt}>{date}</time>
            </span>
          ) : null}
          {article.readTime ? (
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-3.5" />
              {newsCopy.minRead(article.readTime)}
            </span>
          ) : null}
        </div>
        <h3 className="mt-3 text-lg font-semibold leading-snug text-slate-900">{article.title}</h3>
        {article.excerpt ? <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-slate-600">{article.excerpt}</p> : null}
        <div className="mt-auto pt-5">
          {external ? (
            <a
              ref={linkRef}
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:text-brand-900"
            >
              {/* The visible words and, for screen readers and search engines, which article. */}
              <span aria-hidden="true">{newsCopy.readMore}</span>
              <span className="sr-only">{`${newsCopy.readMore}: ${article.title} (opens in a new tab)`}</span>
              <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
            </a>
          ) : (
            <Link
              ref={linkRef}
              to={href}
              className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:text-brand-900"
            >
              <span aria-hidden="true">{newsCopy.readMore}</span>
              <span className="sr-only">{`${newsCopy.readMore}: ${article.title}`}</span>
              <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}

interface NewsTabProps {
  news: Paged<Article>;
  category: string;
  /** The next list is being read (media-tabs.tsx). */
  busy: boolean;
}

/**
 * News: category chips and page links, both links whose addresses the server renders (the category,
 * and in `newsPage` the page shown, one page per answer), so they work without scripts (docs/no-script.md).
 */
export function NewsTab({ news, category, busy }: NewsTabProps) {
  const [params] = useSearchParams();
  return (
    <div>
      <nav aria-label={newsCopy.filterLabel} className="-mx-1 mb-8 flex gap-2 overflow-x-auto px-1 pb-2 sm:flex-wrap sm:overflow-visible">
        {newsCategories.map((value) => {
          const active = value.toLowerCase() === category.toLowerCase();
          return (
            <Link
              key={value || 'all'}
              to={mediaHref(params, { [MEDIA_PARAMS.category]: value || null, [MEDIA_PARAMS.newsPage]: null }, 'news')}
              preventScrollReset
              aria-current={active ? 'page' : undefined}
              className={clsx(
                'shrink-0 rounded-full px-4 py-2 text-sm font-semibold transition-colors',
                active
                  ? 'bg-brand-700 text-white shadow-sm'
                  : 'bg-white text-slate-700 ring-1 ring-inset ring-slate-200 hover:bg-brand-50 hover:text-brand-800',
              )}
            >
              {value || newsCopy.all}
            </Link>
          );
        })}
      </nav>
      <NewsList news={news} category={category} busy={busy} />
    </div>
  );
}

function NewsList({ news, category, busy }: NewsTabProps) {
  const [params] = useSearchParams();

  // After a page link, focus moves to the first article of the new page so keyboard users carry on from there.
  const linkRefs = useRef<Array<HTMLAnchorElement | null>>([]);
  const focusFirst = useRef(false);
  const count = news.items.length;
  useEffect(() => {
    if (!focusFirst.current || busy) return;
    focusFirst.current = false;
    linkRefs.current[0]?.focus();
  }, [news.page, busy]);

  if (count === 0 && news.total > 0) {
    // A page past the last (an old link, a number typed in): a small answer that links back.
    return (
      <EmptyState
        icon={Newspaper}
        as="h3"
        title={newsCopy.pastLast.title}
        description={newsCopy.pastLast.text(news.totalPages)}
        action={
          <ButtonLink to={mediaHref(params, { [MEDIA_PARAMS.newsPage]: news.totalPages }, 'news')} variant="secondary" preventScrollReset>
            {newsCopy.pastLast.back}
          </ButtonLink>
        }
      />
    );
  }
  if (count === 0) {
    const copy = category ? newsCopy.emptyCategory : newsCopy.empty;
    return <EmptyState icon={Newspaper} as="h3" title={copy.title} description={copy.text} />;
  }

  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="News articles" aria-busy={busy || undefined}>
        {news.items.map((a, index) => (
          <li key={a.id}>
            <NewsCard
              article={a}
              first={index === 0}
              linkRef={(el) => {
                linkRefs.current[index] = el;
              }}
            />
          </li>
        ))}
      </ul>
      <Pagination
        className="mt-10"
        label={newsCopy.pagesLabel}
        page={news.page}
        totalPages={news.totalPages}
        hrefFor={(page) => mediaHref(params, { [MEDIA_PARAMS.newsPage]: page }, 'news')}
        onNavigate={() => (focusFirst.current = true)}
      />
    </>
  );
}
