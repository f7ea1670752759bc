import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useCanWrite } from './access';

/**
 * `?edit=<id>` (the command palette's results, packages/shared/src/rules/search.ts itemEditPath): once the
 * section's list holds that item, its form opens (its view for a viewer, who changes nothing) and the key
 * leaves the address, so Back and a reload do not open it again. The address also searches the list for
 * the item's title, so it is on the first page; a list that has loaded without it just drops the key.
 * `rows` is undefined while the list loads or refreshes (its earlier page may still show).
 */
export function useEditFromAddress<Item extends { id: number }>(
  rows: readonly Item[] | undefined,
  edit: (item: Item) => void,
  view: (item: Item) => void,
): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const wanted = searchParams.get('edit');
  const canWrite = useCanWrite();
  // The item last opened: it opens once, even while the address still names it.
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (wanted === null) opened.current = null;
    if (wanted === null || rows === undefined || opened.current === wanted) return;
    const item = rows.find((row) => String(row.id) === wanted);
    opened.current = wanted;
    if (item) (canWrite ? edit : view)(item);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('edit');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [wanted, rows, canWrite, edit, view, setSearchParams]);
}
