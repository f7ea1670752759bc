import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { AWARD_MESSAGES, createAwardSchema, siteYear, type AwardItem, type CreateAwardInput } from '@mnch/shared';
import { ApiError } from '../../../lib/api-client';
import { TextAreaField, TextField } from '../../../components/form-fields';
import { FormDialog } from '../components/form-dialog';
import { draftKeyOf } from '../components/form-drafts';
import { schemaResolver } from '../components/schema-resolver';
import { applyServerErrors } from '../../../components/server-errors';
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

const resolver = schemaResolver<AwardFormValues>(createAwardSchema, awardPayload);

/** "Add Award" / "Edit Award". */
export function AwardFormDialog({ award, onClose }: { award: AwardItem | null; onClose: () => void }) {
  const save = useSaveAward();
  const form = useForm<AwardFormValues>({ defaultValues: awardFormDefaults(award), resolver });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const editing = award !== null;

  const onSubmit = () =>
    handleSubmit(async (values) => {
      try {
        await save.mutateAsync({ id: award?.id, input: awardPayload(values) });
        toast.success(editing ? AWARD_MESSAGES.updated : AWARD_MESSAGES.created);
        onClose();
      } catch (e) {
        const error = ApiError.from(e);
        applyServerErrors(error, setError, FIELDS, error.message);
        toast.error(error.message);
      }
    })();

  return (
    <FormDialog
      form={form}
      draftKey={draftKeyOf('awards', award?.id)}
      title={editing ? 'Edit Award' : 'Add Award'}
      submitLabel={editing ? 'Update Award' : 'Create Award'}
      saving={save.isPending}
      onSubmit={() => void onSubmit()}
      onClose={onClose}
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
