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
}

interface FieldOptions {
  required?: boolean;
  max?: number;
  hint?: string;
  requiredMessage?: string;
  hidden?: boolean;
  uploads?: boolean;
}
type RequiredOf<O extends FieldOptions> = O['required'] extends true ? true : false;

const make =
  <K extends FieldKind>(kind: K, defaults: { max?: number } = {}) =>
  <const O extends FieldOptions = Record<never, never>>(label: string, options?: O): FieldSpec<K, RequiredOf<O>> => ({
    kind,
    label,
    ...defaults,
    ...options,
    required: (options?.required ?? false) as RequiredOf<O>,
  });

/** The field declarations of a collection: `fields: { title: field.text('Title', { required: true }) }`. */
export const field = {
  text: make('text', { max: 300 }),
  longText: make('longText', { max: 2000 }),
  richText: make('richText', { max: 100_000 }),
  year: make('year'),
  date: make('date'),
  link: make('link', { max: 2048 }),
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
};

/** The years a year field accepts. */
export const YEAR_RANGE = { min: 1900, max: 2999 } as const;
/** The message of a year field that is not a year. */
export const yearMessage = (label: string) => `${label} must be a whole number from ${YEAR_RANGE.min} to ${YEAR_RANGE.max}`;
/** The message of a date field that is not a date. */
export const DATE_MESSAGE = 'Please enter a valid date';
export const requiredMessage = (spec: FieldSpec) => spec.requiredMessage ?? `${spec.label} is required`;

/** The value of a field in the API's answer: null when it is optional and not set. */
export type FieldValue<F> = F extends FieldSpec<infer K, infer R> ? (R extends true ? FieldKinds[K] : FieldKinds[K] | null) : never;
