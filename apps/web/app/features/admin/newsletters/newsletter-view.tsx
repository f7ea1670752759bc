import { FileText } from 'lucide-react';
import type { Article } from '@mnch/shared';
import { Badge, Dialog } from '../../../components/ui';
import { articleHref } from '../../../lib/articles';
import { SiteLink } from '../components/site-link';
import { AnnouncementPanel } from './announcement-panel';
import { WriteOnly } from '../components/access';
import { CONTENT_STATUS_LABELS, CONTENT_STATUS_TONES, categoryLabel, formatShortDate } from '../components/content-status';

/** Read-only view of a newsletter issue and its document. */
export function NewsletterViewDialog({ item, onClose }: { item: Article; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title={item.title} size="lg">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <Badge tone={CONTENT_STATUS_TONES[item.status]}>{CONTENT_STATUS_LABELS[item.status]}</Badge>
        <span className="font-semibold text-brand-800">{categoryLabel(item.category)}</span>
        <span aria-hidden="true">•</span>
        <span>Created {formatShortDate(item.createdAt)}</span>
        {item.status === 'scheduled' && item.scheduledDate ? (
          <>
            <span aria-hidden="true">•</span>
            <span>Publishes {formatShortDate(item.scheduledDate)}</span>
          </>
        ) : null}
        <span aria-hidden="true">•</span>
        <span>By {item.author}</span>
      </div>
      {item.featuredImageUrl ? <img src={item.featuredImageUrl} alt="" className="mt-4 max-h-72 w-full rounded-xl object-cover" /> : null}
      {item.excerpt ? <p className="mt-4 text-base text-slate-700">{item.excerpt}</p> : null}
      <a
        href={item.content}
        target="_blank"
        rel="noreferrer"
        className="mt-5 inline-flex items-center gap-2 rounded-lg bg-brand-50 px-4 py-2.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
      >
        <FileText aria-hidden="true" className="size-4" /> Open the newsletter
        <span className="sr-only">(opens in a new tab)</span>
      </a>
      <div>
        <SiteLink isPublic={item.status === 'published'} publicHref={articleHref(item)} previewHref={`/preview/article/${item.id}`} />
      </div>
      {/* Only a published issue is sent to subscribers (the API refuses others with 409). */}
      {/* Sending, and its progress, are editors' and admins' (a viewer reads the issue only; decision 33). */}
      {item.status === 'published' ? (
        <WriteOnly>
          <AnnouncementPanel item={item} />
        </WriteOnly>
      ) : null}
    </Dialog>
  );
}
