import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../lib/toast';
import type { z } from 'zod';
import { Send } from 'lucide-react';
import { INQUIRY_INTERESTS, INQUIRY_MESSAGES, TOAST_DURATION_MS, getInvolvedInquirySchema } from '@mnch/shared';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../components/form-fields';
import { applyServerErrors } from '../../components/server-errors';
import { Button, Dialog } from '../../components/ui';
import { getInvolvedCopy, interestLabels } from '../../content/get-involved';
import { api } from '../../lib/api-client';

const copy = getInvolvedCopy.getInTouch;
type FormInput = z.input<typeof getInvolvedInquirySchema>;
type FormOutput = z.output<typeof getInvolvedInquirySchema>;
const interestOptions = INQUIRY_INTERESTS.map((value) => ({ value, label: interestLabels[value] }));

/** Get in Touch: stored as an inquiry of kind get-involved; the toast follows the server's answer. */
export function GetInTouchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(getInvolvedInquirySchema),
    defaultValues: { kind: 'get-involved', name: '', email: '', organization: '', interest: '', message: '' },
  });

  function close() {
    setFailure(null);
    onClose();
  }

  async function onSubmit(values: FormOutput) {
    setFailure(null);
    try {
      await api.post('/inquiries', values);
      toast.success(INQUIRY_MESSAGES.sent, { duration: TOAST_DURATION_MS });
      reset();
      close();
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['name', 'email', 'organization', 'interest', 'message'], INQUIRY_MESSAGES.sendFailed));
      toast.error(INQUIRY_MESSAGES.sendFailed, { duration: TOAST_DURATION_MS });
    }
  }

  return (
    <Dialog open={open} onClose={close} title={copy.title} description={copy.description} size="lg">
      <form noValidate aria-label={copy.title} onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={copy.name} autoComplete="name" required error={errors.name?.message} {...register('name')} />
          <TextField label={copy.email} type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={copy.organization} autoComplete="organization" optional error={errors.organization?.message} {...register('organization')} />
          <SelectField
            label={copy.interest}
            optional
            placeholder={copy.interestPlaceholder}
            options={interestOptions}
            error={errors.interest?.message}
            {...register('interest')}
          />
        </div>
        <TextAreaField label={copy.message} required error={errors.message?.message} {...register('message')} />
        {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-100 pt-5">
          <Button type="button" variant="ghost" onClick={close}>
            {copy.cancel}
          </Button>
          <Button type="submit" loading={isSubmitting} loadingText={copy.submitting}>
            <Send aria-hidden="true" className="size-4" />
            {copy.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
