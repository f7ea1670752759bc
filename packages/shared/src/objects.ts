/**
 * Typed versions of a few Object functions, so callers need no `as` (decision 21). Each is typed for
 * records whose keys are known, which TypeScript's own signatures widen to `string`.
 */

/** Is `key` one of the object's own keys? Narrows a string from input to the record's key type. */
export function hasKey<T extends object>(record: T, key: PropertyKey): key is keyof T {
  return Object.prototype.hasOwnProperty.call(record, key);
}

/** A record with one entry per key, in the keys' order. */
export function recordOf<K extends PropertyKey, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> {
  // The one assertion: every key is set in the loop below, which TypeScript cannot follow.
  const record = {} as Record<K, V>;
  for (const key of keys) record[key] = value(key);
  return record;
}

/** The record's own entries, keyed by its key type instead of `string`. */
export function entriesOf<K extends string, V>(record: Record<K, V>): Array<[K, V]>;
export function entriesOf<K extends string, V>(record: Partial<Record<K, V>>): Array<[K, V | undefined]>;
export function entriesOf<K extends string, V>(record: Partial<Record<K, V>>): Array<[K, V | undefined]> {
  // Object.entries gives exactly the own string keys; TypeScript widens them to string.
  return Object.entries(record) as Array<[K, V | undefined]>;
}

/** Is the value one of the list's (a string from a URL or a form that names a known choice)? */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return list.some((item) => item === value);
}
