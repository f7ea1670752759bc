import { useState, type ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  fieldEntries,
  isUploadPath,
  optionLabel,
  siteYear,
  toSiteDate,
  type Collection,
  type FieldKind,
  type FieldSpec,
  type FormGroup,
  type ItemOf,
} from '@mnch/shared';
import { Field, SelectField, TextAreaField, TextField, inputClasses } from '../../../components/form-fields';
import { formatDate } from '../../../lib/dates';
import { sanitizeHtml } from '../../../lib/sanitize';
import { LabelledRichText } from '../components/labelled-rich-text';
import { lines } from '../components/form-values';
import { UploadControl } from '../components/upload-field';
import { FormPreview } from './collection-previews';

/**
 * The back office's part of each kind of field of a collection (packages/shared/src/collections/fields.ts):
 * its form values, its control in the form, its cell in the list and its line in the view. A new kind of
 * field is one entry in each map below.
 */

/** A collection form's values: text for every field (a link of either kind keeps three: which kind, the file, the address). */
export type FormValues = Record<string, string | null>;
type Item = ItemOf<Collection>;
type Value = string | number | readonly string[] | null | undefined;

interface ControlProps {
  id: string;
  name: string;
  spec: FieldSpec;
  form: UseFormReturn<FormValues>;
  error: string | undefined;
  onBusy: (busy: boolean) => void;
}

/** A link: nothing, a file uploaded to this site, or a web address. */
type LinkKind = 'none' | 'file' | 'url';
const linkKey = (name: string, part: 'Kind' | 'File' | 'Url') => `${name}${part}`;

function LinkControl({ id, name, spec, form, error, onBusy }: ControlProps) {
  const kind = useWatch({ control: form.control, name: linkKey(name, 'Kind') }) as LinkKind;
  const urlField = (
    <TextField
      id={`${id}-url`}
      label={spec.uploads ? 'Web address' : spec.label}
      type="url"
      placeholder="https://..."
      hint={spec.uploads ? undefined : spec.hint}
      error={error}
      {...form.register(linkKey(name, 'Url'))}
    />
  );
  if (!spec.uploads) return urlField;
  return (
    <>
      <Field id={`${id}-kind`} label={spec.label} hint={spec.hint}>
        <select id={`${id}-kind`} {...form.register(linkKey(name, 'Kind'))} className={inputClasses(false)}>
          <option value="none">None</option>
          <option value="file">An uploaded document</option>
          <option value="url">A web address</option>
        </select>
      </Field>
      {kind === 'file' ? (
        <UploadControl
          control={form.control}
          name={linkKey(name, 'File')}
          id={`${id}-file`}
          label="Document"
          kind="document"
          hint="PDF, DOC or DOCX up to 50MB"
          error={error}
          onBusyChange={onBusy}
        />
      ) : kind === 'url' ? (
        urlField
      ) : null}
    </>
  );
}

interface FieldKindUi {
  /** The form's values of the field, from the item (null: a new one). */
  defaults: (name: string, value: Value, spec: FieldSpec, now: Date) => FormValues;
  /** The field's value in the request body. */
  payload: (name: string, values: FormValues) => string | string[] | null;
  control: (props: ControlProps) => ReactNode;
  /** The field's text in a list's cell and in the view (rich text: none; it is shown as formatted text). */
  text: (value: Value) => string | null;
  /** Shown under the item's name in the list instead of in a column of its own, and as a paragraph in the view. */
  long?: true;
  /** Across the form's width. */
  wide?: true;
  /** The form field that shows the server's errors of the field. */
  errorField?: (name: string, values: FormValues) => string;
}

const plain = (name: string, value: Value): FormValues => ({ [name]: value === null || value === undefined ? '' : String(value) });
/** An item's value, or a new one's `initial`. */
const orInitial = (name: string, value: Value, spec: FieldSpec): FormValues => plain(name, value ?? spec.initial);
const asText = (value: Value) => (value === null || value === undefined || value === '' ? null : String(value));
const own = (name: string, values: FormValues) => values[name] ?? '';

/** What every control takes of the field: its id, label, hint, placeholder, error and its form binding. */
const common = ({ id, name, spec, form, error }: ControlProps) => ({
  id,
  label: spec.label,
  required: spec.required,
  placeholder: spec.placeholder,
  hint: spec.hint,
  error,
  ...form.register(name),
});

const KIND_UI: Record<FieldKind, FieldKindUi> = {
  text: {
    defaults: plain,
    payload: own,
    // A text stored upper-case is shown so as it is typed.
    control: (props) => <TextField {...common(props)} className={props.spec.upperCase ? 'uppercase' : undefined} />,
    text: asText,
  },
  longText: {
    defaults: plain,
    payload: own,
    control: ({ id, name, spec, form, error }) => (
      <TextAreaField id={id} label={spec.label} required={spec.required} rows={4} hint={spec.hint} error={error} {...form.register(name)} />
    ),
    text: asText,
    long: true,
  },
  richText: {
    defaults: plain,
    payload: own,
    control: ({ id, name, spec, form, error }) => (
      <LabelledRichText id={id} name={name} label={spec.label} required={spec.required} control={form.control} error={error} />
    ),
    text: () => null,
    long: true,
  },
  year: {
    defaults: (name, value, spec, now) => plain(name, value ?? (spec.required ? siteYear(now) : '')),
    payload: own,
    control: ({ id, name, spec, form, error }) => (
      <TextField
        id={id}
        label={spec.label}
        required={spec.required}
        inputMode="numeric"
        hint={spec.hint}
        error={error}
        {...form.register(name)}
      />
    ),
    text: asText,
  },
  date: {
    defaults: (name, value, spec, now) => ({
      [name]: typeof value === 'string' && value ? toSiteDate(value) : spec.required ? toSiteDate(now) : '',
    }),
    payload: own,
    control: ({ id, name, spec, form, error }) => (
      <TextField id={id} label={spec.label} type="date" required={spec.required} hint={spec.hint} error={error} {...form.register(name)} />
    ),
    text: (value) => formatDate(typeof value === 'string' ? value : null),
  },
  link: {
    defaults: (name, value) => {
      const link = typeof value === 'string' && value !== '' ? value : null;
      const file = link !== null && isUploadPath(link);
      return {
        [linkKey(name, 'Kind')]: link === null ? 'none' : file ? 'file' : 'url',
        [linkKey(name, 'File')]: file ? link : null,
        [linkKey(name, 'Url')]: link !== null && !file ? link : '',
      };
    },
    payload: (name, values) => {
      const kind = values[linkKey(name, 'Kind')];
      return kind === 'file'
        ? (values[linkKey(name, 'File')] ?? null)
        : kind === 'url' || kind === undefined
          ? (values[linkKey(name, 'Url')] ?? null)
          : null;
    },
    control: (props) => <LinkControl {...props} />,
    text: (value) => (value ? (isUploadPath(String(value)) ? 'Document' : 'Link') : null),
    errorField: (name, values) => linkKey(name, values[linkKey(name, 'Kind')] === 'file' ? 'File' : 'Url'),
  },
  number: {
    defaults: (name, value, spec) => orInitial(name, value, spec),
    payload: own,
    // A number written with thousands separators ("1,200,000") is typed as text.
    control: ({ spec, ...props }) => (
      <TextField
        {...common({ spec, ...props })}
        inputMode={spec.whole ? 'numeric' : 'decimal'}
        {...(spec.separators
          ? { autoComplete: 'off' }
          : { type: 'number', min: spec.range?.min, max: spec.range?.max, step: spec.whole ? 1 : 'any' })}
      />
    ),
    text: (value) => (typeof value === 'number' ? value.toLocaleString('en-US') : asText(value)),
  },
  choice: {
    defaults: (name, value, spec) => orInitial(name, value, spec),
    payload: own,
    control: (props) => {
      const { spec } = props;
      return (
        <SelectField
          {...common(props)}
          placeholder={spec.placeholder ?? (spec.initial === undefined ? `Select ${spec.label.toLowerCase()}` : undefined)}
          options={(spec.options ?? []).map((option) => ({ value: option, label: optionLabel(spec, option) }))}
        />
      );
    },
    text: () => null,
  },
  textList: {
    defaults: (name, value) => ({ [name]: Array.isArray(value) ? value.join('\n') : '' }),
    payload: (name, values) => lines(own(name, values)),
    control: (props) => <TextAreaField {...common(props)} rows={4} />,
    text: (value) => (Array.isArray(value) && value.length ? value.join(', ') : null),
    wide: true,
  },
  colour: {
    defaults: (name, value, spec) => orInitial(name, value, spec),
    payload: own,
    control: (props) => <TextField {...common(props)} type="color" className="h-11 cursor-pointer p-1" />,
    text: asText,
  },
};

/** The request body of a collection's form. */
export type FormPayload = Record<string, string | string[] | null>;

/** The form's values for `item` (null: a new one). */
export function formDefaults(collection: Collection, item: Item | null, now = new Date()): FormValues {
  return Object.assign({}, ...fieldEntries(collection).map(([name, spec]) => KIND_UI[spec.kind].defaults(name, item?.[name], spec, now)));
}

/** The request body of POST/PUT /api/{folder}. */
export function formPayload(collection: Collection, values: FormValues): FormPayload {
  return Object.fromEntries(fieldEntries(collection).map(([name, spec]) => [name, KIND_UI[spec.kind].payload(name, values)]));
}

/** The form's fields that show the server's errors, and the field that shows each API field's. */
export function formErrorFields(collection: Collection, values: FormValues) {
  const aliases: Record<string, string> = {};
  for (const [name, spec] of fieldEntries(collection)) {
    const shown = KIND_UI[spec.kind].errorField?.(name, values);
    if (shown) aliases[name] = shown;
  }
  return aliases;
}

export const formFieldNames = (collection: Collection): string[] =>
  fieldEntries(collection).flatMap(([name, spec]) => (spec.kind === 'link' ? [linkKey(name, 'File'), linkKey(name, 'Url')] : [name]));

type Entry = [string, FieldSpec];
/** A part of the form, the view or the list: a field alone, or a group of the definition's `form.groups`. */
type Block = { name: string; spec: FieldSpec; group?: undefined } | { name: string; group: FormGroup; fields: Entry[] };

/** The fields in the definition's order, a group's together where its first field is. */
function blocks(collection: Collection, entries: Entry[] = fieldEntries(collection)): Block[] {
  const out: Block[] = [];
  const groups = new Map<string, Entry[]>();
  for (const [name, spec] of entries) {
    const group = spec.group ? collection.form?.groups?.[spec.group] : undefined;
    if (!spec.group || !group) {
      out.push({ name, spec });
      continue;
    }
    const fields = groups.get(spec.group);
    if (fields) fields.push([name, spec]);
    else {
      const made: Entry[] = [[name, spec]];
      groups.set(spec.group, made);
      out.push({ name: spec.group, group, fields: made });
    }
  }
  return out;
}

/** The form's controls, in the definition's order; short fields side by side from the tablet up, a group's in its fieldset. */
export function FormControls({
  collection,
  form,
  onBusy,
}: {
  collection: Collection;
  form: UseFormReturn<FormValues>;
  onBusy: (busy: boolean) => void;
}) {
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const values = form.getValues();
  const control = ([name, spec]: Entry, wide = false) => {
    const ui = KIND_UI[spec.kind];
    const error = errors[name]?.message ?? (ui.errorField ? errors[ui.errorField(name, values)]?.message : undefined);
    const span = wide || ui.long || ui.wide || spec.kind === 'link' || name === collection.labelField;
    return (
      <div key={name} className={span ? 'space-y-5 sm:col-span-2' : 'space-y-5'}>
        {ui.control({ id: `${collection.admin ?? collection.folder}-${name}`, name, spec, form, error, onBusy })}
      </div>
    );
  };
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {blocks(collection).map((block) =>
        block.group ? (
          <fieldset key={block.name} className="rounded-xl border border-slate-200 p-4 sm:col-span-2">
            <legend className="px-1 text-sm font-semibold text-slate-900">{block.group.legend}</legend>
            {block.group.preview ? (
              <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
                <div className="grid content-start gap-5">{block.fields.map((entry) => control(entry, true))}</div>
                <FormPreview name={block.group.preview} control={form.control} />
              </div>
            ) : (
              <div className="grid gap-5 sm:grid-cols-2">{block.fields.map((entry) => control(entry))}</div>
            )}
          </fieldset>
        ) : (
          control([block.name, block.spec])
        ),
      )}
    </div>
  );
}

/** A line of the view or a column of the list: a short field, or a group's summary. */
export interface Term {
  name: string;
  label: string;
  text: (item: Item) => string;
  /** A field's, when the term is one field (a link, a number). */
  spec?: FieldSpec;
}

/** A group's summary with each `{field}` replaced by the field's text. */
const summaryText = (summary: string, fields: Entry[], item: Item) =>
  summary.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const spec = fields.find(([key]) => key === name)?.[1];
    return spec ? cellText(spec, item[name]) : whole;
  });

/** The short fields (not the name, not long text; in the list, not hidden), a summarised group as one term. */
export function terms(collection: Collection, { list }: { list: boolean }): Term[] {
  const entries = fieldEntries(collection).filter(
    ([name, spec]) => name !== collection.labelField && !KIND_UI[spec.kind].long && !(list && spec.hidden),
  );
  return blocks(collection, entries).flatMap((block): Term[] => {
    if (!block.group)
      return [{ name: block.name, label: block.spec.label, spec: block.spec, text: (item) => cellText(block.spec, item[block.name]) }];
    const { term, summary } = block.group;
    if (term && summary) return [{ name: block.name, label: term, text: (item) => summaryText(summary, block.fields, item) }];
    return block.fields.map(([name, spec]) => ({ name, label: spec.label, spec, text: (item) => cellText(spec, item[name]) }));
  });
}

/** The first long text, shown under the item's name in the list. */
export const summaryField = (collection: Collection) =>
  fieldEntries(collection).find(([, spec]) => spec.kind !== 'richText' && KIND_UI[spec.kind].long)?.[0];

export const cellText = (spec: FieldSpec, value: unknown) =>
  (spec.kind === 'choice' && typeof value === 'string' ? optionLabel(spec, value) : KIND_UI[spec.kind].text(value as Value)) ?? '—';

/** An item, read-only: its short fields as a list of terms, then its long texts. */
export function ItemDetails({ collection, item }: { collection: Collection; item: Item }) {
  const long = fieldEntries(collection).filter(([, spec]) => KIND_UI[spec.kind].long);
  return (
    <>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {terms(collection, { list: false }).map((term) => {
          const value = item[term.name];
          return (
            <div key={term.name}>
              <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{term.label}</dt>
              <dd className="text-sm break-words text-slate-900">
                {term.spec?.kind === 'link' && typeof value === 'string' ? (
                  <a
                    href={value}
                    target="_blank"
                    rel="noreferrer"
                    className="break-all text-brand-700 underline underline-offset-2 hover:text-brand-800"
                  >
                    {value}
                  </a>
                ) : (
                  term.text(item)
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      {long.map(([name, spec]) => {
        const value = item[name];
        if (typeof value !== 'string' || value === '') return null;
        return spec.kind === 'richText' ? (
          <div key={name} className="prose-content mt-4" dangerouslySetInnerHTML={{ __html: sanitizeHtml(value) }} />
        ) : (
          <p key={name} className="mt-4 text-sm leading-relaxed whitespace-pre-line text-slate-700">
            {value}
          </p>
        );
      })}
    </>
  );
}

/** Whether an upload is going on in the form (its Save waits). */
export const useUploading = () => useState(false);
