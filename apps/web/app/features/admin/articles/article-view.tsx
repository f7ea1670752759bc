import type { Article } from '@mnch/shared';
import { Badge, Dialog } from '../../../components/ui';
import { articleHref } from '../../../lib/articles';
import { sanitizeHtml } from '../../../lib/sanitize';
import { SiteLink } from '../components/site-link';
import { CONTENT_STATUS_LABELS, CONTENT_STATUS_TONES, categoryLabel, formatShortDate } from '../components/content-status';

/** Read-only view of an article as it will read on the site. */
export function ArticleViewDialog({ article, onClose }: { article: Article; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title={article.title} size="xl">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <Badge tone={CONTENT_STATUS_TONES[article.status]}>{CONTENT_STATUS_LABELS[article.status]}</Badge>
        <span className="font-semibold text-brand-800">{categoryLabel(article.category)}</span>
        <span aria-hidden="true">•</span>
        <span>Created {formatShortDate(article.createdAt)}</span>
        {article.status === 'scheduled' && article.scheduledDate ? (
          <>
            <span aria-hidden="true">•</span>
            <span>Publishes {formatShortDate(article.scheduledDate)}</span>
          </>
        ) : null}
        <span aria-hidden="true">•</span>
        <span>{article.readTime} min read</span>
        <span aria-hidden="true">•</span>
        <span>By {article.author}</span>
      </div>
      {article.featuredImageUrl ? (
        <img src={article.featuredImageUrl} alt="" className="mt-4 max-h-72 w-full rounded-xl object-cover" />
      ) : null}
      {article.excerpt ? <p className="mt-4 text-base font-medium text-slate-700">{article.excerpt}</p> : null}
      <div className="prose-content mt-4" dangerouslySetInnerHTML={{ __html: sanitizeHtml(article.content) }} />
      {article.tags.length ? (
        <ul aria-label="Tags" className="mt-6 flex flex-wrap gap-2">
          {article.tags.map((t) => (
            <li key={t}>
              <Badge>{t}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <SiteLink
          isPublic={article.status === 'published'}
          publicHref={articleHref(article)}
          previewHref={`/preview/article/${article.id}`}
        />
      </div>
    </Dialog>
  );
}
