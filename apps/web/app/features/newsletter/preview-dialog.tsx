import { CalendarDays, Clock, Eye } from 'lucide-react';
import type { Article } from '@mnch/shared';
import { Badge, Dialog, InPlaceLink, buttonClasses } from '../../components/ui';
import { newsletterCopy } from '../../content/newsletter';
import { FavouriteButton, IssueActions } from './newsletter-card';
import { categoryLabel, readingMinutes } from './newsletters';
import { assetUrl } from '../../lib/articles';
import { ARTICLE_IMAGE_SIZES, IMAGE_BOX, responsiveImage } from '../../lib/images';
import { formatDate } from '../../lib/dates';

interface PreviewDialogProps {
  issue: Article | null;
  favourite: boolean;
  onToggleFavourite: (id: string) => boolean;
  /** The page without the preview (`?preview=` opens it: docs/no-script.md, "Controls"). */
  closeHref: string;
  onClose: () => void;
}

/** A closer look at one issue before opening it: summary, tags, date, reads and the document buttons. */
export function PreviewDialog({ issue, favourite, onToggleFavourite, closeHref, onClose }: PreviewDialogProps) {
  if (!issue) return null;
  const date = formatDate(issue.publishedAt ?? issue.createdAt);
  const category = categoryLabel(issue.category);
  const minutes = readingMinutes(issue.content);
  return (
    <Dialog
      open
      onClose={onClose}
      closeHref={closeHref}
      title={issue.title}
      size="lg"
      footer={
        <>
          <InPlaceLink href={closeHref} onActivate={onClose} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            {newsletterCopy.preview.close}
          </InPlaceLink>
          <IssueActions issue={issue} />
        </>
      }
    >
      <div className="flex items-start justify-between gap-4">
        <dl className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600">
          {category ? (
            <div>
              <dt className="sr-only">Category</dt>
              <dd>
                <Badge tone="brand">{category}</Badge>
              </dd>
            </div>
          ) : null}
          {date ? (
            <div className="flex items-center gap-1.5">
              <dt>
                <CalendarDays aria-hidden="true" className="size-4" />
                <span className="sr-only">Published</span>
              </dt>
              <dd>{date}</dd>
            </div>
          ) : null}
          {minutes ? (
            <div className="flex items-center gap-1.5">
              <dt>
                <Clock aria-hidden="true" className="size-4" />
                <span className="sr-only">Reading time</span>
              </dt>
              <dd>{newsletterCopy.card.minutes(minutes)}</dd>
            </div>
          ) : null}
          <div className="flex items-center gap-1.5">
            <dt>
              <Eye aria-hidden="true" className="size-4" />
              <span className="sr-only">Reads</span>
            </dt>
            <dd>{newsletterCopy.card.reads(issue.readCount ?? 0)}</dd>
          </div>
        </dl>
        <FavouriteButton issue={issue} favourite={favourite} onToggle={onToggleFavourite} />
      </div>
      {issue.featured_image ? (
        <img
          {...responsiveImage({ url: assetUrl(issue.featured_image)! }, { sizes: ARTICLE_IMAGE_SIZES, fallback: IMAGE_BOX.wide })}
          alt=""
          className="mt-5 aspect-[16/9] w-full rounded-xl object-cover"
        />
      ) : null}
      <p className="mt-5 text-base leading-relaxed text-slate-700">{issue.excerpt || newsletterCopy.preview.noSummary}</p>
      {issue.tags?.length ? (
        <div className="mt-5">
          <h3 className="text-sm font-semibold text-slate-900">{newsletterCopy.preview.tags}</h3>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {issue.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
                #{tag}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Dialog>
  );
}
