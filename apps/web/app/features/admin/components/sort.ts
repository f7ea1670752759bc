/**
 * A list's sort in the address and the API (`sort=title` ascending, `sort=-year` descending;
 * packages/shared/src/schemas/common.ts `sortQuery`), for the tables' sort buttons (data-table.tsx)
 * and the sort selects of the lists without a table.
 */

/** A heading's `aria-sort`: how the list is sorted by its field, when at all. */
export type SortState = 'ascending' | 'descending' | 'none';

/** How `sort` (the address's value, '' for the list's own order) sorts by `field`. */
export function sortState(sort: string, field: string): SortState {
  if (sort === field) return 'ascending';
  if (sort === `-${field}`) return 'descending';
  return 'none';
}

/** The sort a click on `field`'s heading asks for: ascending first, then descending, then ascending again. */
export const nextSort = (sort: string, field: string): string => (sort === field ? `-${field}` : field);

/** A sortable field and its name in the choices, e.g. { field: 'year', label: 'Year' }. */
export interface SortField {
  field: string;
  label: string;
}

/** The choices of a sort select: each field ascending and descending ("Year, ascending"). */
export const sortOptions = (fields: readonly SortField[]) =>
  fields.flatMap(({ field, label }) => [
    { value: field, label: `${label}, ascending` },
    { value: `-${field}`, label: `${label}, descending` },
  ]);

/** The choices of a list's sort select as a filter select (list-filters.tsx), named `sort`. */
export const sortSelect = (value: string, fields: readonly SortField[], defaultLabel: string) => ({
  name: 'sort' as const,
  label: 'Sort by',
  allLabel: defaultLabel,
  value,
  options: sortOptions(fields),
  widthClass: 'md:w-56',
});
