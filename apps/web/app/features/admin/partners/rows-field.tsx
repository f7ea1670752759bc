import { useFieldArray, type Control, type UseFormRegister } from 'react-hook-form';
import { inputClasses } from '../../../components/form-fields';
import { RemoveRowButton, RowsFieldset } from '../components/rows-fieldset';
import type { PartnerFormValues } from './partner-form-values';

export type RowsName = 'impactMetrics' | 'collaborationAreas' | 'jointProjects' | 'jointPublications';

export interface RowColumn {
  key: string;
  label: string;
  /** A select of these options; a text input without. */
  options?: ReadonlyArray<{ value: string; label: string }>;
}

export interface RowsFieldProps {
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
    <RowsFieldset
      legend={legend}
      legendClassName="px-1 text-sm font-semibold text-slate-900"
      className="rounded-xl border border-slate-200 p-4"
      listClassName="grid gap-3"
      errorId={errorId}
      error={error}
      addLabel={`Add ${item}`}
      onAdd={() => append(empty, { shouldFocus: true })}
    >
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
          <RemoveRowButton onClick={() => remove(index)} label={`Remove ${item} ${index + 1}`} title={`Remove ${item}`} />
        </li>
      ))}
    </RowsFieldset>
  );
}
