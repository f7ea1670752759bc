import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { RichTextField } from './rich-text-field';

interface LabelledRichTextProps<T extends FieldValues> {
  /** The label's id is `${id}-label`, the error's `${id}-error`. */
  id: string;
  name: Path<T>;
  label: string;
  required?: boolean;
  control: Control<T>;
  error: string | undefined;
  placeholder?: string;
  /** Called once the editor exists, so a form can focus it on a validation error. */
  onReady?: (focus: () => void) => void;
}

/** A form's rich-text field: its label, the editor (rich-text-field.tsx) bound to the form, and its error. */
export function LabelledRichText<T extends FieldValues>({
  id,
  name,
  label,
  required,
  control,
  error,
  placeholder,
  onReady,
}: LabelledRichTextProps<T>) {
  return (
    <div>
      <p id={`${id}-label`} className="mb-1 text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </p>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RichTextField
            value={field.value ?? ''}
            onChange={field.onChange}
            labelledBy={`${id}-label`}
            describedBy={error ? `${id}-error` : undefined}
            invalid={!!error}
            placeholder={placeholder}
            onReady={onReady}
          />
        )}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
