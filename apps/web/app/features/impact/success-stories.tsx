import { Link } from 'react-router';
import { ArrowRight, CalendarDays, FileText, Newspaper } from 'lucide-react';
import { ARTICLE_MESSAGES } from '@mnch/shared';
import { EmptyState, NewTabLink } from '../../components/ui';
import { storiesCopy as copy } from '../../content/impact';
import { assetUrl } from '../../lib/articles';
import { responsiveImage } from '../../lib/images';
import type { Story } from './stories';
import { formatDate } from '../../lib/dates';

/** The latest newsletters as success stories, or a clean empty (or error) state. */
export function SuccessStories({ stories, failed }: { stories: Story[]; failed: boolean }) {
  if (stories.length === 0) {
    return (
      <EmptyState
        as="h4"
        icon={Newspaper}
        title={failed ? ARTICLE_MESSAGES.fetchNewslettersFailed : copy.emptyTitle}
        description={failed ? undefined : copy.emptyText}
        className="bg-white"
      />
    );
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {stories.map((s) => (
        <li key={s.id}>
          <StoryCard story={s} />
        </li>
      ))}
    </ul>
  );
}

function StoryCard({ story }: { story: Story }) {
  const image = assetUrl(story.image);
  const date = formatDate(story.date);
  const linkClass = 'rounded after:absolute after:inset-0 focus-visible:outline-offset-4';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md">
      <div className="relative aspect-[16/8] overflow-hidden bg-gradient-to-br from-brand-800 via-brand-600 to-accent-500">
        {image ? (
          <img
            {...responsiveImage({ url: image }, { sizes: '(min-width: 1024px) 600px, 100vw', fallback: { width: 1200, height: 600 } })}
            alt=""
            loading="lazy"
            className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        ) : (
          <FileText aria-hidden="true" className="absolute left-1/2 top-1/2 size-10 -translate-x-1/2 -translate-y-1/2 text-white/70" />
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        {date ? (
          <p className="inline-flex items-center gap-1.5 text-xs text-slate-600">
            <CalendarDays aria-hidden="true" className="size-3.5" />
            {date}
          </p>
        ) : null}
        <h4 className="mt-2 text-lg font-semibold leading-snug text-slate-900">
          {story.href && story.external ? (
            <NewTabLink href={story.href} className={linkClass}>
              {story.title}
            </NewTabLink>
          ) : story.href ? (
            <Link to={story.href} className={linkClass}>
              {story.title}
            </Link>
          ) : (
            story.title
          )}
        </h4>
        {story.excerpt ? (
          <p className="mt-2 line-clamp-3 flex-1 text-sm leading-relaxed text-slate-600">{story.excerpt}</p>
        ) : (
          <div className="flex-1" />
        )}
        {story.href ? (
          <span
            aria-hidden="true"
            className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 group-hover:text-brand-900"
          >
            {copy.readLabel}
            <ArrowRight className="size-4" />
          </span>
        ) : null}
      </div>
    </article>
  );
}
