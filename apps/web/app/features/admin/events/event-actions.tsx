import { Eye, Pencil, Trash2 } from 'lucide-react';
import type { EventItem } from '@mnch/shared';
import { HistoryButton, IconButton, TONES } from '../components/data-table';
import { WriteOnly } from '../components/access';

export interface EventActionHandlers {
  onView: (e: EventItem) => void;
  onEdit: (e: EventItem) => void;
  onHistory: (e: EventItem) => void;
  onDelete: (e: EventItem) => void;
}

/** View, Edit, History and Delete icon buttons, named with the event's title. */
export function EventActions({ event, onView, onEdit, onHistory, onDelete }: EventActionHandlers & { event: EventItem }) {
  return (
    <div className="flex justify-end gap-1">
      <IconButton label={`View event: ${event.title}`} title="View event" tone={TONES.view} icon={Eye} onClick={() => onView(event)} />
      <WriteOnly>
        <IconButton label={`Edit event: ${event.title}`} title="Edit event" tone={TONES.edit} icon={Pencil} onClick={() => onEdit(event)} />
        <HistoryButton name={event.title} onClick={() => onHistory(event)} />
        <IconButton
          label={`Delete event: ${event.title}`}
          title="Delete event"
          tone={TONES.delete}
          icon={Trash2}
          onClick={() => onDelete(event)}
        />
      </WriteOnly>
    </div>
  );
}
