/**
 * The kinds of field a collection definition (./define.ts) declares, as plain data: no zod here, so the
 * registry of kinds (../kinds.ts), which public pages load, can hold the definitions. Each kind of field
 * has one rule of what it accepts (./schemas.ts), one column type (apps/api/src/content/collection-table.ts)
 * and one form control (apps/web/app/features/admin/collections/collection-fields.tsx).
 */

export interface FieldKinds {
  /** One line of text. */
  text: string;
  /** Plain text over several lines. */
  longText: string;
  /** Formatted text (HTML, cleaned by ../rules/rich-text.ts on the server), written in the rich-text editor. */
  richText: string;
  /** A year, such as 2024. */
  year: number;
  /** A day (a date alone is that day in the centre: ../rules/dates.ts); the API answers an ISO time. */
  date: string;
  /** A link: an http(s) address or a file uploaded to this site (/uploads/...). */
  link: string;
  /** A number within `range` (whole when `whole`), sent as a number or as text (a form's value). */
  number: number;
  /** One of a fixed list of `options`; a list sorts by their order. */
  choice: string;
  /** A list of short texts, one per line in the form (an empty list when none). */
  textList: string[];
  /** A colour, written #rrggbb. */
  colour: string;
}
export type FieldKind = keyof FieldKinds;

export interface FieldSpec<K extends FieldKind = FieldKind, R extends boolean = boolean> {
  readonly kind: K;
  /** The form's label and the messages' name of the field ("Award title is required"). */
  readonly label: string;
  readonly required: R;
  /** The longest text accepted (text kinds). */
  readonly max?: number;
  /** A line under the form control. */
  readonly hint?: string;
  /** The message when it is missing, instead of "{label} is required". */
  readonly requiredMessage?: string;
  /** A link field: may it name an uploaded document (the form offers an upload beside a web address)? */
  readonly uploads?: boolean;
  /** Left out of the list's table (shown in the view and the form only). */
  readonly hidden?: boolean;
  /** A new item's value in the form (and, for a number, its column's default). */
  readonly initial?: string | number;
  /** The form control's placeholder. */
  readonly placeholder?: string;
  /** The form's group (the collection's `form.groups`) the field is shown in. */
  readonly group?: string;
  /** A number field: the least and the greatest accepted; `whole` for whole numbers only. */
  readonly range?: { readonly min: number; readonly max: number };
  readonly whole?: boolean;
  /** The message when the value is not one the field accepts (a number, a choice, a colour or a text's `pattern`). */
  readonly invalidMessage?: string;
  /** A choice field: its options, in their order, and each one's words. */
  readonly options?: readonly string[];
  readonly optionLabels?: Readonly<Record<string, string>>;
  /** A text list: how many entries it takes at most (each entry at most `max` characters). */
  readonly entries?: number;
  /** A text field: what the trimmed value must match (else its `invalidMessage`), and whether it is stored upper-case. */
  readonly pattern?: RegExp;
  readonly upperCase?: boolean;
  /** A number field: whether it may be written with thousands separators ("1,200,000"). */
  readonly separators?: boolean;
  /**
   * No two items have the same value (a unique index); another item's value is a 409 naming the field,
   * `takenMessage` with `{value}` standing for the value. A unique field is no part of the history (like a slug).
   */
  readonly unique?: boolean;
  readonly takenMessage?: string;
}

type FieldOptions = Partial<Omit<FieldSpec, 'kind' | 'label' | 'required'>> & { required?: boolean };
type RequiredOf<O extends FieldOptions> = O['required'] extends true ? true : false;

const make =
  <K extends FieldKind>(kind: K, defaults: FieldOptions = {}) =>
  <const O extends FieldOptions = Record<never, never>>(label: string, options?: O): FieldSpec<K, RequiredOf<O>> & Omit<O, 'required'> =>
    ({
      kind,
      label,
      ...defaults,
      ...options,
      required: (options?.required ?? false) as RequiredOf<O>,
    }) as FieldSpec<K, RequiredOf<O>> & Omit<O, 'required'>;

/** The field declarations of a collection: `fields: { title: field.text('Title', { required: true }) }`. */
export const field = {
  text: make('text', { max: 300 }),
  longText: make('longText', { max: 2000 }),
  richText: make('richText', { max: 100_000 }),
  year: make('year'),
  date: make('date'),
  link: make('link', { max: 2048 }),
  number: make('number'),
  /** A choice of `options` (a form's select). */
  choice: <const O extends FieldOptions & { options: readonly [string, ...string[]] }>(label: string, options: O) =>
    make('choice')(label, options),
  textList: make('textList', { max: 200, entries: 20 }),
  colour: make('colour'),
};

/**
 * Which kinds of field may name a file of the media library (decision 27), and how their column reads
 * as text: `text` for a text column, `list` for a list of texts; null for a kind that cannot.
 */
export const MEDIA_SHAPES: Readonly<Record<FieldKind, 'text' | 'list' | null>> = {
  text: null,
  longText: 'text',
  richText: 'text',
  year: null,
  date: null,
  link: 'text',
  number: null,
  choice: null,
  textList: null,
  colour: null,
};

/** The words of a choice field's option (its `optionLabels`, else the option itself). */
export const optionLabel = (spec: FieldSpec, option: string) => spec.optionLabels?.[option] ?? option;

/** The years a year field accepts. */
export const YEAR_RANGE = { min: 1900, max: 2999 } as const;
/** The message of a year field that is not a year. */
export const yearMessage = (label: string) => `${label} must be a whole number from ${YEAR_RANGE.min} to ${YEAR_RANGE.max}`;
/** The message of a date field that is not a date. */
export const DATE_MESSAGE = 'Please enter a valid date';
/** The message of a value a number, choice, colour or patterned text field does not accept (its `invalidMessage`, else made from its label). */
export function invalidMessage(spec: FieldSpec): string {
  if (spec.invalidMessage) return spec.invalidMessage;
  if (spec.kind === 'colour') return `${spec.label} must be a hex colour such as #1e3a8a`;
  if (spec.kind === 'choice') return `${spec.label} must be one of ${(spec.options ?? []).join(', ')}`;
  if (spec.kind !== 'number') return `${spec.label} is not valid`;
  const { min, max } = spec.range ?? { min: -1e15, max: 1e15 };
  return `${spec.label} must be ${spec.whole ? 'a whole number' : 'a number'} from ${min} to ${max}`;
}
export const requiredMessage = (spec: FieldSpec) => spec.requiredMessage ?? `${spec.label} is required`;
/** The message of a unique field's value another item has. */
export const takenMessage = (spec: FieldSpec, value: string) =>
  (spec.takenMessage ?? `{value} is already taken as ${spec.label.toLowerCase()}`).replace('{value}', value);
/** The largest whole number a 32-bit column holds; a whole number field whose range goes beyond it is stored as a bigint. */
export const INTEGER_MAX = 2 ** 31 - 1;

/** The value of a field in the API's answer: null when it is optional and not set. */
export type FieldValue<F> =
  F extends FieldSpec<infer K, infer R>
    ? K extends 'textList'
      ? string[]
      : F extends { options: readonly (infer O)[] }
        ? R extends true
          ? O
          : O | null
        : R extends true
          ? FieldKinds[K]
          : FieldKinds[K] | null
    : never;
