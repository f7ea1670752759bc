import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type Control, type UseFormRegister } from 'react-hook-form';
import { Button } from '../../../components/ui';
import { inputClasses } from '../../../components/form-fields';
import type { ListName, ProjectFormValues } from './project-form-values';

interface ListFieldProps {
  name: ListName;
  label: string;
  /** Names one entry, e.g. "Partner" gives "Partner 1" and "Remove partner 1". */
  itemLabel: string;
  placeholder: string;
  control: Control<ProjectFormValues>;
  register: UseFormRegister<ProjectFormValues>;
  error?: string;
  type?: 'text' | 'url';
}

/** A list of short texts with Add and Remove buttons (blank rows are dropped on save). */
export function ListField({ name, label, itemLabel, placeholder, control, register, error, type = 'text' }: ListFieldProps) {
  const { fields, append, remove } = useFieldArray({ control, name });
  const errorId = `project-${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">{label}</legend>
      <ul className="grid gap-2">
        {fields.map((field, index) => (
          <li key={field.id} className="flex gap-2">
            <label htmlFor={`project-${name}-${index}`} className="sr-only">
              {itemLabel} {index + 1}
            </label>
            <input
              id={`project-${name}-${index}`}
              type={type}
              {...register(`${name}.${index}.value` as const)}
              placeholder={placeholder}
              className={inputClasses(!!error)}
            />
            <button
              type="button"
              onClick={() => remove(index)}
              aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 ring-1 ring-slate-200 hover:bg-red-50 hover:text-red-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" className="mt-2" onClick={() => append({ value: '' })}>
        <Plus aria-hidden="true" className="size-4" /> Add {itemLabel.toLowerCase()}
      </Button>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
