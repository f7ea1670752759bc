import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { clsx } from 'clsx';

/** Classes of the back office's text inputs, selects and textareas. */
export function inputClasses(invalid?: boolean, className?: string) {
  return clsx(
    'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400',
    'focus:outline-none focus:ring-2 focus:ring-brand-600 focus:border-brand-600 disabled:bg-slate-100',
    invalid ? 'border-red-500' : 'border-slate-300',
    className,
  );
}

interface FieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  /** Shown at the right of the label, e.g. a character counter. */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A label, the control, then its hint or error (ids `${id}-hint` / `${id}-error` for aria-describedby). */
export function Field({ id, label, required, error, hint, aside, children, className }: FieldProps) {
  return (
    <div className={className}>
      <div className="mb-1 flex items-baseline justify-between gap-3">
        <span className="text-sm font-medium text-slate-800">
          <label htmlFor={id}>{label}</label>
          {required ? (
            <span className="text-red-700" aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </span>
        {aside}
      </div>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The aria attributes of a control inside a Field. */
export function describedBy(id: string, error?: string, hint?: boolean) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}

/** "n/160" next to a field whose length is a guide, not a limit; amber once over. */
export function LengthCounter({ id, length, guide }: { id: string; length: number; guide: number }) {
  return (
    <span id={id} className={clsx('text-xs tabular-nums', length > guide ? 'font-semibold text-amber-800' : 'text-slate-600')}>
      {counterText(length, guide)}
      <span className="sr-only"> characters</span>
    </span>
  );
}

export function counterText(length: number, guide: number): string {
  return `${length}/${guide}`;
}

type InputFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Classes of the field's wrapper (e.g. a grid span). */
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input with its hint and error, wired for screen readers; spread `register(name)` into it. */
export function InputField({ id, label, error, hint, required, className, ...input }: InputFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <input
        id={id}
        type="text"
        {...input}
        aria-required={required || undefined}
        className={inputClasses(!!error)}
        {...describedBy(id, error, !!hint)}
      />
    </Field>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & {
  id: string;
  label: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** A first, empty choice ("Select a type"). */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled select with its options, hint and error; spread `register(name)` into it. */
export function SelectField({ id, label, options, placeholder, error, hint, required, className, ...select }: SelectFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <select id={id} {...select} aria-required={required || undefined} className={inputClasses(!!error)} {...describedBy(id, error, !!hint)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
