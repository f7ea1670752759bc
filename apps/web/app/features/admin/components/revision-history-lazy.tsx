import { lazy, Suspense, useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { RevisionKind } from '@mnch/shared';

/** The history dialog and the text-diff library load only when a history is first opened. */
const RevisionHistoryDialog = lazy(() => import('./revision-history').then((m) => ({ default: m.RevisionHistoryDialog })));

/** An item whose history is open. */
export interface HistoryTarget {
  id: number;
  title: string;
}

/**
 * A section's history dialog: `open(item)` for an item's History action, `dialog` to render. The kind
 * is the API's (`articles` for newsletters too; none for a section whose kind keeps no revisions);
 * `listKey` is refreshed after a restore.
 */
export function useRevisionHistory(kind: RevisionKind | undefined, listKey: QueryKey) {
  const [target, setTarget] = useState<HistoryTarget | null>(null);
  const dialog =
    target && kind ? (
      <Suspense fallback={null}>
        <RevisionHistoryDialog kind={kind} itemId={target.id} title={target.title} listKey={listKey} onClose={() => setTarget(null)} />
      </Suspense>
    ) : null;
  return { open: (item: HistoryTarget) => setTarget({ id: item.id, title: item.title }), dialog };
}
