import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/**
 * What a page shows open (a dialog, a tab) when its address names it in the query parameter `name`
 * (docs/no-script.md, "Controls"): the server renders the page with it open, so a link to that address
 * works before and without JavaScript. Once hydrated, `set` opens and closes in place without loading
 * the address, as the page did before; closing something the address opened also drops the parameter
 * and the `related` ones (a step of the dialog, the outcome of its form: docs/no-script.md, "Forms"),
 * replacing the history entry, so a reload does not open it again.
 */
export function useAddressedSelection(name: string, related: readonly string[] = []): [string | null, (value: string | null) => void] {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get(name);
  // A choice made in place holds until the next navigation (back and forward follow the address),
  // except the one that drops the parameter when something the address opened is closed: that
  // navigation names the entry it left (`droppedFrom`), so a choice made in place while it was under
  // way (a dialog opened again at once) holds through it instead of being closed by it.
  const [local, setLocal] = useState<{ key: string; value: string | null } | null>(null);
  const state: unknown = location.state;
  const droppedFrom = typeof state === 'object' && state !== null && DROPPED_FROM in state ? state[DROPPED_FROM] : undefined;
  const value = local && (local.key === location.key || local.key === droppedFrom) ? local.value : fromAddress;

  function set(next: string | null) {
    setLocal({ key: location.key, value: next });
    if (next === null && fromAddress !== null) {
      const without = new URLSearchParams(params);
      for (const param of [name, ...related]) without.delete(param);
      const state: AddressedState = { [DROPPED_FROM]: location.key };
      setParams(without, { replace: true, preventScrollReset: true, state });
    }
  }

  return [value, set];
}

const DROPPED_FROM = 'addressedSelectionDroppedFrom';
type AddressedState = { [DROPPED_FROM]?: string };

/** The current address with the query parameter `name` set to `value` (or removed when null), and an optional hash. */
export function addressWith(pathname: string, search: string, name: string, value: string | null, hash = ''): string {
  return addressWithParams(pathname, search, { [name]: value }, hash);
}

/** The current address with each of `changes` set (or removed when null), and an optional hash. */
export function addressWithParams(pathname: string, search: string, changes: Readonly<Record<string, string | null>>, hash = ''): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}
