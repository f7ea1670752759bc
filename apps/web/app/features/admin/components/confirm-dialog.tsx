import { CircleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button, Dialog } from '../../../components/ui';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

/**
 * A confirmation before a destructive or irreversible action (delete, send). Shows the server's refusal inside the dialog
 * (`error`) and keeps the dialog open, so nothing claims success it did not have.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  message,
  confirmLabel = 'Delete',
  busyLabel = 'Deleting...',
  busy = false,
  error,
  disabled,
  confirmVariant = 'danger',
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  /** The question, as rich content (`children`) or plain text (`message`). */
  children?: ReactNode;
  message?: string;
  confirmLabel?: string;
  busyLabel?: string;
  busy?: boolean;
  error?: string | null;
  disabled?: boolean;
  /** The confirm button's look: red for a deletion (the default), the primary colour for an action such as sending. */
  confirmVariant?: 'danger' | 'primary';
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={busy ? () => undefined : onClose}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} loading={busy} loadingText={busyLabel} disabled={disabled}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="text-sm leading-6 text-slate-700">{children ?? <p>{message}</p>}</div>
      {error ? (
        <div role="alert" className="mt-4 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </div>
      ) : null}
    </Dialog>
  );
}

/**
 * The state of a confirmation for one item at a time: `ask(item)` opens it, `dialog` goes to ConfirmDialog.
 * Confirming runs `run(item)`, whose answer (the success message) is shown as a toast as the dialog closes;
 * a refusal or a lost connection stays inside the open dialog, where the person is looking, as the server's
 * message (`failure` words it: "Failed to delete image: Image not found").
 */
export function useConfirm<T>(run: (item: T) => Promise<string>, failure: (reason: string) => string = (reason) => reason) {
  const [item, setItem] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function confirm() {
    if (item === null) return;
    setError(null);
    setBusy(true);
    try {
      toast.success(await run(item));
      setItem(null);
    } catch (err) {
      setError(failure(ApiError.from(err).message));
    } finally {
      setBusy(false);
    }
  }
  return {
    item,
    ask: (next: T) => {
      setError(null);
      setItem(next);
    },
    dialog: { open: item !== null, busy, error, onConfirm: () => void confirm(), onClose: () => setItem(null) },
  };
}
