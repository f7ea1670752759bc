import { Eye, Pencil, Trash2 } from 'lucide-react';
import type { EventItem } from '@mnch/shared';
import { HistoryButton } from '../components/data-table';
import { WriteOnly } from '../components/access';

export interface EventActionHandlers {
  onView: (e: EventItem) => void;
  onEdit: (e: EventItem) => void;
  onHistory: (e: EventItem) => void;
  onDelete: (e: EventItem) => void;
}

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-md transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** View, Edit, History and Delete icon buttons, named with the event's title. */
export function EventActions({ event, onView, onEdit, onHistory, onDelete }: EventActionHandlers & { event: EventItem }) {
  return (
    <div className="flex justify-end gap-1">
      <button
        type="button"
        onClick={() => onView(event)}
        aria-label={`View event: ${event.title}`}
        title="View event"
        className={`${iconButton} text-slate-700 hover:bg-slate-100`}
      >
        <Eye aria-hidden="true" className="size-4" />
      </button>
      <WriteOnly>
        <button
          type="button"
          onClick={() => onEdit(event)}
          aria-label={`Edit event: ${event.title}`}
          title="Edit event"
          className={`${iconButton} text-brand-800 hover:bg-brand-50`}
        >
          <Pencil aria-hidden="true" className="size-4" />
        </button>
        <HistoryButton name={event.title} onClick={() => onHistory(event)} />
        <button
          type="button"
          onClick={() => onDelete(event)}
          aria-label={`Delete event: ${event.title}`}
          title="Delete event"
          className={`${iconButton} text-red-700 hover:bg-red-50`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </WriteOnly>
    </div>
  );
}
