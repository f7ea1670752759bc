import { useState, type ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, PathValue, UseFormReturn, UseFormRegisterReturn } from 'react-hook-form';
import type { ArticleStatus } from '@mnch/shared';
import { Button, Dialog } from '../../../components/ui';
import { CONTENT_CATEGORY_OPTIONS, CONTENT_STATUS_OPTIONS, isPastPublishDate, statusForAction } from './content-status';
import { Field, SelectField, describedBy, inputClasses } from '../../../components/form-fields';
import { zoneHint } from './zone-hint';
import { SaveFailure } from './save-failure';
import type { RecordForm } from './record-form';
import { useUnsavedChanges } from './unsaved-changes';

interface PublishingFieldsProps {
  /** Prefix of the fields' ids, e.g. "article" gives "article-category". */
  idPrefix: string;
  /** What goes public, for the publish date's hint: "article", "newsletter". */
  noun: string;
  status: ArticleStatus;
  /** The publish date as typed (the centre's date and time), to say when it has already come. */
  scheduledDate: string;
  fields: { category: UseFormRegisterReturn; status: UseFormRegisterReturn; scheduledDate: UseFormRegisterReturn };
  errors: { category?: string; status?: string; scheduledDate?: string };
}

/** Category and status of an article or newsletter, and its publish date when it is scheduled. */
export function PublishingFields({ idPrefix, noun, status, scheduledDate, fields, errors }: PublishingFieldsProps) {
  const ids = { category: `${idPrefix}-category`, status: `${idPrefix}-status`, scheduled: `${idPrefix}-scheduled` };
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id={ids.category}
          label="Category"
          required
          error={errors.category}
          placeholder="Select a category"
          options={CONTENT_CATEGORY_OPTIONS}
          {...fields.category}
        />
        <SelectField id={ids.status} label="Status" error={errors.status} options={CONTENT_STATUS_OPTIONS} {...fields.status} />
      </div>
      {status === 'scheduled' ? (
        <Field
          id={ids.scheduled}
          label="Publish date"
          required
          error={errors.scheduledDate}
          hint={
            isPastPublishDate(scheduledDate)
              ? `This time has already come: the ${noun} is published as soon as you save it.`
              : `The ${noun} goes public by itself at this time, ${zoneHint()}.`
          }
        >
          <input
            id={ids.scheduled}
            type="datetime-local"
            {...fields.scheduledDate}
            className={inputClasses(!!errors.scheduledDate, 'sm:max-w-xs')}
            {...describedBy(ids.scheduled, errors.scheduledDate, true)}
          />
        </Field>
      ) : null}
    </>
  );
}

interface PublishingActionsProps {
  status: ArticleStatus;
  /** The publish date as typed: a scheduled item whose date has come is published by the save. */
  scheduledDate: string;
  /** Saving now. */
  busy: boolean;
  /** A file is still uploading: nothing can be saved yet. */
  uploading: boolean;
  /** The button that started the save, for its spinner. */
  action: PublishAction | null;
  onCancel: () => void;
  onSubmit: (action: PublishAction) => void;
  /** Why the last save failed (`useFormSave`, save-failure.tsx): shown beside the buttons. */
  failure: string | null;
}

/** The footer of an article or newsletter form: why a save failed, Cancel, Save as Draft, and Publish (Schedule when scheduled for later). */
export function PublishingActions({ status, scheduledDate, busy, uploading, action, onCancel, onSubmit, failure }: PublishingActionsProps) {
  return (
    <>
      <SaveFailure message={failure} />
      <Button variant="ghost" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button
        variant="secondary"
        onClick={() => onSubmit('draft')}
        disabled={busy || uploading}
        loading={busy && action === 'draft'}
        loadingText="Saving..."
      >
        Save as Draft
      </Button>
      <Button
        onClick={() => onSubmit('publish')}
        disabled={busy || uploading}
        loading={busy && action === 'publish'}
        loadingText="Saving..."
      >
        {status === 'scheduled' && !isPastPublishDate(scheduledDate) ? 'Schedule' : 'Publish'}
      </Button>
    </>
  );
}

export type PublishAction = 'draft' | 'publish';

/**
 * Save as Draft and Publish for an article or newsletter form: the button sets the status
 * (statusForAction), then the form is validated and `save` runs with its values. When they do not
 * validate, nothing is saved and the status goes back to what the form showed; `onInvalid` hears why.
 */
export function usePublishing<T extends FieldValues & { status: ArticleStatus }>(
  form: Pick<UseFormReturn<T>, 'handleSubmit' | 'setValue'>,
  status: ArticleStatus,
  save: (values: T) => Promise<void>,
  onInvalid?: (errors: FieldErrors<T>) => void,
) {
  const [action, setAction] = useState<PublishAction | null>(null);
  const setStatus = (value: ArticleStatus) => form.setValue('status' as Path<T>, value as PathValue<T, Path<T>>);
  const submit = (which: PublishAction) => {
    setStatus(statusForAction(which, status));
    setAction(which);
    void form.handleSubmit(save, (errors) => {
      setStatus(status);
      onInvalid?.(errors);
    })();
  };
  return { action, submit };
}

interface PublishingDialogProps<T extends FieldValues & { status: ArticleStatus }> {
  /** The form (record-form.ts `useRecordForm`): its save, failure, draft and closing. */
  record: RecordForm<T>;
  status: ArticleStatus;
  scheduledDate: string;
  /** A file is still uploading: nothing can be saved yet. */
  uploading: boolean;
  /** After a check that failed (to move focus to the editor, say). */
  onInvalid?: (errors: FieldErrors<T>) => void;
  title: string;
  description?: string;
  children: ReactNode;
}

/**
 * The article or newsletter form's dialog: its unsaved input guarded and kept as a draft, Enter and
 * Publish publish, Save as Draft saves a draft (`usePublishing`), a failed save told beside the buttons,
 * a save over a colleague's newer version above the form (save-conflict.tsx).
 */
export function PublishingDialog<T extends FieldValues & { status: ArticleStatus }>({
  record,
  status,
  scheduledDate,
  uploading,
  onInvalid,
  title,
  description,
  children,
}: PublishingDialogProps<T>) {
  const { form, draftKey, saving, failure, saveValues, dialogProps } = record;
  const guard = useUnsavedChanges({ form, draftKey, saving, onClose: dialogProps.onClose });
  const { action, submit } = usePublishing(form, status, saveValues, onInvalid);
  return (
    <>
      <Dialog
        open
        onClose={guard.requestClose}
        title={title}
        description={description}
        size="xl"
        footer={
          <PublishingActions
            status={status}
            scheduledDate={scheduledDate}
            busy={saving}
            uploading={uploading}
            action={action}
            onCancel={guard.requestClose}
            onSubmit={submit}
            failure={failure}
          />
        }
      >
        {dialogProps.conflict}
        {guard.draftOffer}
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit('publish');
          }}
          className="grid gap-5"
        >
          {children}
        </form>
      </Dialog>
      {guard.prompt}
    </>
  );
}
