import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../lib/toast';
import type { z } from 'zod';
import { BellRing } from 'lucide-react';
import { INQUIRY_MESSAGES, TOAST_DURATION_MS, stayUpdatedInquirySchema } from '@mnch/shared';
import { CheckboxGroup, FormAlert, FormConfirmation, TextField } from '../../components/form-fields';
import { applyServerErrors } from '../../components/server-errors';
import { Button, Dialog, InPlaceLink, buttonClasses } from '../../components/ui';
import { getInvolvedCopy, stayUpdatedAreas } from '../../content/get-involved';
import { api } from '../../lib/api-client';
import { formFailure, typed, type FormDialogProps, type FormFailure, usePostOutcome } from '../../lib/form-result';
import { GET_INVOLVED_FORMS } from './get-involved-forms';

const copy = getInvolvedCopy.stayUpdatedDialog;
const FORM = GET_INVOLVED_FORMS.stayUpdated;
type FormInput = z.input<typeof stayUpdatedInquirySchema>;
type FormOutput = z.output<typeof stayUpdatedInquirySchema>;
const FIELDS = ['name', 'email', 'interests'] as const;
const areaOptions = stayUpdatedAreas.map((a) => ({ value: a, label: a }));

/**
 * Stay Updated: stored as an inquiry of kind stay-updated; "Successfully subscribed" or "Failed to
 * submit". An address opens it (?dialog=stay-updated, get-involved-forms.ts); before or without scripts
 * its form posts there (get-involved.route.tsx's action), which comes back with the errors and values
 * typed, or after success with ?sent=1 and the same message. `posted` is what the page's last post
 * without scripts came back with, if it failed (this form's outcome is taken from it).
 */
export function StayUpdatedDialog({
  open,
  onClose,
  closeHref,
  action,
  sent,
  posted: pagePosted,
}: FormDialogProps & { posted: FormFailure | null }) {
  const posted = formFailure(pagePosted, FORM);
  const outcome = usePostOutcome(posted);
  const postedInterests = posted?.values.interests;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(stayUpdatedInquirySchema),
    defaultValues: {
      kind: 'stay-updated',
      name: typed(posted, 'name'),
      email: typed(posted, 'email'),
      interests: Array.isArray(postedInterests) ? postedInterests : [],
    },
  });
  const fieldError = (field: (typeof FIELDS)[number]) => outcome.fieldError(field, errors[field]?.message);

  function close() {
    outcome.clear();
    onClose();
  }

  async function onSubmit(values: FormOutput) {
    outcome.clear();
    try {
      await api.post('/inquiries', values);
      toast.success(INQUIRY_MESSAGES.subscribed, { duration: TOAST_DURATION_MS });
      reset({ kind: 'stay-updated', name: '', email: '', interests: [] });
      close();
    } catch (error) {
      outcome.fail(applyServerErrors(error, setError, FIELDS, INQUIRY_MESSAGES.sendFailed));
      toast.error(INQUIRY_MESSAGES.sendFailed, { duration: TOAST_DURATION_MS });
    }
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      closeHref={closeHref}
      title={copy.title}
      description={sent ? undefined : copy.description}
      size="lg"
      footer={
        sent ? (
          <InPlaceLink href={closeHref} onActivate={close} className={buttonClasses({ variant: 'secondary' })}>
            {copy.close}
          </InPlaceLink>
        ) : undefined
      }
    >
      {sent ? (
        <FormConfirmation id={FORM}>{INQUIRY_MESSAGES.subscribed}</FormConfirmation>
      ) : (
        <form
          id={FORM}
          method="post"
          action={action}
          noValidate
          aria-label={copy.title}
          onSubmit={(event) => {
            outcome.dropPosted();
            return handleSubmit(onSubmit)(event);
          }}
          className="grid gap-5"
        >
          <input type="hidden" name="_form" value={FORM} />
          <input type="hidden" name="kind" value="stay-updated" />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={copy.email}
              type="email"
              autoComplete="email"
              required
              error={fieldError('email')}
              defaultValue={typed(posted, 'email')}
              {...register('email')}
            />
            <TextField
              label={copy.name}
              autoComplete="name"
              required
              error={fieldError('name')}
              defaultValue={typed(posted, 'name')}
              {...register('name')}
            />
          </div>
          <CheckboxGroup
            legend={copy.areas}
            options={areaOptions}
            inputProps={register('interests')}
            checked={Array.isArray(postedInterests) ? postedInterests : undefined}
            error={fieldError('interests')}
          />
          {outcome.message ? <FormAlert tone="error">{outcome.message}</FormAlert> : null}
          <div className="flex flex-wrap justify-end gap-3 border-t border-slate-100 pt-5">
            <InPlaceLink href={closeHref} onActivate={close} className={buttonClasses({ variant: 'ghost' })}>
              {copy.cancel}
            </InPlaceLink>
            <Button type="submit" loading={isSubmitting} loadingText={copy.submitting}>
              <BellRing aria-hidden="true" className="size-4" />
              {copy.submit}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
