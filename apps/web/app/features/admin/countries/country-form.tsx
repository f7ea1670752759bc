import {
  COUNTRY_ACTIVITIES,
  COUNTRY_ACTIVITY_LABELS,
  COUNTRY_MESSAGES,
  INCOME_LEVELS,
  INCOME_LEVEL_LABELS,
  createCountrySchema,
  type CountryItem,
} from '@mnch/shared';
import { SelectField, TextAreaField, TextField } from '../../../components/form-fields';
import { FormDialog } from '../components/form-dialog';
import { useRecordForm } from '../components/record-form';
import { useSaveCountry } from './api/save-country';
import { COUNTRY_FORM_FIELDS, countryFormDefaults, countryPayload } from './country-form-values';

const INCOME_OPTIONS = INCOME_LEVELS.map((value) => ({ value, label: INCOME_LEVEL_LABELS[value] }));
const ACTIVITY_OPTIONS = COUNTRY_ACTIVITIES.map((value) => ({ value, label: COUNTRY_ACTIVITY_LABELS[value] }));

/** "Add Country" / "Edit Country". */
export function CountryFormDialog({ country, onClose }: { country: CountryItem | null; onClose: () => void }) {
  const { form, editing, dialogProps } = useRecordForm({
    kind: 'countries',
    id: country?.id,
    defaults: countryFormDefaults(country),
    schema: createCountrySchema,
    payload: countryPayload,
    save: useSaveCountry(),
    fields: COUNTRY_FORM_FIELDS,
    messages: COUNTRY_MESSAGES,
    onClose,
  });
  const {
    register,
    formState: { errors },
  } = form;

  const number = (name: (typeof COUNTRY_FORM_FIELDS)[number], label: string, hint?: string) => (
    <TextField
      id={`country-${name}`}
      label={label}
      required
      inputMode="decimal"
      autoComplete="off"
      hint={hint}
      error={errors[name]?.message}
      {...register(name)}
    />
  );

  return (
    <FormDialog
      {...dialogProps}
      title={editing ? 'Edit Country' : 'Add Country'}
      submitLabel={editing ? 'Update Country' : 'Create Country'}
      size="lg"
    >
      <div className="grid gap-5 sm:grid-cols-[1fr_10rem]">
        <TextField id="country-name" label="Country name" required autoComplete="off" error={errors.name?.message} {...register('name')} />
        <TextField
          id="country-code"
          label="ISO code"
          required
          autoComplete="off"
          maxLength={2}
          hint="Two letters, e.g. UG"
          className="uppercase"
          error={errors.code?.message}
          {...register('code')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id="country-incomeLevel"
          label="Income level"
          required
          placeholder="Select an income level"
          options={INCOME_OPTIONS}
          error={errors.incomeLevel?.message}
          {...register('incomeLevel')}
        />
        <SelectField
          id="country-activity"
          label="Activity"
          required
          placeholder="Select an activity"
          options={ACTIVITY_OPTIONS}
          error={errors.activity?.message}
          {...register('activity')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        {number('population', 'Population')}
        {number('latitude', 'Latitude', 'From -90 to 90')}
        {number('longitude', 'Longitude', 'From -180 to 180')}
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        {number('maternalMortality', 'Maternal mortality', 'Per 100,000 live births')}
        {number('under5Mortality', 'Under-five mortality', 'Per 1,000 live births')}
        {number('gdpPerCapita', 'GDP per capita', 'US dollars')}
      </div>
      <TextAreaField
        id="country-programmes"
        label="Programmes"
        rows={4}
        hint="One programme per line"
        error={errors.programmes?.message}
        {...register('programmes')}
      />
      <TextAreaField
        id="country-partners"
        label="Partner institutions"
        rows={4}
        hint="One institution per line"
        error={errors.partners?.message}
        {...register('partners')}
      />
    </FormDialog>
  );
}
