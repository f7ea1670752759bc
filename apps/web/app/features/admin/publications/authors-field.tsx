import { useFieldArray, type Control, type UseFormRegister } from 'react-hook-form';
import { inputClasses } from '../../../components/form-fields';
import { RemoveRowButton, RowsFieldset } from '../components/rows-fieldset';
import type { PublicationFormValues } from './publication-form-values';

interface AuthorsFieldProps {
  control: Control<PublicationFormValues>;
  register: UseFormRegister<PublicationFormValues>;
  error?: string;
}

/** The authors, one name per row, with Add and Remove (one row always stays; blank rows are dropped on save). */
export function AuthorsField({ control, register, error }: AuthorsFieldProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'authors' });
  const errorId = 'publication-authors-error';
  return (
    <RowsFieldset
      legend={
        <>
          Authors
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        </>
      }
      errorId={errorId}
      error={error}
      addLabel="Add author"
      onAdd={() => append({ name: '' }, { shouldFocus: true })}
    >
      {fields.map((field, index) => (
        <li key={field.id} className="flex items-center gap-2">
          <span aria-hidden="true" className="w-5 shrink-0 text-right text-xs font-semibold text-slate-500 tabular-nums">
            {index + 1}.
          </span>
          <label htmlFor={`publication-author-${index}`} className="sr-only">
            Author {index + 1}
          </label>
          <input
            id={`publication-author-${index}`}
            type="text"
            {...register(`authors.${index}.name` as const)}
            placeholder={index === 0 ? 'e.g. Nakato J.' : 'Author name'}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={inputClasses(!!error)}
          />
          <RemoveRowButton
            onClick={() => remove(index)}
            disabled={fields.length === 1}
            label={`Remove author ${index + 1}`}
            title={fields.length === 1 ? 'At least one author' : 'Remove author'}
          />
        </li>
      ))}
    </RowsFieldset>
  );
}
