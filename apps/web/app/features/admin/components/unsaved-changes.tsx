import { useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { useFormState, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { History } from 'lucide-react';
import { Button, Dialog } from '../../../components/ui';
import { formatDateTime } from './date-time';
import { getToken } from '../../../lib/session';
import { readDraft, removeDraft, writeDraft, type FormDraft } from './form-drafts';

const DRAFT_WRITE_DELAY_MS = 300;

export interface UnsavedChangesOptions<T extends FieldValues> {
  /** The form (react-hook-form) whose changed input is guarded. */
  form: UseFormReturn<T>;
  /**
   * Where this form's unsaved input is kept in the browser ("articles:12", "articles:new"); without
   * one (forms holding passwords or other people's personal data) the input is guarded but not kept.
   */
  draftKey?: string;
  /** A save is running: closing waits for it. */
  saving: boolean;
  /** Closes the form's dialog (a form on a page of its own has none). */
  onClose?: () => void;
}

/**
 * Changed input of a back-office form is never dropped without a word: `requestClose` (for Escape, the
 * backdrop, × and Cancel) asks first, leaving for another back-office page asks first (`prompt`), and
 * closing the tab gets the browser's own warning. Meanwhile the input is kept as a draft
 * (form-drafts.ts) that the same form offers back when it opens again (`draftOffer`); a save that
 * closes the form removes it.
 */
export function useUnsavedChanges<T extends FieldValues>({ form, draftKey, saving, onClose }: UnsavedChangesOptions<T>) {
  const { isDirty, isSubmitting, isSubmitted } = useFormState({ control: form.control });
  const values = useWatch({ control: form.control });
  const [offered, setOffered] = useState<FormDraft<T> | null>(() => (draftKey ? readDraft<T>(draftKey) : null));
  const offerShown = offered !== null && !isDirty;
  // Closed by the person (Cancel, Escape, leaving the page): the draft stays. Closed otherwise after a
  // submit: the form saved, so the draft goes.
  const closedByUser = useRef(false);
  const submitted = useRef(false);
  useEffect(() => {
    submitted.current = isSubmitting || isSubmitted;
  });

  const keepDraft = () => {
    if (draftKey && isDirty) writeDraft(draftKey, form.getValues());
  };

  useEffect(() => {
    // The earlier draft waits for Restore or Discard, unless typing replaces it.
    if (!draftKey || offerShown) return;
    const timer = setTimeout(() => (isDirty ? writeDraft(draftKey, form.getValues()) : removeDraft(draftKey)), DRAFT_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draftKey, form, isDirty, offerShown, values]);

  useEffect(
    () => () => {
      if (draftKey && submitted.current && !closedByUser.current) removeDraft(draftKey);
    },
    [draftKey],
  );

  const { requestClose, prompt } = useCloseGuard({
    changed: isDirty,
    saving,
    onClose,
    keptAsDraft: Boolean(draftKey),
    beforeLeave: () => {
      closedByUser.current = true;
      keepDraft();
    },
  });

  const draftOffer = offerShown ? (
    <div
      role="status"
      className="mb-5 flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 sm:flex-row sm:items-center"
    >
      <p className="flex min-w-0 flex-1 items-start gap-2">
        <History aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>Unsaved changes from {formatDateTime(offered.savedAt, { day: 'numeric', month: 'short' })} were kept on this device.</span>
      </p>
      <span className="flex shrink-0 gap-2">
        <Button
          size="sm"
          onClick={() => {
            setOffered(null);
            form.reset(offered.values, { keepDefaultValues: true });
          }}
        >
          Restore changes
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            setOffered(null);
            if (draftKey) removeDraft(draftKey);
          }}
        >
          Discard
        </Button>
      </span>
    </div>
  ) : null;

  return { requestClose, draftOffer, prompt };
}

export interface CloseGuardOptions {
  /** Something would be lost by closing (changed input, queued files). */
  changed: boolean;
  /** A save is running: closing waits for it. */
  saving: boolean;
  /** Closes the dialog. */
  onClose?: () => void;
  /** Runs before the dialog closes or the page is left on the person's word (keeping a draft). */
  beforeLeave?: () => void;
  /** What is kept meanwhile is offered back later (a draft); otherwise it is lost and the prompt says so. */
  keptAsDraft?: boolean;
  /** What the prompt says is lost, when not kept: "If you go on, you lose {lost}" ("what you typed in this form" unless given). */
  lost?: string;
}

/**
 * The unsaved-changes prompt of every back-office dialog, with or without a form: while `changed`,
 * `requestClose` (Escape, the backdrop, ×, Cancel) asks first, leaving for another back-office page asks
 * first (`prompt`), and closing the tab gets the browser's own warning.
 */
export function useCloseGuard({ changed, saving, onClose, beforeLeave, keptAsDraft = false, lost }: CloseGuardOptions) {
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (!changed) return;
    const warn = (event: BeforeUnloadEvent) => {
      beforeLeave?.();
      // Signed out (the session ended and the sign-in page opens): a draft is kept, nothing to ask.
      if (getToken() !== null) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  });

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => changed && !saving && currentLocation.pathname !== nextLocation.pathname,
  );
  const leaving = blocker.state === 'blocked';

  const close = () => {
    beforeLeave?.();
    onClose?.();
  };
  const requestClose = () => {
    if (saving) return;
    if (changed) setConfirming(true);
    else close();
  };

  const prompt = (
    <UnsavedChangesDialog
      open={confirming || leaving}
      keptAsDraft={keptAsDraft}
      lost={lost}
      leaving={leaving}
      onStay={() => {
        setConfirming(false);
        if (leaving) blocker.reset();
      }}
      onLeave={() => {
        setConfirming(false);
        if (leaving) {
          beforeLeave?.();
          blocker.proceed();
        } else close();
      }}
    />
  );

  return { requestClose, prompt };
}

function UnsavedChangesDialog({
  open,
  keptAsDraft,
  lost = 'what you typed in this form',
  leaving,
  onStay,
  onLeave,
}: {
  open: boolean;
  keptAsDraft: boolean;
  lost?: string;
  leaving: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  const action = leaving ? 'Leave' : 'Close';
  return (
    <Dialog
      open={open}
      onClose={onStay}
      title="You have unsaved changes"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onStay}>
            Keep editing
          </Button>
          <Button variant={keptAsDraft ? 'primary' : 'danger'} onClick={onLeave}>
            {keptAsDraft ? `${action} without saving` : `Discard and ${action.toLowerCase()}`}
          </Button>
        </>
      }
    >
      <p className="text-sm leading-6 text-slate-700">
        {keptAsDraft
          ? 'Nothing is saved yet. Your changes stay on this device as a draft, and this form offers them back when you open it again.'
          : `Nothing is saved yet. If you go on, you lose ${lost}.`}
      </p>
    </Dialog>
  );
}
