/**
 * A list's state as it lives in an address (`?search=&status=&page=`): one reading of each kind of
 * parameter, used by the public pages and the back office alike, with the limits the API's list
 * queries apply (schemas/common.ts `pageQuery`), so an address the page accepts is one the API answers.
 */

/** The highest page number a list query accepts. */
export const MAX_PAGE = 1_000_000;

/** A page number from an address: a whole number from 1 to `max` (at most MAX_PAGE); anything else is page 1. */
export function parsePage(value: string | null | undefined, max = MAX_PAGE): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= Math.min(max, MAX_PAGE) ? page : 1;
}
