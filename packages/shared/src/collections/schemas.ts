import { z } from 'zod';
import { parseDate } from '../rules/dates';
import { formNumber, optionalText, pageQuery, paginationSchema, requiredString, sortQuery, withoutUndefined } from '../schemas/common';
import { contentLinkSchema, textListSchema } from '../schemas/projects';
import { fieldEntries, type Collection } from './define';
import {
  DATE_MESSAGE,
  invalidMessage,
  requiredMessage,
  yearMessage,
  YEAR_RANGE,
  type FieldKind,
  type FieldKinds,
  type FieldSpec,
  type FieldValue,
} from './fields';

/**
 * The API schemas of a collection (./define.ts), made from its fields: what a create and an update
 * accept, what a list's query accepts, and what an item and a list answer. One rule per kind of field
 * (RULES below); the messages name the field by its label.
 */

/** A day or a time (../rules/dates.ts); blank is missing. */
const dateRule = (spec: FieldSpec) =>
  z
    .string({ error: requiredMessage(spec) })
    .max(40, { error: DATE_MESSAGE })
    .transform((v, ctx) => {
      if (v.trim() === '') {
        ctx.addIssue({ code: 'custom', message: requiredMessage(spec) });
        return z.NEVER;
      }
      const date = parseDate(v);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: DATE_MESSAGE });
        return z.NEVER;
      }
      return date;
    });

/** A year, sent as a number or as text (a form's value). */
function yearRule(spec: FieldSpec) {
  const error = yearMessage(spec.label);
  return z
    .union([z.number({ error }), z.string({ error }).max(10, { error })], { error })
    .transform((v) => (typeof v === 'number' ? v : v.trim() === '' ? NaN : Number(v)))
    .pipe(z.number({ error }).int({ error }).min(YEAR_RANGE.min, { error }).max(YEAR_RANGE.max, { error }));
}

/** Blank or null is "not set" for an optional field: null, which clears a stored value. */
const orBlank = (rule: z.ZodType) =>
  z.union([z.null(), z.literal(''), rule]).transform((v) => (v === '' || v === null ? null : (v as unknown)));

const numberRule = (spec: FieldSpec) => {
  const { min, max } = spec.range ?? { min: -1e15, max: 1e15 };
  return formNumber(invalidMessage(spec), min, max, { whole: spec.whole, separators: spec.separators });
};

/** A text that must match the field's `pattern` (blank is missing), upper-cased when `upperCase`. */
const patternRule = (spec: FieldSpec, pattern: RegExp) => {
  const invalid = invalidMessage(spec);
  const rule = z
    .string({ error: requiredMessage(spec) })
    .trim()
    .min(1, { error: requiredMessage(spec), abort: true })
    .max(spec.max ?? 300, { error: invalid, abort: true })
    .regex(pattern, { error: invalid });
  return spec.upperCase ? rule.transform((v) => v.toUpperCase()) : rule;
};
const textRule = (spec: FieldSpec) =>
  spec.pattern
    ? spec.required
      ? patternRule(spec, spec.pattern)
      : orBlank(patternRule(spec, spec.pattern))
    : spec.required
      ? requiredString(requiredMessage(spec), spec.max, spec.label)
      : optionalText(spec.max ?? 300, { blank: null, label: spec.label });

/** One of the field's options. */
const choiceRule = (spec: FieldSpec) => {
  const options = (spec.options ?? []) as unknown as readonly [string, ...string[]];
  return z.enum(options, { error: invalidMessage(spec) });
};

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
const colourRule = (spec: FieldSpec) => {
  const message = invalidMessage(spec);
  // One message for a blank or wrong colour: the refine runs only on a text of 1 to 7 characters.
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(7, { error: `${spec.label} must be at most 7 characters`, abort: true })
    .refine((v) => HEX_COLOUR.test(v), { error: message });
};

/** What each kind of field accepts in a create or an update (its value as the service stores it). */
const RULES: Record<FieldKind, (spec: FieldSpec) => z.ZodType> = {
  text: textRule,
  longText: textRule,
  richText: textRule,
  year: (spec) => (spec.required ? yearRule(spec) : orBlank(yearRule(spec))),
  date: (spec) => (spec.required ? dateRule(spec) : orBlank(dateRule(spec))),
  link: (spec) =>
    spec.required ? contentLinkSchema.refine((v) => v !== null, { error: requiredMessage(spec) }) : contentLinkSchema.optional(),
  number: (spec) => (spec.required ? numberRule(spec) : orBlank(numberRule(spec))),
  choice: (spec) => (spec.required ? choiceRule(spec) : orBlank(choiceRule(spec))),
  // Never null: none is an empty list.
  textList: (spec) => textListSchema(spec.max, spec.entries).optional(),
  colour: (spec) => (spec.required ? colourRule(spec) : orBlank(colourRule(spec))),
};

/** How each kind of field reads in the API's answer. */
const ANSWERS: { [K in FieldKind]: (spec: FieldSpec) => z.ZodType<FieldKinds[K]> } = {
  text: () => z.string(),
  longText: () => z.string(),
  richText: () => z.string(),
  year: () => z.number(),
  date: () => z.string(),
  link: () => z.string(),
  number: () => z.number(),
  choice: (spec) => choiceRule(spec),
  textList: () => z.array(z.string()),
  colour: () => z.string(),
};
/** The answer of a field: null when it is optional and not set (a text list is never null). */
const answer = (spec: FieldSpec) => {
  const rule = ANSWERS[spec.kind](spec);
  return spec.required || spec.kind === 'textList' ? rule : rule.nullable();
};

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
/** An item of a collection, as the API answers it. */
export type ItemOf<C extends Collection> = { id: number } & Mutable<{ [K in keyof C['fields']]: FieldValue<C['fields'][K]> }> & {
    createdAt: string;
    updatedAt: string;
    version: string;
  };
/** A list of a collection, as the API answers it (`{ awards: [...], pagination }`). */
export type ListOf<C extends Collection> = { [K in C['many']]: ItemOf<C>[] } & { pagination: z.infer<typeof paginationSchema> };
/** What the service is given to store: the fields sent (dates as Date), null to clear. */
export type ChangesOf<C extends Collection> = {
  [K in keyof C['fields']]?: C['fields'][K]['kind'] extends 'date' ? Date | null : FieldValue<C['fields'][K]>;
};
/** A create's or an update's body as a form sends it: text, or a number for a year. */
export type InputOf<C extends Collection> = { [K in keyof C['fields']]?: string | number | null };
export interface CollectionQuery {
  page: number;
  limit: number;
  search?: string;
  sort?: { field: string; direction: 'asc' | 'desc' };
  year?: number;
  /** The choice filters' values (list.filters), by field. */
  [filter: string]: unknown;
}

export interface CollectionSchemas<C extends Collection> {
  create: z.ZodType<ChangesOf<C>, InputOf<C>>;
  update: z.ZodType<ChangesOf<C>, InputOf<C>>;
  query: z.ZodType<CollectionQuery, Partial<Record<keyof CollectionQuery, unknown>>>;
  item: z.ZodType<ItemOf<C>, ItemOf<C>>;
  envelope: z.ZodType<{ [K in C['one']]: ItemOf<C> }, { [K in C['one']]: ItemOf<C> }>;
  list: z.ZodType<ListOf<C>, ListOf<C>>;
}

const made = new WeakMap<Collection, CollectionSchemas<Collection>>();

function build<C extends Collection>(collection: C): CollectionSchemas<C> {
  const entries = fieldEntries(collection);
  const rules = Object.fromEntries(entries.map(([key, spec]) => [key, RULES[spec.kind](spec)]));
  const answers = Object.fromEntries(entries.map(([key, spec]) => [key, answer(spec)]));
  const { sortable, yearFilter, pageSize, filters = [] } = collection.list;
  const yearQueryMessage = `year must be a whole number from ${YEAR_RANGE.min} to ${YEAR_RANGE.max}`;
  const item = z.object({ id: z.number(), ...answers, createdAt: z.string(), updatedAt: z.string(), version: z.string() });
  const changes = (object: z.ZodObject) => object.transform((v) => withoutUndefined(v as object));
  return {
    create: changes(z.object(rules)),
    update: changes(z.object(rules).partial()),
    query: pageQuery(pageSize).extend({
      search: optionalText(200, { label: 'Search' }),
      ...(sortable.length > 0 && { sort: sortQuery(sortable as unknown as readonly [string, ...string[]]) }),
      ...Object.fromEntries(filters.map(({ field }) => [field, choiceRule(collection.fields[field]!).optional()])),
      ...(yearFilter && {
        year: z.coerce
          .number({ error: yearQueryMessage })
          .int({ error: yearQueryMessage })
          .min(YEAR_RANGE.min, { error: yearQueryMessage })
          .max(YEAR_RANGE.max, { error: yearQueryMessage })
          .optional(),
      }),
    }),
    item,
    envelope: z.object({ [collection.one]: item }),
    list: z.object({ [collection.many]: z.array(item), pagination: paginationSchema }),
  } as unknown as CollectionSchemas<C>;
}

/** The schemas of a collection, made once. */
export function collectionSchemas<C extends Collection>(collection: C): CollectionSchemas<C> {
  let schemas = made.get(collection);
  if (!schemas) made.set(collection, (schemas = build(collection) as unknown as CollectionSchemas<Collection>));
  return schemas as unknown as CollectionSchemas<C>;
}
