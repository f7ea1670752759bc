import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../lib/toast';
import type { z } from 'zod';
import { Send } from 'lucide-react';
import { INQUIRY_INTERESTS, INQUIRY_MESSAGES, TOAST_DURATION_MS, getInvolvedInquirySchema } from '@mnch/shared';
import { FormAlert, FormConfirmation, SelectField, TextAreaField, TextField } from '../../components/form-fields';
import { applyServerErrors } from '../../components/server-errors';
import { Button, Dialog, InPlaceLink, buttonClasses } from '../../components/ui';
import { getInvolvedCopy, interestLabels } from '../../content/get-involved';
import { api } from '../../lib/api-client';
import { formFailure, typed, type FormDialogProps, type FormFailure, usePostOutcome } from '../../lib/form-result';
import { GET_INVOLVED_FORMS } from './get-involved-forms';

const copy = getInvolvedCopy.getInTouch;
const FORM = GET_INVOLVED_FORMS.getInTouch;
type FormInput = z.input<typeof getInvolvedInquirySchema>;
type FormOutput = z.output<typeof getInvolvedInquirySchema>;
const FIELDS = ['name', 'email', 'organization', 'interest', 'message'] as const;
const interestOptions = INQUIRY_INTERESTS.map((value) => ({ value, label: interestLabels[value] }));

/**
 * Get in Touch: stored as an inquiry of kind get-involved; the toast follows the server's answer. An
 * address opens it (?dialog=get-in-touch, get-involved-forms.ts); before or without scripts its form
 * posts there (get-involved.route.tsx's action), which comes back with the errors and values typed, or
 * after success with ?sent=1 and the same message. `posted` is what the page's last post without
 * scripts came back with, if it failed (this form's outcome is taken from it).
 */
export function GetInTouchDialog({
  open,
  onClose,
  closeHref,
  action,
  sent,
  posted: pagePosted,
}: FormDialogProps & { posted: FormFailure | null }) {
  const posted = formFailure(pagePosted, FORM);
  const outcome = usePostOutcome(posted);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(getInvolvedInquirySchema),
    defaultValues: {
      kind: 'get-involved',
      name: typed(posted, 'name'),
      email: typed(posted, 'email'),
      organization: typed(posted, 'organization'),
      interest: typed(posted, 'interest'),
      message: typed(posted, 'message'),
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
      toast.success(INQUIRY_MESSAGES.sent, { duration: TOAST_DURATION_MS });
      reset({ kind: 'get-involved', name: '', email: '', organization: '', interest: '', message: '' });
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
        <FormConfirmation id={FORM}>{INQUIRY_MESSAGES.sent}</FormConfirmation>
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
          <input type="hidden" name="kind" value="get-involved" />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={copy.name}
              autoComplete="name"
              required
              error={fieldError('name')}
              defaultValue={typed(posted, 'name')}
              {...register('name')}
            />
            <TextField
              label={copy.email}
              type="email"
              autoComplete="email"
              required
              error={fieldError('email')}
              defaultValue={typed(posted, 'email')}
              {...register('email')}
            />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={copy.organization}
              autoComplete="organization"
              optional
              error={fieldError('organization')}
              defaultValue={typed(posted, 'organization')}
              {...register('organization')}
            />
            <SelectField
              label={copy.interest}
              optional
              placeholder={copy.interestPlaceholder}
              options={interestOptions}
              error={fieldError('interest')}
              defaultValue={typed(posted, 'interest')}
              {...register('interest')}
            />
          </div>
          <TextAreaField
            label={copy.message}
            required
            error={fieldError('message')}
            defaultValue={typed(posted, 'message')}
            {...register('message')}
          />
          {outcome.message ? <FormAlert tone="error">{outcome.message}</FormAlert> : null}
          <div className="flex flex-wrap justify-end gap-3 border-t border-slate-100 pt-5">
            <InPlaceLink href={closeHref} onActivate={close} className={buttonClasses({ variant: 'ghost' })}>
              {copy.cancel}
            </InPlaceLink>
            <Button type="submit" loading={isSubmitting} loadingText={copy.submitting}>
              <Send aria-hidden="true" className="size-4" />
              {copy.submit}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
