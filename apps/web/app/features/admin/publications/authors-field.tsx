import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type Control, type UseFormRegister } from 'react-hook-form';
import { Button } from '../../../components/ui';
import { inputClasses } from '../../../components/form-fields';
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
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">
        Authors
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <ol className="grid gap-2">
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
            <button
              type="button"
              onClick={() => remove(index)}
              disabled={fields.length === 1}
              aria-label={`Remove author ${index + 1}`}
              title={fields.length === 1 ? 'At least one author' : 'Remove author'}
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 ring-1 ring-slate-200 hover:bg-red-50 hover:text-red-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent disabled:hover:text-slate-600"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ol>
      <Button variant="ghost" size="sm" className="mt-2" onClick={() => append({ name: '' }, { shouldFocus: true })}>
        <Plus aria-hidden="true" className="size-4" /> Add author
      </Button>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
