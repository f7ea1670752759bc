import { Eye, History, ImageOff, Pencil, Trash2 } from 'lucide-react';
import type { ArticleStatus } from '@mnch/shared';
import { Badge } from '../../../components/ui';
import { CONTENT_STATUS_LABELS, CONTENT_STATUS_TONES, categoryLabel, goLiveLabel } from './content-status';
import { WriteOnly } from './access';
import { SelectRowCheckbox, useTableSelection } from './bulk-selection';

export interface ContentCardItem {
  id: number;
  title: string;
  excerpt: string | null;
  status: ArticleStatus;
  category: string;
  createdAt: string;
  publishedAt: string | null;
  scheduledDate: string | null;
  image: string | null;
  author: string;
}

interface ContentCardProps {
  item: ContentCardItem;
  onView: () => void;
  onEdit: () => void;
  /** Opens the item's history (revision-history-lazy.tsx). */
  onHistory: () => void;
  onDelete: () => void;
}

const actionClasses =
  'inline-flex items-center gap-1.5 rounded-md px-2.5 py-1.5 text-sm font-medium transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** One article or newsletter in a back-office card grid. */
export function ContentCard({ item, onView, onEdit, onHistory, onDelete }: ContentCardProps) {
  const when = goLiveLabel(item);
  // Inside a selectable list (bulk-selection.tsx), the card has its "Select …" checkbox.
  const selection = useTableSelection();
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[16/9] bg-slate-100">
        {item.image ? (
          <img src={item.image} alt="" loading="lazy" className="absolute inset-0 size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center bg-gradient-to-br from-brand-50 to-slate-100 text-brand-700/60">
            <ImageOff aria-hidden="true" className="size-8" />
          </div>
        )}
        <Badge tone={CONTENT_STATUS_TONES[item.status]} className="absolute top-3 left-3 shadow-sm">
          {CONTENT_STATUS_LABELS[item.status]}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
          <span className="font-semibold text-brand-800">{categoryLabel(item.category)}</span>
          <span aria-hidden="true">•</span>
          <span>
            {when.prefix} <time dateTime={when.date}>{when.text}</time>
          </span>
        </div>
        <h3 className="mt-2 line-clamp-2 text-base font-semibold text-slate-900">{item.title}</h3>
        {item.excerpt ? <p className="mt-1 line-clamp-3 text-sm text-slate-600">{item.excerpt}</p> : null}
        <p className="mt-3 text-xs text-slate-600">By {item.author}</p>
        <div className="mt-auto flex flex-wrap items-center justify-end gap-1 border-t border-slate-100 pt-3">
          {selection ? (
            <span className="mr-auto flex items-center pl-1">
              <SelectRowCheckbox selection={selection} id={item.id} name={item.title} />
            </span>
          ) : null}
          <button
            type="button"
            onClick={onView}
            aria-label={`View ${item.title}`}
            className={`${actionClasses} text-slate-700 hover:bg-slate-100`}
          >
            <Eye aria-hidden="true" className="size-4" /> View
          </button>
          <WriteOnly>
            <button
              type="button"
              onClick={onEdit}
              aria-label={`Edit ${item.title}`}
              className={`${actionClasses} text-brand-800 hover:bg-brand-50`}
            >
              <Pencil aria-hidden="true" className="size-4" /> Edit
            </button>
            <button
              type="button"
              onClick={onHistory}
              aria-label={`History of ${item.title}`}
              className={`${actionClasses} text-slate-700 hover:bg-slate-100`}
            >
              <History aria-hidden="true" className="size-4" /> History
            </button>
            <button
              type="button"
              onClick={onDelete}
              aria-label={`Delete ${item.title}`}
              className={`${actionClasses} text-red-700 hover:bg-red-50`}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              <span className="sr-only sm:not-sr-only">Delete</span>
            </button>
          </WriteOnly>
        </div>
      </div>
    </li>
  );
}
