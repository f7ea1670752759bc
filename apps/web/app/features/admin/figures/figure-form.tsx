import { useWatch } from 'react-hook-form';
import { FIGURE_MESSAGES, figureInputSchema, formatFigure, type FigureInput, type FigureItem } from '@mnch/shared';
import { TextField } from '../../../components/form-fields';
import { FormDialog } from '../components/form-dialog';
import { useRecordForm } from '../components/record-form';
import { useSaveFigure } from './api/figures';

interface FigureFormValues {
  value: string;
  label: string;
  prefix: string;
  suffix: string;
  plain: boolean;
}

const FIELDS = ['value', 'label', 'prefix', 'suffix', 'plain'] as const;

/** The body of PUT /api/figures/{key}: the value as typed is a number, or NaN (refused with its message). */
/** The form's values of a figure as the API answers it. */
function figureFormValues(figure: FigureItem) {
  return { value: String(figure.value), label: figure.label, prefix: figure.prefix, suffix: figure.suffix, plain: figure.plain };
}

export function figurePayload(values: FigureFormValues): FigureInput {
  const value = values.value.trim() === '' ? Number.NaN : Number(values.value.trim().replace(/,/g, ''));
  return { value, label: values.label, prefix: values.prefix, suffix: values.suffix, plain: values.plain };
}

/** Edits one figure: its value, label, prefix, suffix and whether it is shown without thousands separators. */
export function FigureFormDialog({ figure, onClose }: { figure: FigureItem; onClose: () => void }) {
  const save = useSaveFigure();
  const { form, dialogProps } = useRecordForm({
    kind: 'figures',
    id: figure.key,
    defaults: figureFormValues(figure),
    version: figure.version,
    valuesOf: figureFormValues,
    schema: figureInputSchema,
    payload: figurePayload,
    save: (input, version) => save.mutateAsync({ key: figure.key, input, version }),
    fields: FIELDS,
    messages: { updated: FIGURE_MESSAGES.saved },
    onClose,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const watched = useWatch({ control });
  const preview = figurePayload({ value: '', label: '', prefix: '', suffix: '', plain: false, ...watched });

  return (
    <FormDialog
      {...dialogProps}
      title={`Edit figure: ${figure.label}`}
      description={`Key ${figure.key}: the pages that quote this figure show the change on their next request.`}
      submitLabel="Save figure"
      size="md"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField id="figure-prefix" label="Prefix" optional {...register('prefix')} error={errors.prefix?.message} placeholder="e.g. $" />
        <TextField id="figure-value" label="Value" required inputMode="decimal" {...register('value')} error={errors.value?.message} />
        <TextField
          id="figure-suffix"
          label="Suffix"
          optional
          {...register('suffix')}
          error={errors.suffix?.message}
          placeholder="e.g. M+"
        />
      </div>
      <TextField id="figure-label" label="Label" required {...register('label')} error={errors.label?.message} />
      <label className="inline-flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" {...register('plain')} className="size-4 accent-brand-700" />
        Show without thousands separators (a year)
      </label>
      <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200" aria-live="polite">
        Shown as{' '}
        <strong className="text-slate-900">
          {Number.isFinite(preview.value)
            ? formatFigure({ value: preview.value, prefix: preview.prefix ?? '', suffix: preview.suffix ?? '', plain: preview.plain })
            : '...'}
        </strong>
      </p>
    </FormDialog>
  );
}
