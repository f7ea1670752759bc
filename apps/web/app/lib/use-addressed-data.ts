import { useEffect, useState } from 'react';

/**
 * What a public list's island shows (docs/decisions/0031-public-pages-as-islands.md): first what the
 * server rendered for the address (its loader's data, passed as props, and the query it was read
 * for); then, when the address changes in place (a search as you type, a page, a filter, Back), what
 * `load` fetches from the public API for the address's `query`, the old results staying until it
 * answers. `refresh` fetches the shown query again (after a change the page made, e.g. a registration).
 * New props (React Router's pages load them again on each navigation) replace what it holds. Should a
 * fetch fail, the page loads the address again, and the server renders it as it does without scripts.
 */
export function useAddressedData<Q, D>(
  served: { query: Q; data: D },
  query: Q,
  load: (query: Q, signal: AbortSignal) => Promise<D>,
): { query: Q; data: D; loading: boolean; refresh: () => void } {
  const [version, setVersion] = useState(0);
  const [shown, setShown] = useState({ ...served, version });
  const [seen, setSeen] = useState(served);
  if (seen !== served) {
    setSeen(served);
    setShown({ ...served, version });
  }
  const wanted = JSON.stringify(query);
  const current = JSON.stringify(shown.query) === wanted && shown.version === version;

  useEffect(() => {
    if (current) return;
    const controller = new AbortController();
    const next = JSON.parse(wanted) as Q;
    load(next, controller.signal)
      .then((data) => {
        if (!controller.signal.aborted) setShown({ query: next, data, version });
      })
      .catch(() => {
        if (!controller.signal.aborted) window.location.reload();
      });
    return () => controller.abort();
    // `load` is the same call on every render; only the query it asks for matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, current, version]);

  return { query: shown.query, data: shown.data, loading: !current, refresh: () => setVersion((v) => v + 1) };
}
