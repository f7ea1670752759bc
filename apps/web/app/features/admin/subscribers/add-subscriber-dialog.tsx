import type { Path } from 'react-hook-form';
import { SUBSCRIBER_CONSENT_MAX, SUBSCRIBER_MESSAGES, SUBSCRIPTION_INTERESTS, TEXT_LIMITS, subscriberAddSchema } from '@mnch/shared';
import { ApiError } from '../../../lib/api-client';
import { CheckboxGroup, TextAreaField } from '../../../components/form-fields';
import { FormDialog } from '../components/form-dialog';
import { formControls } from '../components/form-controls';
import { useRecordForm } from '../components/record-form';
import { useAddSubscriber } from './api/subscribers';

interface AddSubscriberValues {
  email: string;
  name: string;
  organization: string;
  interests: string[];
  consent: string;
}
const DEFAULTS: AddSubscriberValues = { email: '', name: '', organization: '', interests: [], consent: '' };
const FIELDS = Object.keys(DEFAULTS) as Array<Path<AddSubscriberValues>>;
export const INTEREST_OPTIONS = SUBSCRIPTION_INTERESTS.map((value) => ({ value, label: value }));
/** Under the consent field, in both dialogs. */
export const CONSENT_HINT =
  'Kept with the address: when and how they agreed to receive the newsletter (for example "Signed the sheet at the 2026 ANC training, Mbale").';

/**
 * Staff add one subscriber by hand (POST /api/subscribers): stored as pending, mailed the confirmation
 * link, receiving nothing until they confirm. No draft: the form holds another person's details.
 */
export function AddSubscriberDialog({ onClose }: { onClose: () => void }) {
  const add = useAddSubscriber();
  const { form, dialogProps } = useRecordForm({
    kind: null,
    id: null,
    defaults: DEFAULTS,
    schema: subscriberAddSchema,
    payload: (values) => ({ ...values, interests: Array.isArray(values.interests) ? values.interests : [] }) as never,
    save: async (input) => {
      try {
        await add.mutateAsync(input);
      } catch (error) {
        // An address on the list already answers 409: it is the email's.
        if (error instanceof ApiError && error.status === 409 && !error.errors.length) {
          throw new ApiError(409, error.message, [{ field: 'email', message: error.message }]);
        }
        throw error;
      }
    },
    fields: FIELDS,
    messages: { created: SUBSCRIBER_MESSAGES.added, updated: SUBSCRIBER_MESSAGES.added },
    onClose,
  });
  const { err, text } = formControls(form, 'subscriber');
  return (
    <FormDialog
      {...dialogProps}
      title="Add subscriber"
      description="The address gets a confirmation link by email and receives nothing until its owner follows it. Fields marked * are required."
      submitLabel="Add and send link"
      size="lg"
    >
      {text('email', 'Email', { required: true, type: 'email', inputMode: 'email', autoComplete: 'off' })}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', 'Name', { optional: true, maxLength: TEXT_LIMITS.name, autoComplete: 'off' })}
        {text('organization', 'Organisation', { optional: true, maxLength: TEXT_LIMITS.organization, autoComplete: 'off' })}
      </div>
      <TextAreaField
        id="subscriber-consent"
        label="How they agreed"
        required
        rows={3}
        maxLength={SUBSCRIBER_CONSENT_MAX}
        hint={CONSENT_HINT}
        error={err('consent')}
        {...form.register('consent')}
      />
      <CheckboxGroup
        legend="Also tell them about"
        options={INTEREST_OPTIONS}
        inputProps={form.register('interests')}
        error={err('interests') ?? err('interests.0')}
      />
    </FormDialog>
  );
}
