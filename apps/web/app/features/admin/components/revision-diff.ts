import { diffWords } from 'diff';
import { REVISION_FIELDS, htmlToText, type RevisionField, type RevisionKind } from '@mnch/shared';
import { formatDateTime } from './date-time';

/** One run of a field's text: kept, or removed or added by the change. */
export interface DiffPart {
  text: string;
  change: 'same' | 'removed' | 'added';
}

/** What one change did to one field: its label and the word diff of its text before and after. */
export interface FieldChange {
  field: string;
  label: string;
  parts: DiffPart[];
}

/** A moment in the site's time zone, e.g. "26 Nov 2026, 14:05". */
export const formatRevisionTime = (iso: string) => formatDateTime(iso) ?? '';

/** A value as text: strings as they are, numbers and yes/no as written, anything else as JSON. */
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);

const names = (value: unknown) =>
  Array.isArray(value)
    ? value.map((p: unknown) => (p && typeof p === 'object' && 'name' in p ? asText(p.name) : asText(p))).join(', ')
    : asText(value);

/** A record as one line of its values ("Office, +256 700 000 000"), blank parts left out. */
const detailLine = (value: unknown): string =>
  value && typeof value === 'object'
    ? Object.values(value)
        .map(asText)
        .filter((part) => part !== '')
        .join(', ')
    : asText(value);

/**
 * A field's value as the text the history compares and shows (never as HTML): rich text as its plain text, lists one
 * item after another, dates in the centre's time zone, yes/no. Empty for no value.
 */
export function fieldText(type: RevisionField['type'], value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  switch (type) {
    case 'rich':
      // One line per paragraph, heading, list item or line break, so the diff keeps the text's shape.
      return asText(value)
        .split(/<\/(?:p|div|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/i)
        .map((block) => htmlToText(block))
        .filter(Boolean)
        .join('\n');
    case 'list':
      return Array.isArray(value) ? value.map(asText).join(', ') : asText(value);
    case 'people':
      return names(value);
    case 'date':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? formatRevisionTime(value) : asText(value);
    case 'boolean':
      return value ? 'Yes' : 'No';
    case 'details':
      // A record's values on one line, a list of records one line each (an address; the phone numbers).
      return (Array.isArray(value) ? value : [value]).map(detailLine).join('\n');
    default:
      return asText(value);
  }
}

/** The word diff of two texts: runs kept, removed and added, in reading order. */
export function wordDiff(before: string, after: string): DiffPart[] {
  return diffWords(before, after).map((part) => ({
    text: part.value,
    change: part.added ? 'added' : part.removed ? 'removed' : 'same',
  }));
}

/**
 * What a change did to each field it changed (`fields`, in the kind's order of REVISION_FIELDS), from
 * the item before and after it (the API's item shape). Fields whose text reads the same either way
 * (e.g. markup only) still show, with their text unchanged.
 */
export function fieldChanges(kind: RevisionKind, fields: readonly string[], before: object, after: object | null): FieldChange[] {
  const changed = new Set(fields);
  const read = (item: object | null, field: string): unknown => (item ? (item as Record<string, unknown>)[field] : undefined);
  return REVISION_FIELDS[kind]
    .filter((f) => changed.has(f.field))
    .map((f) => ({
      field: f.field,
      label: f.label,
      parts: wordDiff(fieldText(f.type, read(before, f.field)), fieldText(f.type, read(after, f.field))),
    }));
}

/** The labels of the changed fields, for a revision's line in the list ("Title, Content"). */
export function changedLabels(kind: RevisionKind, fields: readonly string[]): string {
  const changed = new Set(fields);
  return REVISION_FIELDS[kind]
    .filter((f) => changed.has(f.field))
    .map((f) => f.label)
    .join(', ');
}
