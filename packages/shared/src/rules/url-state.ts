/**
 * A list's state as it lives in an address (`?q=&status=&page=`): one reading of each kind of
 * parameter, used by the public pages and the back office alike, with the limits the API's list
 * queries apply (schemas/common.ts `pageQuery`), so an address the page accepts is one the API answers.
 * `defineUrlState` names a page's parameters once and yields its parser, its link builder, the hidden
 * fields of its search form without scripts and the names the page cache keeps (page-urls.ts).
 */

/** The highest page number a list query accepts. */
export const MAX_PAGE = 1_000_000;

/** A page number from an address: a whole number from 1 to `max` (at most MAX_PAGE); anything else is page 1. */
export function parsePage(value: string | null | undefined, max = MAX_PAGE): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= Math.min(max, MAX_PAGE) ? page : 1;
}

/** One parameter of an address: its value read from the address, and written back ('' leaves it out). */
export interface UrlField<T> {
  read(raw: string | null): T;
  write(value: T): string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each field has its own value type
type Fields = Record<string, UrlField<any>>;
type ValueOf<F> = F extends UrlField<infer T> ? T : never;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
/** The typed state a definition's fields read (a field that may be undefined is optional). */
export type UrlStateOf<F extends Fields> = Simplify<
  { [K in keyof F as undefined extends ValueOf<F[K]> ? never : K]: ValueOf<F[K]> } & {
    [K in keyof F as undefined extends ValueOf<F[K]> ? K : never]?: ValueOf<F[K]>;
  }
>;

interface TextOptions {
  collapse?: boolean;
  test?: (value: string) => boolean;
}

/**
 * Text, trimmed and cut to `max` characters (the API's limit for the parameter); `collapse` makes runs of
 * spaces one, `test` refuses a value. An empty or refused value is `fallback` ('' unless given), which
 * addresses leave out.
 */
export function text(max: number, options?: TextOptions): UrlField<string>;
export function text<D extends string | undefined>(max: number, options: TextOptions & { fallback: D }): UrlField<string | D>;
export function text<D extends string | undefined>(max: number, options: TextOptions & { fallback?: D } = {}): UrlField<string | D> {
  const fallback = (options.fallback ?? (Object.hasOwn(options, 'fallback') ? undefined : '')) as D;
  const read = (raw: string | null): string | D => {
    let value = (raw ?? '').trim();
    if (options.collapse) value = value.replace(/\s+/g, ' ');
    value = value.slice(0, max);
    return !value || (options.test && !options.test(value)) ? fallback : value;
  };
  return {
    read,
    write(value) {
      const written = value === undefined ? fallback : read(value);
      return written === fallback || written === undefined ? '' : written;
    },
  };
}

/** One of `values`; anything else is `fallback` (undefined when none is given), which addresses leave out. */
export function oneOf<const V extends string>(values: readonly V[]): UrlField<V | undefined>;
export function oneOf<const V extends string>(values: readonly V[], fallback: V): UrlField<V>;
export function oneOf<const V extends string>(values: readonly V[], fallback?: V): UrlField<V | undefined> {
  const known = (raw: string | null): raw is V => (values as readonly string[]).includes(raw ?? '');
  return { read: (raw) => (known(raw) ? raw : fallback), write: (value) => (value === undefined || value === fallback ? '' : value) };
}

/** A page number (parsePage), at most `max` (a higher one is `max`: the last page the list shows); page 1 is left out. */
export function page(max = MAX_PAGE): UrlField<number> {
  return { read: (raw) => Math.min(parsePage(raw), max), write: (value) => (value > 1 ? String(Math.min(value, max)) : '') };
}

export interface UrlState<F extends Fields> {
  /** The fields, in the order addresses list them. */
  readonly fields: F;
  /** Every parameter the page reads: its fields', then `others` (dialogs, form outcomes), for PAGE_QUERY_PARAMS. */
  readonly params: readonly string[];
  /** Parameters the page answered to before, and their names now (a request naming one is moved: page-urls.ts). */
  readonly formerly: Readonly<Record<string, string>>;
  /** The address's state; missing or refused values are the fields' defaults. */
  parse(params: URLSearchParams): UrlStateOf<F>;
  /** `?a=1&b=2` for the state with `changes` (defaults left out, in the fields' order), or '' when all are defaults. */
  href(state: Partial<UrlStateOf<F>>, changes?: Partial<UrlStateOf<F>>): string;
  /** The name and value of every field of the state but `except` that is not its default: a GET form's hidden inputs. */
  hiddenInputs(state: Partial<UrlStateOf<F>>, except?: ReadonlyArray<keyof F>): Array<{ name: string; value: string }>;
  /** The same parameters with some fields read otherwise (a page's own list of values). */
  with<G extends { [K in keyof F]?: Fields[string] }>(
    fields: G,
  ): UrlState<{ [K in keyof F]: K extends keyof G ? NonNullable<G[K]> : F[K] }>;
}

/**
 * A page's address state, each parameter named once: `defineUrlState({ q: text(200), page: page() })`.
 * `others` are parameters the page reads besides (a dialog's), `formerly` its old names.
 */
export function defineUrlState<F extends Fields>(
  fields: F,
  options: { others?: readonly string[]; formerly?: Record<string, string> } = {},
): UrlState<F> {
  type S = UrlStateOf<F>;
  const names = Object.keys(fields) as Array<keyof F & string>;
  const pairs = (state: Partial<S>) =>
    names.flatMap((name) => {
      const value = (state as Record<string, unknown>)[name];
      const written = value === undefined ? '' : fields[name]!.write(value);
      return written ? [{ name, value: written }] : [];
    });
  return {
    fields,
    params: [...names, ...(options.others ?? [])],
    formerly: options.formerly ?? {},
    parse: (params) => Object.fromEntries(names.map((name) => [name, fields[name]!.read(params.get(name))])) as S,
    href(state, changes = {}) {
      const query = new URLSearchParams(
        pairs({ ...state, ...changes }).map(({ name, value }): [string, string] => [name, value]),
      ).toString();
      return query ? `?${query}` : '';
    },
    hiddenInputs: (state, except = []) => pairs(state).filter(({ name }) => !except.includes(name)),
    with: (changed) => defineUrlState(Object.fromEntries(names.map((name) => [name, changed[name] ?? fields[name]])) as never, options),
  };
}
