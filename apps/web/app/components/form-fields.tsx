import { createContext, use, useId, type ComponentPropsWithRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { CheckCircle2 } from 'lucide-react';

/**
 * The labelled form controls of the public forms (contact, get involved, event registration, subscribe)
 * and of the back office: the label names the control, the hint or the error is tied to it with
 * aria-describedby, and an error marks it aria-invalid. Spread react-hook-form's `register(name)` into a
 * control: its ref reaches the element.
 *
 * Two looks: the public one, and the back office's ('admin'), which layouts/admin/admin-layout.tsx sets
 * for every field below it with `<FieldVariantContext value="admin">`.
 */
export type FieldVariant = 'public' | 'admin';
export const FieldVariantContext = createContext<FieldVariant>('public');

const publicControl =
  'block w-full rounded-xl border-0 bg-white px-4 py-2.5 text-sm text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 ' +
  'placeholder:text-slate-400 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-invalid:ring-red-500';

/** The back office's look of a text input, select or textarea, red-bordered when `invalid`. */
export function inputClasses(invalid?: boolean, className?: string) {
  return clsx(
    'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400',
    'focus:outline-none focus:ring-2 focus:ring-brand-600 focus:border-brand-600 disabled:bg-slate-100',
    invalid ? 'border-red-500' : 'border-slate-300',
    className,
  );
}

/**
 * The aria attributes of the control of a Field: invalid with an error, and described by the error, or else
 * by the hint (`hint`: the Field's hint, or true when it has one).
 */
export function describedBy(id: string, error?: string, hint?: ReactNode) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  };
}

interface FieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  /** "(optional)" after the label. */
  optional?: boolean;
  error?: string;
  hint?: ReactNode;
  /** Shown at the right of the label, e.g. a LengthCounter. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A label, the control (with the id `id`), then its hint or its error (ids `${id}-hint` / `${id}-error`, see describedBy). */
export function Field({ id, label, required, optional, error, hint, aside, className, children }: FieldProps) {
  const admin = use(FieldVariantContext) === 'admin';
  const gap = admin ? 'mb-1' : 'mb-1.5';
  const star = required ? (
    <span aria-hidden="true" className={admin ? 'text-red-700' : 'ml-0.5 text-red-700'}>
      {admin ? ' *' : '*'}
    </span>
  ) : null;
  const optionalNote = optional ? <span className="ml-1 font-normal text-slate-500">(optional)</span> : null;
  const nameClasses = clsx('block text-sm font-medium text-slate-800', !aside && gap);
  // In the back office the mark stays outside the label, whose text is then the name alone.
  const name = admin ? (
    <span className={nameClasses}>
      <label htmlFor={id}>{label}</label>
      {star}
      {optionalNote}
    </span>
  ) : (
    <label htmlFor={id} className={nameClasses}>
      {label}
      {star}
      {optionalNote}
    </label>
  );
  return (
    <div className={className}>
      {aside ? (
        <div className={clsx('flex items-baseline justify-between gap-3', gap)}>
          {name}
          {aside}
        </div>
      ) : (
        name
      )}
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className={admin ? 'mt-1 text-xs text-slate-600' : 'mt-1.5 text-xs text-slate-500'}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={admin ? 'mt-1 text-sm text-red-700' : 'mt-1.5 text-sm font-medium text-red-700'}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What the controls below take besides their element's own attributes. */
interface ControlOwnProps extends Omit<FieldProps, 'id' | 'className' | 'children'> {
  /** Without one, an id of its own. */
  id?: string;
  /** Classes of the field (e.g. a grid span); `className` is the control's. */
  wrapperClassName?: string;
  className?: string;
}
type ControlProps<E extends 'input' | 'textarea' | 'select'> = Omit<ComponentPropsWithRef<E>, keyof ControlOwnProps> & ControlOwnProps;

/** The props of a control's Field, and the control's own with its id, aria attributes and classes (`extra`: of the public look). */
function useControl<P extends ControlOwnProps>(props: P, extra?: string) {
  const { id: givenId, label, required, optional, error, hint, aside, wrapperClassName, className, ...rest } = props;
  const autoId = useId();
  const id = givenId ?? autoId;
  const admin = use(FieldVariantContext) === 'admin';
  return {
    field: { id, label, required, optional, error, hint, aside, className: wrapperClassName },
    control: {
      ...rest,
      id,
      'aria-required': required || undefined,
      ...describedBy(id, error, hint),
      className: admin ? inputClasses(!!error, className) : clsx(publicControl, extra, className),
    },
  };
}

export function TextField(props: ControlProps<'input'>) {
  const { field, control } = useControl(props);
  return (
    <Field {...field}>
      <input {...control} />
    </Field>
  );
}

export function TextAreaField({ rows = 5, ...props }: ControlProps<'textarea'>) {
  const { field, control } = useControl(props, 'resize-y');
  return (
    <Field {...field}>
      <textarea rows={rows} {...control} />
    </Field>
  );
}

interface SelectFieldProps extends ControlProps<'select'> {
  options: ReadonlyArray<{ value: string; label: string }>;
  /** A first, empty choice ("Select a type"). */
  placeholder?: string;
}

export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  const { field, control } = useControl(props, 'pr-10');
  return (
    <Field {...field}>
      <select {...control}>
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
            <input
              type="checkbox"
              value={o.value}
              defaultChecked={checked?.includes(o.value)}
              className="size-4 rounded accent-brand-700"
              {...inputProps}
            />
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
        tone === 'error'
          ? 'bg-red-50 text-red-800 ring-1 ring-inset ring-red-200'
          : 'bg-brand-50 text-brand-900 ring-1 ring-inset ring-brand-200',
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
export function FormConfirmation({
  title,
  children,
  className,
  id,
  testId,
}: {
  title?: ReactNode;
  children: ReactNode;
  className?: string;
  id?: string;
  testId?: string;
}) {
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
