import { useCallback, useRef, useState, type ComponentProps } from 'react';
import { Controller, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { FileUp, Link2 } from 'lucide-react';
import { clsx } from 'clsx';
import {
  PUBLICATION_MESSAGES,
  PUBLICATION_YEAR,
  createPublicationSchema,
  publicationPath,
  type Publication,
  type UploadResult,
} from '@mnch/shared';
import { useUploadsUrl } from '../../../lib/public-config';
import { Field, SelectField, TextField, describedBy, inputClasses } from '../../../components/form-fields';
import { FormDialog } from '../components/form-dialog';
import { SlugField, useSlugField } from '../components/slug-field';
import { LabelledRichText } from '../components/labelled-rich-text';
import { useRecordForm } from '../components/record-form';
import { UploadControl } from '../components/upload-field';
import { useSavePublication } from './api/save-publication';
import { AuthorsField } from './authors-field';
import { PUBLICATION_STATUS_OPTIONS, PUBLICATION_TYPE_OPTIONS } from './format';
import {
  checkCoverImage,
  isPolicyBrief,
  publicationFormDefaults,
  publicationPayload,
  type DocumentSource,
  type PublicationFormValues,
} from './publication-form-values';

const M = PUBLICATION_MESSAGES;

/** Form fields that can carry a message (the server's field names map onto them below). */
const FIELDS = [
  'title',
  'slug',
  'type',
  'year',
  'authors',
  'journal',
  'doi',
  'abstract',
  'description',
  'keywords',
  'status',
  'citations',
  'downloads',
  'fileUrl',
  'fileLink',
  'coverImageUrl',
] as const;

const SERVER_ALIASES: Readonly<Record<string, keyof PublicationFormValues>> = {
  file_url: 'fileUrl',
  externalUrl: 'fileLink',
  publicationSource: 'journal',
  fileName: 'fileUrl',
  fileSize: 'fileUrl',
  file_size: 'fileUrl',
  coverImageName: 'coverImageUrl',
  coverImageSize: 'coverImageUrl',
};

/** "Add New Publication" / "Edit Publication". */
export function PublicationFormDialog({ publication, onClose }: { publication: Publication | null; onClose: () => void }) {
  const editing = publication !== null;
  const [documentBusy, setDocumentBusy] = useState(false);
  const [coverBusy, setCoverBusy] = useState(false);
  const focusEditor = useRef<() => void>(() => {});
  const onEditorReady = useCallback((focus: () => void) => {
    focusEditor.current = focus;
  }, []);
  const uploadsUrl = useUploadsUrl();
  const { form, dialogProps } = useRecordForm({
    kind: 'publications',
    id: publication?.id,
    defaults: publicationFormDefaults(publication, new Date(), uploadsUrl),
    version: publication?.version,
    valuesOf: (current: Publication) => publicationFormDefaults(current, new Date(), uploadsUrl),
    schema: createPublicationSchema,
    payload: (values: PublicationFormValues) => publicationPayload(values, editing),
    save: useSavePublication(),
    fields: FIELDS,
    aliases: SERVER_ALIASES,
    schemaAliases: SERVER_ALIASES,
    messages: M,
    onClose,
    onInvalid: (errs) => {
      // Authors and the document are not single inputs: move focus to them by hand.
      const order = ['title', 'type', 'year', 'authors'] as const;
      const first = order.find((name) => errs[name]);
      if (first === 'authors') setFocus('authors.0.name');
      else if (!first && errs.abstract && !brief) focusEditor.current();
      else if (!first && errs.fileLink) setFocus('fileLink');
    },
  });
  const {
    register,
    control,
    setValue,
    setFocus,
    formState: { errors: rawErrors },
  } = form;
  const errors = rawErrors as Record<string, { message?: string } | undefined>;
  const err = (name: string) => errors[name]?.message;
  const type = useWatch({ control, name: 'type' });
  const documentSource = useWatch({ control, name: 'documentSource' });
  const storedFileName = useWatch({ control, name: 'fileName' });
  const storedCoverName = useWatch({ control, name: 'coverImageName' });
  const brief = isPolicyBrief(type);
  const linked = brief && documentSource === 'link';
  // An upload keeps the stored file's original name and size beside its address (the cover's, the document's).
  const keepFile = (prefix: 'coverImage' | 'file') => (_url: string | null, file?: UploadResult) => {
    setValue(`${prefix}Name`, file?.filename ?? null);
    setValue(`${prefix}Size`, file?.size ?? null);
  };
  const slugField = useSlugField(useWatch({ control, name: 'title' }), useWatch({ control, name: 'slug' }), editing, setValue);
  const uploading = documentBusy || coverBusy;

  const text = (
    name: 'title' | 'journal' | 'year' | 'doi' | 'keywords' | 'citations' | 'downloads',
    label: string,
    opts: Omit<ComponentProps<typeof TextField>, 'id' | 'label'> = {},
  ) => <TextField id={`publication-${name}`} label={label} error={err(name)} {...opts} {...register(name)} />;

  return (
    <FormDialog
      {...dialogProps}
      title={editing ? 'Edit Publication' : 'Add New Publication'}
      submitLabel={editing ? 'Update Publication' : 'Add Publication'}
      busy={uploading}
    >
      {text('title', 'Publication title', { required: true, placeholder: 'e.g. Kangaroo mother care in district hospitals' })}
      <SlugField id="publication-slug" field={register('slug')} pathPrefix={publicationPath('')} {...slugField} error={err('slug')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id="publication-type"
          label="Type"
          required
          error={err('type')}
          placeholder="Select a type"
          options={PUBLICATION_TYPE_OPTIONS}
          {...register('type')}
        />
        {text('year', 'Year', {
          type: 'number',
          required: true,
          min: PUBLICATION_YEAR.min,
          max: PUBLICATION_YEAR.max,
          inputMode: 'numeric',
          hint: `${PUBLICATION_YEAR.min} to ${PUBLICATION_YEAR.max}`,
        })}
        {text('journal', brief ? 'Publication Source' : 'Journal', {
          placeholder: brief ? 'e.g. Ministry of Health, Uganda' : 'e.g. BMC Pregnancy and Childbirth',
        })}
        <SelectField
          id="publication-status"
          label="Status"
          error={err('status')}
          options={PUBLICATION_STATUS_OPTIONS}
          {...register('status')}
        />
      </div>

      <AuthorsField control={control} register={register} error={err('authors')} />

      <div className="grid gap-5 sm:grid-cols-2">
        {brief ? null : text('doi', 'DOI', { placeholder: 'e.g. 10.1186/s12884-024-0001-2' })}
        <div className={brief ? 'sm:col-span-2' : undefined}>
          {text('keywords', 'Keywords', { placeholder: 'e.g. newborn care, Uganda', hint: 'Separate keywords with commas' })}
        </div>
      </div>

      {brief ? (
        <Field
          id="publication-description"
          label="Description"
          error={err('description')}
          hint="A short summary shown with the brief on the Media page"
        >
          <textarea
            id="publication-description"
            rows={4}
            {...register('description')}
            className={inputClasses(!!err('description'))}
            {...describedBy('publication-description', err('description'), true)}
          />
        </Field>
      ) : (
        <LabelledRichText
          id="publication-abstract"
          name="abstract"
          label="Abstract"
          control={control}
          error={err('abstract')}
          placeholder="Summarise the aims, methods and findings…"
          onReady={onEditorReady}
        />
      )}

      {brief ? (
        <UploadControl
          control={control}
          name="coverImageUrl"
          id="publication-cover"
          label="Cover image"
          onUpload={keepFile('coverImage')}
          check={checkCoverImage}
          hint="PNG, JPG up to 5MB"
          storedName={storedCoverName}
          error={err('coverImageUrl')}
          onBusyChange={setCoverBusy}
        />
      ) : null}

      <div className="grid gap-3">
        {brief ? (
          <Controller
            control={control}
            name="documentSource"
            render={({ field }) => <SourceChoice value={field.value} onChange={field.onChange} disabled={documentBusy} />}
          />
        ) : null}
        {linked ? (
          <LinkField
            label="Document link"
            hint="An https:// address of the brief, shown as a link to that site"
            error={err('fileLink')}
            field={register('fileLink')}
          />
        ) : (
          <UploadControl
            control={control}
            name="fileUrl"
            id="publication-document"
            label="Document"
            kind="document"
            onUpload={keepFile('file')}
            hint="PDF, DOC or DOCX up to 50MB"
            storedName={storedFileName}
            error={err('fileUrl')}
            onBusyChange={setDocumentBusy}
          />
        )}
        {brief ? null : (
          <LinkField
            label="External link"
            hint="Optional: the publisher's page (https://...), shown as a link to that site. Download serves only the uploaded document."
            error={err('fileLink')}
            field={register('fileLink')}
          />
        )}
      </div>

      {editing ? (
        <div className="grid gap-5 sm:grid-cols-2">
          {text('citations', 'Citations', { type: 'number', min: 0, inputMode: 'numeric' })}
          {text('downloads', 'Downloads', { type: 'number', min: 0, inputMode: 'numeric' })}
        </div>
      ) : null}
    </FormDialog>
  );
}

/** A copy elsewhere (`externalUrl`): an https:// address, shown on the public page as an outbound link. */
function LinkField({ label, hint, error, field }: { label: string; hint: string; error?: string; field: UseFormRegisterReturn }) {
  return (
    <Field id="publication-fileLink" label={label} error={error} hint={hint}>
      <input
        id="publication-fileLink"
        type="url"
        {...field}
        placeholder="https://..."
        className={inputClasses(!!error)}
        {...describedBy('publication-fileLink', error, true)}
      />
    </Field>
  );
}

const SOURCES: { value: DocumentSource; label: string; icon: typeof FileUp }[] = [
  { value: 'upload', label: 'File Upload', icon: FileUp },
  { value: 'link', label: 'Link', icon: Link2 },
];

/** "File Upload" or "Link" for a policy brief's document (native radios: arrow keys move between them). */
function SourceChoice({ value, onChange, disabled }: { value: DocumentSource; onChange: (v: DocumentSource) => void; disabled: boolean }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">Document source</legend>
      <div className="inline-flex rounded-lg bg-slate-100 p-1 ring-1 ring-slate-200">
        {SOURCES.map((s) => (
          <label
            key={s.value}
            className={clsx(
              'inline-flex cursor-pointer items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
              value === s.value ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:text-slate-900',
              disabled && 'cursor-not-allowed opacity-60',
            )}
          >
            <input
              type="radio"
              name="publication-document-source"
              value={s.value}
              checked={value === s.value}
              onChange={() => onChange(s.value)}
              disabled={disabled}
              className="sr-only"
            />
            <s.icon aria-hidden="true" className="size-4" />
            {s.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
