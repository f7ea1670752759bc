import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { LayoutGrid, List } from 'lucide-react';
import { clsx } from 'clsx';
import { readGalleryView, type GalleryView } from './format';

/** The grid / list choice, in the URL (`?view=list`; the grid is the default). */
export function useGalleryView() {
  const [params, setParams] = useSearchParams();
  const view = readGalleryView(params);
  const setView = useCallback(
    (next: GalleryView) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (next === 'grid') copy.delete('view');
          else copy.set('view', next);
          return copy;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [view, setView] as const;
}

const OPTIONS = [
  { value: 'grid', label: 'Grid view', icon: LayoutGrid },
  { value: 'list', label: 'List view', icon: List },
] as const;

/** Two toggle buttons (aria-pressed), reachable and usable with the keyboard. */
export function ViewToggle({ view, onChange }: { view: GalleryView; onChange: (view: GalleryView) => void }) {
  return (
    <div role="group" aria-label="View" className="inline-flex shrink-0 rounded-lg border border-slate-200 bg-white p-1 shadow-sm">
      {OPTIONS.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={clsx(
            'inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
            view === value ? 'bg-brand-700 text-white shadow-sm' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          <span>{label.replace(' view', '')}</span>
          <span className="sr-only"> view</span>
        </button>
      ))}
    </div>
  );
}
