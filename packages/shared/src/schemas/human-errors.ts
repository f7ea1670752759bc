import type { z } from 'zod';

/**
 * Validation messages written for people. Schemas give their own messages where a field needs a
 * particular one; every other refusal is worded here from the field's name, so that no message is left
 * to the validator's defaults ("Too big: expected string to have <=200 characters"). schemas/common.ts
 * sets `humanError` as zod's error map; apps/web/app/lib/shared-messages.test.ts checks every schema.
 */

/** "firstName" → "First name", "image_url" → "Image URL". */
export function labelOf(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/\b(url|doi|id)s?\b/g, (w) => w.toUpperCase());
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'This value';
}

/** The name of the field an issue is about: its last named path segment ("speakers.0.name" → "Name"); `fallback` without one. */
export function fieldLabel(path: readonly PropertyKey[] | undefined, fallback = 'This value'): string {
  const key = [...(path ?? [])].reverse().find((segment): segment is string => typeof segment === 'string');
  return key ? labelOf(key) : fallback;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  date: 'a valid date',
};

type Issue = z.core.$ZodRawIssue;

/** A message for any refusal, named after its field; used for every issue a schema gives no message of its own. */
export function humanError(issue: Issue): string {
  const named = issue.path?.some((segment) => typeof segment === 'string');
  // Without a field name the message stands under its field: "Must be ...", "Is required".
  const say = (rest: string) => (named ? `${fieldLabel(issue.path)} ${rest}` : rest.charAt(0).toUpperCase() + rest.slice(1));
  const { code } = issue;
  if (code === 'invalid_type')
    return say(issue.input === undefined ? 'is required' : `must be ${TYPE_WORDS[issue.expected] ?? 'given in the expected form'}`);
  if (code === 'too_big' || code === 'too_small') {
    const big = code === 'too_big';
    const n = Number(big ? issue.maximum : issue.minimum);
    const bound = issue.inclusive === false ? (big ? 'less than' : 'more than') : big ? 'at most' : 'at least';
    if (issue.origin === 'string') return !big && n <= 1 ? say('is required') : say(`must be ${bound} ${n} character${n === 1 ? '' : 's'}`);
    if (issue.origin === 'array') return say(`may have ${bound} ${n} item${n === 1 ? '' : 's'}`);
    return say(`must be ${bound} ${n}`);
  }
  if (code === 'invalid_format')
    return issue.format === 'email'
      ? 'Please enter a valid email address'
      : say(`is not a valid ${issue.format === 'url' ? 'web address' : 'value'}`);
  if (code === 'invalid_value') return say(`must be ${issue.values.length === 1 ? '' : 'one of: '}${issue.values.map(String).join(', ')}`);
  if (code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}`;
  if (code === 'invalid_union') return say('is not in a form this field takes');
  return say('is not valid');
}
