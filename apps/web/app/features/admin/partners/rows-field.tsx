import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type Control, type UseFormRegister } from 'react-hook-form';
import { Button } from '../../../components/ui';
import { inputClasses } from '../../../components/form-fields';
import type { PartnerFormValues } from './partner-form-values';

type RowsName = 'impactMetrics' | 'collaborationAreas' | 'jointProjects' | 'jointPublications';

export interface RowColumn {
  key: string;
  label: string;
  /** A select of these options; a text input without. */
  options?: ReadonlyArray<{ value: string; label: string }>;
}

interface RowsFieldProps {
  name: RowsName;
  legend: string;
  /** What one row is called ("figure"): "Add figure", "Remove figure 2". */
  item: string;
  columns: readonly RowColumn[];
  control: Control<PartnerFormValues>;
  register: UseFormRegister<PartnerFormValues>;
  error?: string;
}

/** A list of entries of a few fields each, with Add and Remove (blank rows are dropped on save). */
export function RowsField({ name, legend, item, columns, control, register, error }: RowsFieldProps) {
  const { fields, append, remove } = useFieldArray({ control, name: name as 'impactMetrics' });
  const errorId = `partner-${name}-error`;
  const empty = Object.fromEntries(columns.map((c) => [c.key, c.options?.[0]?.value ?? ''])) as never;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>
      <ol className="grid gap-3">
        {fields.map((field, index) => (
          <li key={field.id} className="flex items-end gap-2">
            <div className="grid flex-1 gap-2 sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(8rem,1fr))]">
              {columns.map((c) => {
                const id = `partner-${name}-${index}-${c.key}`;
                const props = register(`${name}.${index}.${c.key}` as never);
                return (
                  <div key={c.key}>
                    <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-700">
                      {c.label} {index + 1}
                    </label>
                    {c.options ? (
                      <select id={id} {...props} className={inputClasses(!!error)}>
                        {c.options.map((o) => (
                          <option key={o.value} value={o.value}>
                            {o.label}
                          </option>
                        ))}
                      </select>
                    ) : (
                      <input id={id} type="text" autoComplete="off" {...props} className={inputClasses(!!error)} />
                    )}
                  </div>
                );
              })}
            </div>
            <button
              type="button"
              onClick={() => remove(index)}
              aria-label={`Remove ${item} ${index + 1}`}
              title={`Remove ${item}`}
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 ring-1 ring-slate-200 hover:bg-red-50 hover:text-red-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ol>
      <Button variant="ghost" size="sm" className="mt-2" onClick={() => append(empty, { shouldFocus: true })}>
        <Plus aria-hidden="true" className="size-4" /> Add {item}
      </Button>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
