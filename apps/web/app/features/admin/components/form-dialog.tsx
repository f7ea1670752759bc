import type { ReactNode } from 'react';
import { Button, Dialog } from '../../../components/ui';

interface FormDialogProps {
  title: string;
  description?: string;
  /** The submit button's text ("Create Event", "Update Event"). */
  submitLabel: string;
  /** The save is running: the buttons wait and the dialog stays open. */
  saving: boolean;
  /** An upload is running: saving waits for it. */
  busy?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  size?: 'md' | 'lg' | 'xl';
  children: ReactNode;
}

/** A back-office create/edit form in a dialog: Cancel and the submit button in its footer. */
export function FormDialog({ title, description, submitLabel, saving, busy, onSubmit, onClose, size = 'xl', children }: FormDialogProps) {
  return (
    <Dialog
      open
      onClose={() => !saving && onClose()}
      title={title}
      description={description}
      size={size}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={onSubmit} loading={saving} loadingText="Saving..." disabled={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
        className="grid gap-5"
      >
        {children}
      </form>
    </Dialog>
  );
}
