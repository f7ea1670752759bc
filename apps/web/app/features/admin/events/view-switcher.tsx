import { CalendarDays, LayoutGrid, List } from 'lucide-react';
import { clsx } from 'clsx';
import type { EventView } from './event-params';

const VIEWS: { id: EventView; label: string; icon: typeof List }[] = [
  { id: 'grid', label: 'Grid', icon: LayoutGrid },
  { id: 'list', label: 'List', icon: List },
  { id: 'calendar', label: 'Calendar', icon: CalendarDays },
];

/** Grid, list or calendar: toggle buttons (Tab to reach, Enter or Space to choose), the choice kept in the URL. */
export function ViewSwitcher({ view, onChange }: { view: EventView; onChange: (view: EventView) => void }) {
  return (
    <div role="group" aria-label="View" className="inline-flex rounded-lg border border-slate-200 bg-white p-1 shadow-sm">
      {VIEWS.map(({ id, label, icon: Icon }) => {
        const active = id === view;
        return (
          <button
            key={id}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(id)}
            className={clsx(
              'inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
              active ? 'bg-brand-700 text-white shadow-sm' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </button>
        );
      })}
    </div>
  );
}
