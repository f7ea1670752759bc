import type { ReactNode } from 'react';
import { FileText, TriangleAlert } from 'lucide-react';
import { mediaNeedsAlt, MEDIA_MESSAGES, type MediaItem } from '@mnch/shared';
import { formatDate } from '../../../lib/dates';
import { formatBytes } from '../../../lib/bytes';
import { thumbnailOf } from './media-api';

/** A file's preview: the smallest copy of an image, or a document icon with its type. */
export function MediaPreview({ item, className = '' }: { item: MediaItem; className?: string }) {
  if (item.kind === 'image') {
    return <img src={thumbnailOf(item)} alt={item.alt} loading="lazy" className={`size-full object-cover ${className}`} />;
  }
  const ext = item.name.includes('.') ? item.name.slice(item.name.lastIndexOf('.') + 1).toUpperCase() : 'FILE';
  return (
    <span className={`flex size-full flex-col items-center justify-center gap-1 text-slate-600 ${className}`}>
      <FileText aria-hidden="true" className="size-10" />
      <span className="text-xs font-semibold tracking-wide">{ext.slice(0, 5)}</span>
    </span>
  );
}

/** The facts of a file: size, dimensions, uploader and date. */
export function mediaFacts(item: MediaItem): string {
  const parts = [item.size == null ? '—' : formatBytes(item.size)];
  if (item.width && item.height) parts.push(`${item.width} × ${item.height}`);
  const date = formatDate(item.createdAt, 'short');
  if (date) parts.push(date);
  return parts.join(' · ');
}

/** The library's warning for an image used in content without alt text. */
export function AltWarning({ item }: { item: MediaItem }) {
  if (!mediaNeedsAlt(item)) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
      <TriangleAlert aria-hidden="true" className="size-3.5" /> {MEDIA_MESSAGES.altMissing}
    </span>
  );
}

/** A card of the library or the picker: the preview is the card's button (`onOpen`), the facts below. */
export function MediaCard({
  item,
  onOpen,
  openLabel,
  footer,
}: {
  item: MediaItem;
  onOpen: () => void;
  openLabel: string;
  footer?: ReactNode;
}) {
  return (
    <li className="flex min-w-0 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <button
        type="button"
        onClick={onOpen}
        aria-label={openLabel}
        className="relative block aspect-[4/3] overflow-hidden bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
      >
        <MediaPreview item={item} />
      </button>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3">
        <p className="truncate text-sm font-semibold text-slate-900" title={item.name}>
          {item.name}
        </p>
        <p className="text-xs text-slate-600">{mediaFacts(item)}</p>
        {item.kind === 'image' ? (
          <p className="line-clamp-2 text-xs text-slate-600">
            {item.alt ? <>Alt: {item.alt}</> : <span className="italic">No alt text</span>}
          </p>
        ) : null}
        {item.uploadedBy ? <p className="truncate text-xs text-slate-500">By {item.uploadedBy.name}</p> : null}
        <div className="mt-auto pt-1">
          <AltWarning item={item} />
        </div>
        {footer}
      </div>
    </li>
  );
}
