import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button, Dialog } from '../../../components/ui';
import { useUnsavedChanges } from './unsaved-changes';
import { SaveFailure } from './save-failure';

interface FormDialogProps<T extends FieldValues> {
  title: string;
  description?: string;
  /** The submit button's text ("Create Event", "Update Event"). */
  submitLabel: string;
  /** The save is running: the buttons wait and the dialog stays open. */
  saving: boolean;
  /** An upload is running: saving waits for it. */
  busy?: boolean;
  onSubmit: () => void;
  /** Why the last save failed (`useFormSave` in save-failure.tsx): shown beside the submit button. */
  failure: string | null;
  /** A save refused because someone saved the record since (save-conflict.tsx): shown above the form. */
  conflict?: ReactNode;
  onClose: () => void;
  /** The form (react-hook-form): its changed input is guarded and kept as a draft (unsaved-changes.tsx). */
  form: UseFormReturn<T>;
  /** Where the form's unsaved input is kept ("awards:12", "awards:new"); none keeps no draft. */
  draftKey?: string;
  size?: 'md' | 'lg' | 'xl';
  /** The form's layout, where it is not one column (the users form has two). */
  formClassName?: string;
  children: ReactNode;
}

/** A back-office create/edit form in a dialog: Cancel and the submit button in its footer, and beside them why a save failed. */
export function FormDialog<T extends FieldValues>({
  title,
  description,
  submitLabel,
  saving,
  busy,
  onSubmit,
  failure,
  conflict,
  onClose,
  form,
  draftKey,
  size = 'xl',
  formClassName = 'grid gap-5',
  children,
}: FormDialogProps<T>) {
  const guard = useUnsavedChanges({ form, draftKey, saving, onClose });
  return (
    <>
      <Dialog
        open
        onClose={guard.requestClose}
        title={title}
        description={description}
        size={size}
        footer={
          <>
            <SaveFailure message={failure} />
            <Button variant="ghost" onClick={guard.requestClose} disabled={saving}>
              Cancel
            </Button>
            <Button onClick={onSubmit} loading={saving} loadingText="Saving..." disabled={busy}>
              {submitLabel}
            </Button>
          </>
        }
      >
        {conflict}
        {guard.draftOffer}
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
          }}
          className={formClassName}
        >
          {children}
        </form>
      </Dialog>
      {guard.prompt}
    </>
  );
}
