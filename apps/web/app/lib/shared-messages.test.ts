import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as shared from '@mnch/shared';

/**
 * Every validation message of the shared schemas (packages/shared/src/schemas/) is written for people: each
 * exported schema is fed, field by field, values that break its rules (missing, blank, too long, too many,
 * the wrong type, out of range, not one of the choices, not an address) and no message may be left to the
 * validator's default wording ("Too big: expected string to have <=200 characters", "Invalid input: ...").
 */

/** The validator's own wording (zod's English defaults). */
const DEFAULT_WORDING =
  /^(Too (big|small)|Invalid (input|option|string|enum|type|format|key|element|value|literal|union|date|arguments|return)|Expected |Required$|Unrecognized key|Number must|String must|Array must)/;
const COMPARISON = /[<>]=?\s?\d/;

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } })?._zod?.def;
const isSchema = (value: unknown): value is z.ZodType => typeof (value as z.ZodType)?.safeParse === 'function' && !!defOf(value);

interface Probe {
  /** The value given to every field that is not an object, list or choice of forms. */
  value: unknown;
  /** Lists get one item more than they may hold (else one item). */
  longLists: boolean;
  /** Which form of every union (modulo its number of forms). */
  variant: number;
  /** Literals get their own value (so that a tagged union picks its form), or the probe's. */
  literals: boolean;
}

/** An input shaped like the schema, with the probe's value in every leaf. */
function build(schema: unknown, probe: Probe, depth = 0): unknown {
  const def = defOf(schema);
  if (!def || depth > 8) return probe.value;
  const next = (s: unknown) => build(s, probe, depth + 1);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, next(field)]));
    }
    case 'array': {
      // One item, or one more than the list's own limit.
      const limit = ((def.checks ?? []) as unknown[]).map(defOf).find((check) => check?.check === 'max_length')?.maximum;
      const length = probe.longLists && typeof limit === 'number' ? limit + 1 : 1;
      return Array.from({ length }, () => next(def.element));
    }
    case 'tuple':
      return (def.items as unknown[]).map(next);
    case 'record':
      return { key: next(def.valueType) };
    case 'union': {
      const options = def.options as unknown[];
      return next(options[probe.variant % options.length]);
    }
    case 'intersection': {
      const [left, right] = [next(def.left), next(def.right)];
      return typeof left === 'object' && typeof right === 'object' ? { ...left, ...right } : left;
    }
    case 'pipe':
      return next(defOf(def.in)?.type === 'transform' ? def.out : def.in);
    case 'lazy':
      return next((def.getter as () => unknown)());
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return next(def.innerType);
    case 'literal':
      return probe.literals ? (def.values as unknown[])[0] : probe.value;
    default:
      return probe.value;
  }
}

const VALUES: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'x',
  'not an address',
  'x'.repeat(500_001),
  '2026-13-45',
  -5,
  1.5,
  1e15,
  Number.NaN,
  true,
  [],
  {},
];

/** Every message the schema gives for every probe. */
function messagesOf(schema: z.ZodType): Set<string> {
  const messages = new Set<string>();
  // Every value in lists of one item, and lists one item too long.
  const shapes = [...VALUES.map((value) => ({ value, longLists: false })), { value: 'x', longLists: true }, { value: 1, longLists: true }];
  for (const { value, longLists } of shapes)
    for (const variant of [0, 1, 2, 3])
      for (const literals of [true, false]) {
        const result = schema.safeParse(build(schema, { value, longLists, variant, literals }));
        for (const issue of result.error?.issues ?? []) messages.add(issue.message);
      }
  return messages;
}

const schemas = Object.entries(shared as Record<string, unknown>).filter((entry): entry is [string, z.ZodType] => isSchema(entry[1]));

describe('validation messages', () => {
  it('finds the shared schemas', () => {
    expect(schemas.length).toBeGreaterThan(80);
    expect(schemas.map(([name]) => name)).toEqual(
      expect.arrayContaining(['contactInquirySchema', 'createEventSchema', 'inquiriesQuerySchema']),
    );
  });

  it.each(schemas)('%s words every refusal for people', (_name, schema) => {
    const messages = [...messagesOf(schema)];
    expect(messages.length).toBeGreaterThan(0);
    const raw = messages.filter((m) => DEFAULT_WORDING.test(m) || COMPARISON.test(m));
    expect(raw).toEqual([]);
  });

  it('names the field in length messages of the public forms', () => {
    const long = 'x'.repeat(5_001);
    const contact = shared.contactInquirySchema.safeParse({
      kind: 'contact',
      firstName: long,
      lastName: long,
      email: 'a@b.org',
      subject: long,
      message: long,
    });
    expect(contact.error?.issues.map((i) => i.message)).toEqual([
      'First name must be at most 100 characters',
      'Last name must be at most 100 characters',
      'Subject must be at most 300 characters',
      'Message must be at most 5000 characters',
    ]);
    const registration = shared.eventRegistrationBodySchema.safeParse({ name: long, email: 'a@b.org' });
    expect(registration.error?.issues[0]?.message).toBe('Name must be at most 200 characters');
  });
});
