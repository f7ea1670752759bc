import { CircleAlert } from 'lucide-react';
import { Button } from '../../../components/ui';

/** A list that could not be loaded: what failed, the server's message, and a retry. */
export function QueryErrorPanel({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6">
      <div className="flex items-start gap-3">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
        <div>
          <p className="text-sm font-semibold text-red-900">{title}</p>
          {error.message ? <p className="mt-1 text-sm text-red-800">{error.message}</p> : null}
          <Button variant="secondary" size="sm" onClick={onRetry} className="mt-3">
            Try again
          </Button>
        </div>
      </div>
    </div>
  );
}
