import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { addressWithParams } from '../../lib/use-addressed-selection';
import {
  IMPACT_DEFAULTS,
  IMPACT_PARAMS,
  impactParams,
  parseImpactQuery,
  type ImpactParam,
  type ImpactQuery,
  type ImpactRecords,
} from './impact-query';

type Local = Partial<Record<ImpactParam, { address: unknown; value: unknown }>>;

/**
 * The impact page's state (`parseImpactQuery`), as `useAddressedSelection` keeps one selection
 * (docs/no-script.md, "Controls"): the server renders what the address names, so the page's links work
 * before and without JavaScript; once hydrated, `set` changes it in place without loading an address.
 * Closing what the address opened (a country's details, a site's card, a filter back to its default)
 * also drops its parameter from the address, replacing the history entry. A choice made in place holds
 * while the address's own value for it stays the same: the country map and the field sites are two
 * islands, each with its own hook, and one dropping a parameter keeps the other's choices.
 * `href` is the address of the page with `changes` made. `records` are the island's own records (from
 * the page's loader) that the address's names are checked against (parseImpactQuery).
 */
export function useImpactQuery(records: ImpactRecords = {}) {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const fromAddress = parseImpactQuery(params, records);
  const [local, setLocal] = useState<Local>({});
  const query = { ...fromAddress } as Record<ImpactParam, unknown>;
  for (const [key, held] of Object.entries(local) as [ImpactParam, { address: unknown; value: unknown }][]) {
    if (held.address === fromAddress[key]) query[key] = held.value;
  }

  function set(changes: Partial<ImpactQuery>) {
    const next: Local = { ...local };
    const dropped = new URLSearchParams(params);
    let drop = false;
    for (const [key, value] of Object.entries(changes) as [ImpactParam, unknown][]) {
      next[key] = { address: fromAddress[key], value };
      if (value === IMPACT_DEFAULTS[key] && fromAddress[key] !== IMPACT_DEFAULTS[key]) {
        // Held until the address without it has loaded (its held value then no longer applies).
        dropped.delete(IMPACT_PARAMS[key]);
        drop = true;
      }
    }
    setLocal(next);
    if (drop) setParams(dropped, { replace: true, preventScrollReset: true });
  }

  const href = (changes: Partial<ImpactQuery>, hash = '') =>
    addressWithParams(location.pathname, location.search, impactParams(changes), hash);

  return { query: query as unknown as ImpactQuery, set, href };
}
