import { Printer } from 'lucide-react';
import { legalCopy as copy } from '../../content/legal';

/**
 * The policy pages' Print button (an island: islands/registry.ts). Printing needs scripts: the server
 * renders the button, hidden in a browser without them (the `scripting: none` media feature), and a
 * click on it before its island has hydrated wakes it and is replayed (islands/entry.ts).
 */
export function PrintButton() {
  return (
    <div>
      <button
        type="button"
        onClick={() => window.print()}
        className="inline-flex items-center gap-2 rounded-xl px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 noscript:hidden"
      >
        <Printer aria-hidden="true" className="size-4" />
        {copy.print}
      </button>
    </div>
  );
}
