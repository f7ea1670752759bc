import { useFieldArray, type Control, type UseFormRegister } from 'react-hook-form';
import { inputClasses } from '../../../components/form-fields';
import { RemoveRowButton, RowsFieldset } from '../components/rows-fieldset';
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
    <RowsFieldset
      legend={label}
      errorId={errorId}
      error={error}
      addLabel={`Add ${itemLabel.toLowerCase()}`}
      onAdd={() => append({ value: '' })}
    >
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
          <RemoveRowButton onClick={() => remove(index)} label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`} />
        </li>
      ))}
    </RowsFieldset>
  );
}
