import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { PRESS_MESSAGES, createPressReleaseSchema, type PressRelease } from '@mnch/shared';
import { Field, TextAreaField, TextField, inputClasses } from '../../../components/form-fields';
import { FormDialog } from '../components/form-dialog';
import { useRecordForm } from '../components/record-form';
import { UploadField } from '../components/upload-field';
import { useSavePressRelease } from './api/save-press-release';
import { pressFormDefaults, pressPayload } from './press-form-values';

const FIELDS = ['title', 'date', 'summary', 'linkFile', 'linkUrl'] as const;

/** "Add Press Release" / "Edit Press Release". */
export function PressFormDialog({ release, onClose }: { release: PressRelease | null; onClose: () => void }) {
  const [uploading, setUploading] = useState(false);
  const { form, editing, dialogProps } = useRecordForm({
    kind: 'press',
    id: release?.id,
    defaults: pressFormDefaults(release),
    schema: createPressReleaseSchema,
    payload: pressPayload,
    save: useSavePressRelease(),
    fields: FIELDS,
    aliases: (values) => ({ link: values.linkKind === 'file' ? 'linkFile' : 'linkUrl' }),
    messages: PRESS_MESSAGES,
    onClose,
  });
  const {
    register,
    control,
    formState: { errors: rawErrors },
  } = form;
  const errors = rawErrors as Record<string, { message?: string } | undefined>;
  const err = (name: string) => errors[name]?.message;
  const linkKind = useWatch({ control, name: 'linkKind' });
  const linkError = err('link') ?? err(linkKind === 'file' ? 'linkFile' : 'linkUrl');

  return (
    <FormDialog
      {...dialogProps}
      title={editing ? 'Edit Press Release' : 'Add Press Release'}
      submitLabel={editing ? 'Update Press Release' : 'Create Press Release'}
      busy={uploading}
      size="lg"
    >
      <TextField id="press-title" label="Title" required error={err('title')} {...register('title')} />
      <TextField id="press-date" label="Release date" type="date" required error={err('date')} {...register('date')} />
      <TextAreaField
        id="press-summary"
        label="Summary"
        required
        rows={4}
        hint="Shown on the media page's press tab"
        error={err('summary')}
        {...register('summary')}
      />
      <Field id="press-linkKind" label="Full release">
        <select id="press-linkKind" {...register('linkKind')} className={inputClasses(false)}>
          <option value="none">None</option>
          <option value="file">An uploaded document</option>
          <option value="url">A web address</option>
        </select>
      </Field>
      {linkKind === 'file' ? (
        <Controller
          control={control}
          name="linkFile"
          render={({ field }) => (
            <UploadField
              id="press-file"
              label="Document"
              kind="document"
              preview="file"
              value={field.value}
              onChange={(url) => field.onChange(url)}
              hint="PDF, DOC or DOCX up to 50MB"
              error={linkError}
              onBusyChange={setUploading}
            />
          )}
        />
      ) : linkKind === 'url' ? (
        <TextField id="press-linkUrl" label="Web address" type="url" placeholder="https://..." error={linkError} {...register('linkUrl')} />
      ) : null}
    </FormDialog>
  );
}
