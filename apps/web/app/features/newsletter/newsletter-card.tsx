import { CalendarDays, Download, Eye, ExternalLink, FileText, Heart } from 'lucide-react';
import { clsx } from 'clsx';
import { toast } from '../../lib/toast';
import type { Article } from '@mnch/shared';
import { Badge, InPlaceLink, buttonClasses } from '../../components/ui';
import { useHydrated } from '../../lib/use-hydrated';
import { newsletterCopy } from '../../content/newsletter';
import { categoryLabel, downloadName, issueDocument } from './newsletters';
import { viewerHref } from '../../lib/document-viewer';
import { formatDate } from '../../lib/dates';
import { assetUrl } from '../../lib/articles';
import { IMAGE_BOX, responsiveImage } from '../../lib/images';

/** How wide an archive card's picture is drawn: one, two, then three columns of the 80rem container. */
export const NEWSLETTER_CARD_SIZES = '(min-width: 1280px) 395px, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, 100vw';

const copy = newsletterCopy.card;

interface IssueActionsProps {
  issue: Article;
  size?: 'sm' | 'md';
  /** 'inverse' on the featured issue's dark panel. */
  tone?: 'light' | 'dark';
}

/** View (in the site's document viewer) and Download for a PDF or Word issue; Open issue for a linked web page. */
export function IssueActions({ issue, size = 'sm', tone = 'light' }: IssueActionsProps) {
  const doc = issueDocument(issue.content);
  if (!doc) return null;
  const primary = tone === 'dark' ? 'inverse' : 'primary';
  const secondary = tone === 'dark' ? 'outline-inverse' : 'secondary';
  if (doc.kind === 'link') {
    return (
      <a
        aria-label={`${copy.open}: ${issue.title} (opens in a new tab)`}
        href={doc.url}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses({ variant: primary, size })}
      >
        <ExternalLink aria-hidden="true" className="size-4" />
        {copy.open}
      </a>
    );
  }
  return (
    <>
      <a
        aria-label={`${copy.view}: ${issue.title}`}
        href={viewerHref(doc.url, issue.title)}
        className={buttonClasses({ variant: primary, size })}
      >
        <FileText aria-hidden="true" className="size-4" />
        {copy.view}
      </a>
      <a
        aria-label={`${copy.download}: ${issue.title} (${doc.kind === 'pdf' ? copy.pdf : copy.word})`}
        href={doc.url}
        download={downloadName(issue.title, doc.kind)}
        className={buttonClasses({ variant: secondary, size })}
      >
        <Download aria-hidden="true" className="size-4" />
        {copy.download}
      </a>
    </>
  );
}

interface FavouriteButtonProps {
  issue: Article;
  favourite: boolean;
  onToggle: (id: string) => boolean;
  className?: string;
}

/**
 * The heart: saved in this browser; the change is announced with a toast. It needs the scripts, so it
 * is shown once hydrated (docs/no-script.md).
 */
export function FavouriteButton({ issue, favourite, onToggle, className }: FavouriteButtonProps) {
  const hydrated = useHydrated();
  function onClick() {
    const saved = onToggle(String(issue.id));
    toast.success(saved ? copy.favouriteAdded(issue.title) : copy.favouriteRemoved(issue.title));
  }
  if (!hydrated) return null;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={favourite}
      aria-label={`${copy.addFavourite}: ${issue.title}`}
      title={favourite ? copy.removeFavourite : copy.addFavourite}
      className={clsx(
        'flex size-10 shrink-0 items-center justify-center rounded-full shadow-sm ring-1 ring-inset transition-colors',
        favourite
          ? 'bg-red-50 text-red-700 ring-red-200 hover:bg-red-100'
          : 'bg-white text-slate-600 ring-slate-200 hover:bg-slate-50 hover:text-red-700',
        className,
      )}
    >
      <Heart aria-hidden="true" className={clsx('size-5', favourite && 'fill-current')} />
    </button>
  );
}

interface NewsletterCardProps {
  issue: Article;
  favourite: boolean;
  onToggleFavourite: (id: string) => boolean;
  /** The page with this issue's preview open (rendered open by the server: docs/no-script.md, "Controls"). */
  previewHref: string;
  onPreview: (issue: Article) => void;
}

/** An archive card: category, date, title, summary, tags, favourite, Preview, View and Download. */
export function NewsletterCard({ issue, favourite, onToggleFavourite, previewHref, onPreview }: NewsletterCardProps) {
  const date = formatDate(issue.publishedAt ?? issue.createdAt);
  const category = categoryLabel(issue.category);
  const doc = issueDocument(issue.content);
  const titleId = `newsletter-${issue.id}-title`;
  const image = assetUrl(issue.featured_image);
  return (
    <article
      aria-labelledby={titleId}
      data-testid="newsletter-card"
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md"
    >
      {image ? (
        <img
          {...responsiveImage({ url: image }, { sizes: NEWSLETTER_CARD_SIZES, fallback: IMAGE_BOX.wide })}
          alt=""
          loading="lazy"
          className="-mx-6 -mt-6 mb-5 aspect-[16/9] w-[calc(100%+3rem)] max-w-none object-cover"
        />
      ) : null}
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          {category ? <Badge tone="brand">{category}</Badge> : null}
          {doc && doc.kind !== 'link' ? <Badge tone="neutral">{doc.kind === 'pdf' ? copy.pdf : copy.word}</Badge> : null}
        </div>
        <FavouriteButton issue={issue} favourite={favourite} onToggle={onToggleFavourite} />
      </div>
      <h3 id={titleId} className="mt-4 text-lg font-semibold leading-snug text-slate-900">
        {issue.title}
      </h3>
      {date ? (
        <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600">
          <CalendarDays aria-hidden="true" className="size-4" />
          <time dateTime={issue.publishedAt ?? issue.createdAt}>{date}</time>
        </p>
      ) : null}
      {issue.excerpt ? <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-slate-600">{issue.excerpt}</p> : null}
      {issue.tags?.length ? (
        <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-1.5">
          {issue.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-6">
        <InPlaceLink
          aria-label={`${copy.preview}: ${issue.title}`}
          href={previewHref}
          onActivate={() => onPreview(issue)}
          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
        >
          <Eye aria-hidden="true" className="size-4" />
          {copy.preview}
        </InPlaceLink>
        <IssueActions issue={issue} />
      </div>
    </article>
  );
}
