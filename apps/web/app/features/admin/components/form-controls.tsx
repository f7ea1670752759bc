import type { ComponentProps } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../components/form-fields';

type TextOptions = Omit<ComponentProps<typeof TextField>, 'id' | 'label'>;

/**
 * What every record form writes beside its fields: a field's message by name (`err`, also for the API's names
 * a form shows elsewhere) and a text field bound to the form (`text`), its id `{idPrefix}-{name}`.
 */
export function formControls<T extends FieldValues>(form: UseFormReturn<T>, idPrefix: string) {
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const err = (name: string) => errors[name]?.message;
  const text = (name: Path<T>, label: string, options: TextOptions = {}) => (
    <TextField id={`${idPrefix}-${name}`} label={label} error={err(name)} {...options} {...form.register(name)} />
  );
  return { err, text };
}
