import type { FormEvent, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { FormDialogProps } from '../lib/form-result';
import { FormAlert } from './form-fields';
import { Button, Dialog, InPlaceLink, buttonClasses } from './ui';

interface PublicFormDialogProps extends FormDialogProps {
  /** The form's name: its element id, and `_form` in what it posts without scripts. */
  formId: string;
  title: string;
  description: string;
  /** Values the form posts that are no field (an inquiry's `kind`). */
  hidden?: Readonly<Record<string, string>>;
  /** Shown in place of the form once it was sent without scripts (`sent`). */
  confirmation: ReactNode;
  /** What lib/use-public-form.ts gives the form. */
  form: { onSubmit: (event: FormEvent<HTMLFormElement>) => unknown; isSubmitting: boolean; message: string | null };
  labels: { submit: string; submitting: string; cancel: string; close: string };
  icon: LucideIcon;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A public form in a dialog that an address opens (docs/no-script.md, "Forms"): before or without
 * scripts its form posts to `action` and the dialog comes back with the errors, or `sent` and the
 * confirmation; with scripts the form is sent in place (lib/use-public-form.ts). Cancel and Close are
 * links to the page without the dialog.
 */
export function PublicFormDialog({
  open,
  onClose,
  closeHref,
  action,
  sent,
  formId,
  title,
  description,
  hidden = {},
  confirmation,
  form,
  labels,
  icon: Icon,
  children,
}: PublicFormDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      closeHref={closeHref}
      title={title}
      description={sent ? undefined : description}
      size="lg"
      footer={
        sent ? (
          <InPlaceLink href={closeHref} onActivate={onClose} className={buttonClasses({ variant: 'secondary' })}>
            {labels.close}
          </InPlaceLink>
        ) : undefined
      }
    >
      {sent ? (
        confirmation
      ) : (
        <form id={formId} method="post" action={action} noValidate aria-label={title} onSubmit={form.onSubmit} className="grid gap-5">
          <input type="hidden" name="_form" value={formId} />
          {Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {children}
          {form.message ? <FormAlert tone="error">{form.message}</FormAlert> : null}
          <div className="flex flex-wrap justify-end gap-3 border-t border-slate-100 pt-5">
            <InPlaceLink href={closeHref} onActivate={onClose} className={buttonClasses({ variant: 'ghost' })}>
              {labels.cancel}
            </InPlaceLink>
            <Button type="submit" loading={form.isSubmitting} loadingText={labels.submitting}>
              <Icon aria-hidden="true" className="size-4" />
              {labels.submit}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
