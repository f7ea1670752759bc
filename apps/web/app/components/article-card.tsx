import { Link } from 'react-router';
import { ArrowRight, CalendarDays, Newspaper } from 'lucide-react';
import { ARTICLE_CATEGORY_LABELS } from '@mnch/shared';
import { articleHref, assetUrl, type Article } from '../lib/articles';
import { IMAGE_BOX, responsiveImage } from '../lib/images';
import { Badge, NewTabLink } from './ui';
import { formatDate } from '../lib/dates';

/** How wide a card's picture is drawn: one column, three from md inside the 80rem container. */
export const ARTICLE_CARD_SIZES = '(min-width: 1280px) 395px, (min-width: 768px) 31vw, 100vw';

/** A news card: image (or a gradient), category, date, title, excerpt and Read More. */
export function ArticleCard({ article }: { article: Article }) {
  const image = assetUrl(article.featured_image);
  const date = formatDate(article.publishedAt ?? article.createdAt);
  const category = article.category ? (ARTICLE_CATEGORY_LABELS[article.category] ?? article.category) : null;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md">
      <div className="relative aspect-[16/9] overflow-hidden bg-gradient-to-br from-brand-700 to-brand-500">
        {image ? (
          <img
            {...responsiveImage({ url: image }, { sizes: ARTICLE_CARD_SIZES, fallback: IMAGE_BOX.wide })}
            alt=""
            loading="lazy"
            className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        ) : (
          <Newspaper aria-hidden="true" className="absolute left-1/2 top-1/2 size-10 -translate-x-1/2 -translate-y-1/2 text-white/60" />
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-3 text-xs text-slate-600">
          {category ? <Badge tone="brand">{category}</Badge> : null}
          {date ? (
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden="true" className="size-3.5" />
              {date}
            </span>
          ) : null}
        </div>
        <h3 className="mt-3 text-lg font-semibold leading-snug text-slate-900">
          {article.ext ? (
            <NewTabLink href={articleHref(article)} className="rounded after:absolute after:inset-0 focus-visible:outline-offset-4">
              {article.title}
            </NewTabLink>
          ) : (
            <Link to={articleHref(article)} className="rounded after:absolute after:inset-0 focus-visible:outline-offset-4">
              {article.title}
            </Link>
          )}
        </h3>
        {article.excerpt ? <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-slate-600">{article.excerpt}</p> : null}
        <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-brand-700">
          Read More
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  );
}
