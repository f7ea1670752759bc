import { useEffect, useId, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Copy, RefreshCw, TriangleAlert } from 'lucide-react';
import { differingFields, fieldLabel, saveConflictOf, type SaveConflict } from '@mnch/shared';
import { Button } from '../../../components/ui';
import { formatDateTime } from './date-time';
import { downloadText } from './download';

/**
 * Saving over a colleague's work (docs/behaviour/back-office-content.md, decision 39): every form of the
 * back office sends the version it was opened with (`If-Match`); when someone saved the item since, the
 * API refuses with a 409 carrying the item as it is now. The form keeps what was typed and shows
 * `SaveConflictAlert`: who changed it and when, which fields differ from what the form was opened with,
 * and two ways on: load their version (the form then saves from it) or keep a copy of the typed text.
 * record-form.ts uses it for every dialog form; the site settings page (one form of its own) too.
 */

export interface SaveConflictOptions<T extends FieldValues, R> {
  form: Pick<UseFormReturn<T>, 'reset' | 'getValues'>;
  /** The version of the item the form was opened with (its `version`); none for a new item. */
  version: string | null | undefined;
  /** The form's values when it was opened. */
  opened: T;
  /** The form's values of an item as the API answers it (the same function that made `opened`). */
  valuesOf: ((current: R) => T) | undefined;
  /** The item, in words, as "Grace changed ..." goes on ("this team member", "the site settings"). */
  noun: string;
  /** The file name of the typed text's copy, when the clipboard refuses it (".txt" is added). */
  fileName: string;
}

export interface SaveConflictState {
  /** The version a save is to send (`If-Match`): the one opened, or the one loaded after a conflict. */
  version: string | null | undefined;
  /** After a failed save: true (and the alert shown) when it failed because the item changed. */
  caught: (err: unknown) => boolean;
  /** A save worked: the version it made is the one to send next (a form that stays open, the settings). */
  saved: (version: string | null | undefined) => void;
  /** The alert, or null when there is no conflict. */
  alert: React.ReactNode;
}

export function useSaveConflict<T extends FieldValues, R>(options: SaveConflictOptions<T, R>): SaveConflictState {
  const { form, valuesOf, noun, fileName } = options;
  const [version, setVersion] = useState(options.version);
  const [opened, setOpened] = useState(options.opened);
  const [conflict, setConflict] = useState<SaveConflict | null>(null);

  const caught = (err: unknown) => {
    const found = saveConflictOf(err);
    setConflict(found);
    return found !== null;
  };
  const load = () => {
    if (!conflict || !valuesOf) return;
    const theirs = valuesOf(conflict.current as R);
    form.reset(theirs);
    setOpened(theirs);
    setVersion(typeof conflict.current.version === 'string' ? conflict.current.version : undefined);
    setConflict(null);
  };
  const differing = conflict && valuesOf ? changedLabels(opened, valuesOf(conflict.current as R)) : [];
  return {
    version,
    caught,
    saved: (next) => {
      setConflict(null);
      setVersion(next);
    },
    alert: conflict ? (
      <SaveConflictAlert
        conflict={conflict}
        noun={noun}
        differing={differing}
        onLoad={valuesOf ? load : undefined}
        typedText={() => readableText(form.getValues())}
        fileName={fileName}
      />
    ) : null,
  };
}

/** Each value of a form's values by its path ("address.building"); lists are one value. */
function leaves(values: Readonly<Record<string, unknown>>, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date))
      Object.assign(out, leaves(value as Record<string, unknown>, `${prefix}${key}.`));
    else out[`${prefix}${key}`] = value;
  }
  return out;
}

/** The names of the fields ("Building", "Title") whose values differ between two versions of a form's values. */
export function changedLabels(before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>): string[] {
  const paths = differingFields(leaves(before), leaves(after));
  return [...new Set(paths.map((path) => fieldLabel(path.split('.'), path)))];
}

/** A rich-text value's words, a paragraph or list item a line. */
function plainText(value: string): string {
  if (!/<[a-z][\s\S]*>/i.test(value)) return value;
  return value
    .replace(/<(br|\/p|\/li|\/h\d|\/blockquote)\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The form's values as text a person reads: a field a paragraph, "Title: ...", lists and parts indented below their field. */
export function readableText(values: Readonly<Record<string, unknown>>, indent = ''): string {
  const lines: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    const label = fieldLabel([key], key);
    if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    if (typeof value === 'object') {
      lines.push(`${indent}${label}:`);
      const entries = Array.isArray(value) ? value.map((item, i) => [String(i + 1), item] as const) : Object.entries(value);
      for (const [part, item] of entries) {
        if (item !== null && typeof item === 'object')
          lines.push(`${indent}  ${part}.`, readableText(item as Record<string, unknown>, `${indent}    `));
        else lines.push(`${indent}  ${fieldLabel([part], part)}: ${plainText(String(item as string | number | boolean))}`);
      }
    } else {
      const text = plainText(typeof value === 'string' ? value : JSON.stringify(value));
      lines.push(text.includes('\n') ? `${indent}${label}:\n${text}` : `${indent}${label}: ${text}`);
    }
  }
  return lines.join('\n');
}

interface AlertProps {
  conflict: SaveConflict;
  noun: string;
  /** The names of the fields whose values differ between their version and the one the form was opened with. */
  differing: readonly string[];
  /** Puts their version in the form; left out where the form cannot (no values of an item). */
  onLoad: (() => void) | undefined;
  typedText: () => string;
  fileName: string;
}

/** The conflict, shown at the top of the open form; focus moves to it so a keyboard or screen reader user hears it first. */
export function SaveConflictAlert({ conflict, noun, differing, onLoad, typedText, fileName }: AlertProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<string | null>(null);
  useEffect(() => heading.current?.focus(), [conflict]);
  const who = conflict.changedBy ?? 'Someone else';
  const when = formatDateTime(conflict.changedAt);

  const keepCopy = async () => {
    const text = typedText();
    try {
      await navigator.clipboard.writeText(text);
      setCopied('Your text is copied to the clipboard. Paste it anywhere to keep it.');
    } catch {
      downloadText(text, `${fileName}.txt`, 'text/plain;charset=utf-8');
      setCopied(`The browser did not allow copying, so your text was downloaded as ${fileName}.txt.`);
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      data-testid="save-conflict"
    >
      <h3 id={titleId} ref={heading} tabIndex={-1} className="flex items-start gap-2 font-semibold focus:outline-none">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span role="alert">
          {who} changed {noun}
          {when ? ` at ${when}` : ''}. Your changes are not saved yet.
        </span>
      </h3>
      <p className="mt-2">
        {differing.length > 0 ? (
          <>
            They changed: <strong>{differing.join(', ')}</strong>.
          </>
        ) : (
          'None of the fields of this form differ from the version you opened.'
        )}{' '}
        What you typed is still in the form. Load their version to save from it, or keep a copy of your text first.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {onLoad && (
          <Button size="sm" variant="secondary" onClick={onLoad}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Load their version
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={() => void keepCopy()}>
          <Copy aria-hidden="true" className="size-4" />
          Keep a copy of my text
        </Button>
        <Button size="sm" variant="ghost" onClick={() => downloadText(typedText(), `${fileName}.txt`, 'text/plain;charset=utf-8')}>
          Download my text (.txt)
        </Button>
      </div>
      <p aria-live="polite" className="mt-2 empty:hidden">
        {copied}
      </p>
    </section>
  );
}
