import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { clsx } from 'clsx';
import { CheckCircle2 } from 'lucide-react';

/**
 * Labelled form controls for the public forms (contact, get involved, event registration, subscribe):
 * the label names the control, the error is tied to it with aria-describedby and marked aria-invalid.
 * They forward refs, so react-hook-form's `register` works on them directly.
 */

export const fieldControl =
  'block w-full rounded-xl border-0 bg-white px-4 py-2.5 text-sm text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 ' +
  'placeholder:text-slate-400 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-invalid:ring-red-500';

interface FieldShellProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  optional?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

function FieldShell({ id, label, required, optional, error, hint, className, children }: FieldShellProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
        {optional ? <span className="ml-1 font-normal text-slate-500">(optional)</span> : null}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  wrapperClassName?: string;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, optional, required, wrapperClassName, className, id: givenId, ...rest },
  ref,
) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldShell id={id} label={label} required={required} optional={optional} error={error} hint={hint} className={wrapperClassName}>
      <input
        ref={ref}
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={clsx(fieldControl, className)}
        {...rest}
      />
    </FieldShell>
  );
});

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  wrapperClassName?: string;
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, required, wrapperClassName, className, id: givenId, rows = 5, ...rest },
  ref,
) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint} className={wrapperClassName}>
      <textarea
        ref={ref}
        id={id}
        rows={rows}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={clsx(fieldControl, 'resize-y', className)}
        {...rest}
      />
    </FieldShell>
  );
});

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  error?: string;
  optional?: boolean;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
  wrapperClassName?: string;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, optional, required, options, placeholder, wrapperClassName, className, id: givenId, ...rest },
  ref,
) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldShell id={id} label={label} required={required} optional={optional} error={error} className={wrapperClassName}>
      <select
        ref={ref}
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        className={clsx(fieldControl, 'pr-10', className)}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
});

interface CheckboxGroupProps {
  legend: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** react-hook-form's register result for the array field (same name on every box). */
  inputProps: InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };
  error?: string;
  /** The boxes ticked when the page is served (react-hook-form's register() renders none on the server). */
  checked?: readonly string[];
  columns?: 1 | 2;
  className?: string;
}

/** A fieldset of checkboxes that all write to one array field. */
export function CheckboxGroup({ legend, options, inputProps, error, checked, columns = 2, className }: CheckboxGroupProps) {
  const errorId = useId();
  return (
    <fieldset className={className} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">
        {legend} <span className="font-normal text-slate-500">(optional)</span>
      </legend>
      <div className={clsx('grid gap-2', columns === 2 && 'sm:grid-cols-2')}>
        {options.map((o) => (
          <label
            key={o.value}
            className="flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-sm text-slate-700 ring-1 ring-inset ring-slate-200 hover:bg-brand-50 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-300"
          >
            <input type="checkbox" value={o.value} defaultChecked={checked?.includes(o.value)} className="size-4 rounded accent-brand-700" {...inputProps} />
            {o.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A message above a form's buttons: the server's answer, never an invented one. */
export function FormAlert({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <p
      className={clsx(
        'rounded-xl px-4 py-3 text-sm font-medium',
        tone === 'error' ? 'bg-red-50 text-red-800 ring-1 ring-inset ring-red-200' : 'bg-brand-50 text-brand-900 ring-1 ring-inset ring-brand-200',
      )}
    >
      {children}
    </p>
  );
}

/**
 * A form's success message in place of the form, e.g. in a dialog that an address opened after its form
 * was posted without scripts (docs/no-script.md, "Forms"). A dialog opening with it focuses it.
 */
export function FormConfirmation({ title, children, className, id, testId }: { title?: ReactNode; children: ReactNode; className?: string; id?: string; testId?: string }) {
  return (
    <div
      id={id}
      role="status"
      tabIndex={-1}
      data-autofocus=""
      data-testid={testId}
      className={clsx(
        'flex scroll-mt-6 items-start gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-inset ring-brand-200 focus:outline-none',
        className,
      )}
    >
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div>
        {title ? <p className="font-semibold">{title}</p> : null}
        <p className={title ? 'mt-0.5' : 'font-medium'}>{children}</p>
      </div>
    </div>
  );
}
