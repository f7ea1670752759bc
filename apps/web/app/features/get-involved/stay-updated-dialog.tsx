import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../lib/toast';
import type { z } from 'zod';
import { BellRing } from 'lucide-react';
import { INQUIRY_MESSAGES, TOAST_DURATION_MS, stayUpdatedInquirySchema } from '@mnch/shared';
import { CheckboxGroup, FormAlert, TextField } from '../../components/form-fields';
import { applyServerErrors } from '../../components/server-errors';
import { Button, Dialog } from '../../components/ui';
import { getInvolvedCopy, stayUpdatedAreas } from '../../content/get-involved';
import { api } from '../../lib/api-client';

const copy = getInvolvedCopy.stayUpdatedDialog;
type FormInput = z.input<typeof stayUpdatedInquirySchema>;
type FormOutput = z.output<typeof stayUpdatedInquirySchema>;
const areaOptions = stayUpdatedAreas.map((a) => ({ value: a, label: a }));

/** Stay Updated: stored as an inquiry of kind stay-updated; "Successfully subscribed" or "Failed to submit". */
export function StayUpdatedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(stayUpdatedInquirySchema),
    defaultValues: { kind: 'stay-updated', name: '', email: '', interests: [] },
  });

  function close() {
    setFailure(null);
    onClose();
  }

  async function onSubmit(values: FormOutput) {
    setFailure(null);
    try {
      await api.post('/inquiries', values);
      toast.success(INQUIRY_MESSAGES.subscribed, { duration: TOAST_DURATION_MS });
      reset();
      close();
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['name', 'email', 'interests'], INQUIRY_MESSAGES.sendFailed));
      toast.error(INQUIRY_MESSAGES.sendFailed, { duration: TOAST_DURATION_MS });
    }
  }

  return (
    <Dialog open={open} onClose={close} title={copy.title} description={copy.description} size="lg">
      <form noValidate aria-label={copy.title} onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={copy.email} type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
          <TextField label={copy.name} autoComplete="name" required error={errors.name?.message} {...register('name')} />
        </div>
        <CheckboxGroup legend={copy.areas} options={areaOptions} inputProps={register('interests')} error={errors.interests?.message} />
        {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-100 pt-5">
          <Button type="button" variant="ghost" onClick={close}>
            {copy.cancel}
          </Button>
          <Button type="submit" loading={isSubmitting} loadingText={copy.submitting}>
            <BellRing aria-hidden="true" className="size-4" />
            {copy.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
