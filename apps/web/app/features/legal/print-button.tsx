import { Printer } from 'lucide-react';
import { legalCopy as copy } from '../../content/legal';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * The policy pages' Print button (an island: islands/registry.ts). Printing needs scripts, so the button
 * shows once they run; until then its box is empty, where it comes into view and wakes (islands/entry.ts).
 */
export function PrintButton() {
  const hydrated = useHydrated();
  return (
    <div>
      {hydrated ? (
        <button
          type="button"
          onClick={() => window.print()}
          className="inline-flex items-center gap-2 rounded-xl px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
        >
          <Printer aria-hidden="true" className="size-4" />
          {copy.print}
        </button>
      ) : null}
    </div>
  );
}
