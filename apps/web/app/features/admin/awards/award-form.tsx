import { AWARD_MESSAGES, createAwardSchema, siteYear, type AwardItem, type CreateAwardInput } from '@mnch/shared';
import { TextAreaField, TextField } from '../../../components/form-fields';
import { FormDialog } from '../components/form-dialog';
import { useRecordForm } from '../components/record-form';
import { useSaveAward } from './api/save-award';

export interface AwardFormValues {
  title: string;
  awardedBy: string;
  year: string;
  description: string;
}

const FIELDS = ['title', 'awardedBy', 'year', 'description'] as const;

export function awardFormDefaults(award: AwardItem | null, now = new Date()): AwardFormValues {
  return {
    title: award?.title ?? '',
    awardedBy: award?.awardedBy ?? '',
    year: String(award?.year ?? siteYear(now)),
    description: award?.description ?? '',
  };
}

/** The request body of POST/PUT /api/awards (the API reads the year from text). */
export const awardPayload = (v: AwardFormValues): CreateAwardInput => ({ ...v });

/** "Add Award" / "Edit Award". */
export function AwardFormDialog({ award, onClose }: { award: AwardItem | null; onClose: () => void }) {
  const { form, editing, dialogProps } = useRecordForm({
    kind: 'awards',
    id: award?.id,
    defaults: awardFormDefaults(award),
    schema: createAwardSchema,
    payload: awardPayload,
    save: useSaveAward(),
    fields: FIELDS,
    messages: AWARD_MESSAGES,
    onClose,
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <FormDialog
      {...dialogProps}
      title={editing ? 'Edit Award' : 'Add Award'}
      submitLabel={editing ? 'Update Award' : 'Create Award'}
      size="lg"
    >
      <TextField id="award-title" label="Award title" required error={errors.title?.message} {...register('title')} />
      <div className="grid gap-5 sm:grid-cols-[1fr_10rem]">
        <TextField id="award-awardedBy" label="Awarded by" required error={errors.awardedBy?.message} {...register('awardedBy')} />
        <TextField id="award-year" label="Year" required inputMode="numeric" error={errors.year?.message} {...register('year')} />
      </div>
      <TextAreaField
        id="award-description"
        label="Description"
        rows={3}
        hint="What it was awarded for"
        error={errors.description?.message}
        {...register('description')}
      />
    </FormDialog>
  );
}
