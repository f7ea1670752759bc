/**
 * What the tests make of a collection's definition (collections/define.ts), so that a new collection's
 * trash, bulk, history and failed-save tests need no case written for it: an item it accepts, a change
 * of every field, and the text field a test edits. One sample per kind of field (a new kind without one
 * is a type error). The site never loads this file (`@mnch/shared/testing`).
 */
import { fieldEntries, type Collection } from './collections/define';
import { invalidMessage, requiredMessage, yearMessage, type FieldKind, type FieldSpec } from './collections/fields';
import type { User } from './schemas/users';

/** A value of each kind of field holding `text` where the kind holds text; `n` (1 or 2) gives two different values, as the API answers them. */
const SAMPLES: Record<FieldKind, (text: string, n: 1 | 2, spec: FieldSpec) => unknown> = {
  text: (text, _, spec) => (spec.pattern || spec.unique ? patternSample(spec).answered : text),
  longText: (text) => text,
  richText: (text) => `<p>${text}</p>`,
  year: (_, n) => 2020 + n,
  date: (_, n) => `2025-03-1${n}T09:00:00.000Z`,
  link: (_, n) => `https://example.org/sample-${n}`,
  // Near 0 when the range holds it (a country's place: on the impact page's map), else near its least.
  number: (_, n, spec) => Math.min(Math.max(0, spec.range?.min ?? 0), spec.range?.max ?? 0) + n,
  choice: (_, n, spec) => spec.options?.[(n - 1) % spec.options.length],
  textList: (text, n) => (n === 1 ? [text] : [text, 'Another']),
  colour: (_, n) => (n === 1 ? '#112233' : '#445566'),
};
/**
 * A text field with a `pattern` or `unique` takes letters never given before in this run ("XA", "XB", ...;
 * X and Y codes are no country's), upper-case when it is stored so; a pattern they do not match is an error.
 */
let letters = 0;
/** A patterned or unique text's next value: as sent (lower-case, which a field stored upper-case upper-cases) and as answered. */
export function patternSample(spec: FieldSpec): { sent: string; answered: string } {
  const n = letters++;
  const code = String.fromCharCode(88 + (Math.floor(n / 26) % 2), 65 + (n % 26));
  const answered = spec.upperCase ? code : code.toLowerCase();
  if (spec.pattern && !spec.pattern.test(answered)) throw new Error(`No sample for the pattern ${String(spec.pattern)} of ${spec.label}`);
  return { sent: code.toLowerCase(), answered };
}
const HOLDS_TEXT: ReadonlySet<FieldKind> = new Set(['text', 'longText', 'richText']);

const sample = (spec: FieldSpec, text: string, n: 1 | 2) => SAMPLES[spec.kind](text.slice(0, spec.max ?? 300), n, spec);

/** A required field's message when it is sent without a value (a year's names its range). */
export const missingMessage = (spec: FieldSpec) =>
  spec.kind === 'year' ? yearMessage(spec.label) : INVALID_WHEN_MISSING.has(spec.kind) ? invalidMessage(spec) : requiredMessage(spec);
/** The kinds whose missing value is refused as not one they accept. */
const INVALID_WHEN_MISSING: ReadonlySet<FieldKind> = new Set(['number', 'choice', 'colour']);

/** A new item named `label` (POST /api/{folder}): its required fields set, or every field with `all`. */
export function collectionSample(collection: Collection, label: string, { all = false } = {}): Record<string, unknown> {
  const fields = fieldEntries(collection).filter(([, spec]) => all || spec.required);
  return {
    ...Object.fromEntries(fields.map(([name, spec]) => [name, sample(spec, `${spec.label}, first`, 1)])),
    [collection.labelField]: label,
  };
}

/** A change of every field of an item made by `collectionSample(c, label, { all: true })`, but a unique one's (no part of the history). */
export function collectionChange(collection: Collection, label: string): Record<string, unknown> {
  const fields = fieldEntries(collection)
    .filter(([, spec]) => !spec.unique)
    .map(([name, spec]) => [name, sample(spec, `${spec.label}, second`, 2)]);
  return { ...Object.fromEntries(fields), [collection.labelField]: label };
}

/** The first field holding text other than its name: what a test edits, and its value holding `text`. */
export function textField(collection: Collection): { name: string; value: (text: string) => unknown } {
  const found = fieldEntries(collection).find(([name, spec]) => name !== collection.labelField && HOLDS_TEXT.has(spec.kind));
  if (!found) throw new Error(`The collection ${collection.folder} has no text field besides its ${collection.labelField}`);
  const [name, spec] = found;
  return { name, value: (text) => sample(spec, text, 1) };
}

/** A user as the API answers one (userSchema): Ada, an active editor made on 4 March 2026; `over` changes any field. */
export function sampleUser(over: Partial<User> = {}): User {
  const made = '2026-03-04T10:20:00.000Z';
  return {
    id: 1,
    name: 'Ada Example',
    email: 'ada@example.org',
    phone: null,
    role: 'editor',
    status: 'active',
    organization: null,
    position: null,
    bio: null,
    avatar: null,
    interests: [],
    lastLogin: null,
    createdAt: made,
    updatedAt: made,
    last_login: null,
    created_at: made,
    updated_at: made,
    ...over,
  };
}
