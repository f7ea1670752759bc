import { useState, type ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { get, useFieldArray, useForm, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { KINDS, SETTINGS_LIMITS, SETTINGS_MESSAGES, SOCIAL_NETWORKS, type SiteSettings, type SiteSettingsEnvelope } from '@mnch/shared';
import { Button } from '../../../components/ui';
import { FormAlert, SelectField, TextField } from '../../../components/form-fields';
import { applyServerErrors } from '../../../components/server-errors';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSaveSettings } from './api/settings';
import { useSaveConflict } from '../components/save-conflict';
import { SaveFailure, saveFailureMessage } from '../components/save-failure';
import { useUnsavedChanges } from '../components/unsaved-changes';
import { settingsFields, settingsFormDefaults, settingsPayload, settingsResolver, type SettingsFormValues } from './settings-form-values';

type Form = UseFormReturn<SettingsFormValues>;
type Name = FieldPath<SettingsFormValues>;

const NETWORK_LABELS: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  x: 'X (Twitter)',
  facebook: 'Facebook',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
};

/** The message of the field (or list, with `.root`) at `name`, or undefined. */
function errorAt(form: Form, name: string): string | undefined {
  const value: unknown = get(form.formState.errors, name);
  return typeof value === 'object' && value !== null && 'message' in value && typeof value.message === 'string' ? value.message : undefined;
}

/** One card of the form: a heading, what it is for, and its fields. */
function Section({ id, title, description, children }: { id: string; title: string; description: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <div className="mt-5 grid gap-4">{children}</div>
    </section>
  );
}

/** A text input registered under `name`, showing that field's message. */
function Text({
  form,
  name,
  label,
  required,
  optional,
  type = 'text',
  hint,
  placeholder,
  className,
  inputMode,
}: {
  form: Form;
  name: Name;
  label: string;
  required?: boolean;
  optional?: boolean;
  type?: string;
  hint?: string;
  placeholder?: string;
  className?: string;
  inputMode?: 'decimal' | 'tel' | 'email' | 'url';
}) {
  const error = errorAt(form, name);
  return (
    <TextField
      id={`settings-${name.replace(/\./g, '-')}`}
      label={label}
      required={required}
      optional={optional}
      type={type}
      hint={hint}
      placeholder={placeholder}
      inputMode={inputMode}
      error={error}
      wrapperClassName={className}
      {...form.register(name)}
    />
  );
}

/** A list's own message (too few rows, a network twice), or nothing. */
function ListError({ form, name }: { form: Form; name: 'phones' | 'officeHours' | 'social' | 'footerLinks' }) {
  const message = errorAt(form, `${name}.root`);
  return message ? (
    <p id={`settings-${name}-error`} role="alert" className="text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

/** A row of a list with its Remove button. */
function Row({
  label,
  onRemove,
  removable = true,
  children,
}: {
  label: string;
  onRemove: () => void;
  removable?: boolean;
  children: ReactNode;
}) {
  return (
    <li className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <div className="mb-3 flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-slate-800">{label}</p>
        <button
          type="button"
          onClick={onRemove}
          disabled={!removable}
          aria-label={`Remove ${label.toLowerCase()}`}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-white text-slate-600 ring-1 ring-slate-200 hover:bg-red-50 hover:text-red-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:cursor-not-allowed disabled:opacity-40"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </li>
  );
}

function AddButton({ onClick, disabled, children }: { onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <div>
      <Button variant="secondary" size="sm" onClick={onClick} disabled={disabled}>
        <Plus aria-hidden="true" className="size-4" />
        {children}
      </Button>
    </div>
  );
}

function PhonesSection({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'phones' });
  return (
    <Section
      id="settings-phones"
      title="Phone numbers"
      description="The first is the main number: the footer, the home page's search data and the policy pages show it."
    >
      <ul className="grid gap-3">
        {fields.map((field, i) => (
          <Row key={field.id} label={`Phone ${i + 1}`} onRemove={() => remove(i)} removable={fields.length > 1}>
            <Text form={form} name={`phones.${i}.label`} label="Label" required placeholder="e.g. Main office" />
            <Text
              form={form}
              name={`phones.${i}.number`}
              label="Number"
              required
              type="tel"
              inputMode="tel"
              placeholder="+256 414 000 000"
            />
          </Row>
        ))}
      </ul>
      <ListError form={form} name="phones" />
      <AddButton
        onClick={() => append({ label: '', number: '' }, { shouldFocus: true })}
        disabled={fields.length >= SETTINGS_LIMITS.phones}
      >
        Add phone number
      </AddButton>
    </Section>
  );
}

function HoursSection({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'officeHours' });
  return (
    <Section
      id="settings-hours"
      title="Office hours"
      description="One row per set of days; the footer shows the first row, the contact page all of them."
    >
      {fields.length ? (
        <ul className="grid gap-3">
          {fields.map((field, i) => (
            <Row key={field.id} label={`Hours ${i + 1}`} onRemove={() => remove(i)}>
              <Text form={form} name={`officeHours.${i}.days`} label="Days" required placeholder="e.g. Monday to Friday" />
              <Text form={form} name={`officeHours.${i}.hours`} label="Hours" required placeholder="e.g. 8:00 AM to 5:00 PM" />
            </Row>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">No office hours: the site shows none.</p>
      )}
      <ListError form={form} name="officeHours" />
      <AddButton
        onClick={() => append({ days: '', hours: '' }, { shouldFocus: true })}
        disabled={fields.length >= SETTINGS_LIMITS.officeHours}
      >
        Add hours
      </AddButton>
    </Section>
  );
}

function SocialSection({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'social' });
  const used = new Set(form.watch('social').map((a) => a.network));
  const next = SOCIAL_NETWORKS.find((n) => !used.has(n)) ?? SOCIAL_NETWORKS[0];
  return (
    <Section
      id="settings-social"
      title="Social accounts"
      description="The footer links to each; the home page's social section uses the X handle and the YouTube account."
    >
      {fields.length ? (
        <ul className="grid gap-3">
          {fields.map((field, i) => {
            const error = errorAt(form, `social.${i}.network`);
            return (
              <Row key={field.id} label={`Account ${i + 1}`} onRemove={() => remove(i)}>
                <SelectField
                  id={`settings-social-${i}-network`}
                  label="Network"
                  required
                  options={SOCIAL_NETWORKS.map((n) => ({ value: n, label: NETWORK_LABELS[n] }))}
                  error={error}
                  {...form.register(`social.${i}.network`)}
                />
                <Text form={form} name={`social.${i}.label`} label="Label" required placeholder="e.g. LinkedIn" />
                <Text form={form} name={`social.${i}.handle`} label="Handle or name" required placeholder="e.g. @MNCHCentre" />
                <Text form={form} name={`social.${i}.url`} label="Web address" required type="url" inputMode="url" placeholder="https://" />
              </Row>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">No social accounts: the footer shows none.</p>
      )}
      <ListError form={form} name="social" />
      <AddButton
        onClick={() => append({ network: next, label: NETWORK_LABELS[next], handle: '', url: '' }, { shouldFocus: true })}
        disabled={fields.length >= SETTINGS_LIMITS.social}
      >
        Add account
      </AddButton>
    </Section>
  );
}

function FooterLinksSection({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'footerLinks' });
  return (
    <Section
      id="settings-links"
      title="Footer links"
      description="Outside sites listed under “Important links” in the footer; each opens in a new tab."
    >
      {fields.length ? (
        <ul className="grid gap-3">
          {fields.map((field, i) => (
            <Row key={field.id} label={`Link ${i + 1}`} onRemove={() => remove(i)}>
              <Text form={form} name={`footerLinks.${i}.label`} label="Label" required placeholder="e.g. Ministry of Health Uganda" />
              <Text
                form={form}
                name={`footerLinks.${i}.url`}
                label="Web address"
                required
                type="url"
                inputMode="url"
                placeholder="https://"
              />
            </Row>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">No footer links: the footer leaves out the “Important links” column.</p>
      )}
      <ListError form={form} name="footerLinks" />
      <AddButton
        onClick={() => append({ label: '', url: '' }, { shouldFocus: true })}
        disabled={fields.length >= SETTINGS_LIMITS.footerLinks}
      >
        Add link
      </AddButton>
    </Section>
  );
}

/** The site settings form: one form in sections, checked with the API's schema, saved as a whole. */
export function SettingsForm({ settings, version }: { settings: SiteSettings; version: string | null }) {
  const save = useSaveSettings();
  const [opened] = useState(() => settingsFormDefaults(settings));
  const form = useForm<SettingsFormValues>({ defaultValues: opened, resolver: settingsResolver });
  // A save from the version the page was opened with; one over a colleague's newer save is refused (components/save-conflict.tsx).
  const conflict = useSaveConflict({
    form,
    version,
    opened,
    valuesOf: (current: SiteSettingsEnvelope) => settingsFormDefaults(current.settings),
    noun: `the ${KINDS.settings.noun.toLowerCase()}`,
    fileName: 'site-settings-my-text',
  });
  const { handleSubmit, reset, setError, formState } = form;
  const guard = useUnsavedChanges({ form, draftKey: 'settings', saving: save.isPending });
  const invalid = formState.submitCount > 0 && Object.keys(formState.errors).length > 0;
  // Why the last save failed, beside Save (components/save-failure.tsx); the form keeps what was typed.
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({ input: settingsPayload(values), version: conflict.version ?? undefined });
      reset(settingsFormDefaults(saved.settings));
      conflict.saved(saved.version);
      toast.success(SETTINGS_MESSAGES.saved);
    } catch (err) {
      conflict.caught(err);
      const error = ApiError.from(err);
      applyServerErrors(error, setError, settingsFields(values) as Name[], error.message);
      setFailure(saveFailureMessage(error, error.errors.length > 0));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-6" aria-label="Site settings">
      {conflict.alert}
      {guard.draftOffer}
      <Section
        id="settings-address"
        title="Address"
        description="The postal address the footer, the contact page and the policy pages show."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Text form={form} name="address.building" label="Building" required className="sm:col-span-2" />
          <Text form={form} name="address.street" label="Street or area" optional />
          <Text form={form} name="address.poBox" label="P.O. Box" optional />
          <Text form={form} name="address.city" label="City" required />
          <Text form={form} name="address.country" label="Country" required />
        </div>
      </Section>

      <PhonesSection form={form} />

      <Section
        id="settings-emails"
        title="Email addresses"
        description="General enquiries (footer, contact page, chat assistant) and job applications (careers page)."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Text form={form} name="emails.general" label="General enquiries" required type="email" inputMode="email" />
          <Text form={form} name="emails.careers" label="Careers" required type="email" inputMode="email" />
        </div>
      </Section>

      <HoursSection form={form} />

      <Section
        id="settings-map"
        title="Map location"
        description="Where the contact page's map puts the office, in decimal degrees (north and east are positive)."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Text form={form} name="map.lat" label="Latitude" required inputMode="decimal" placeholder="e.g. 0.3376" />
          <Text form={form} name="map.lng" label="Longitude" required inputMode="decimal" placeholder="e.g. 32.5761" />
          <Text
            form={form}
            name="map.label"
            label="Marker label"
            required
            className="sm:col-span-2"
            hint="Read out for the office's marker on the map."
          />
        </div>
      </Section>

      <SocialSection form={form} />
      <FooterLinksSection form={form} />

      <div className="sticky bottom-0 -mx-4 flex flex-col gap-3 border-t border-slate-200 bg-white/95 px-4 py-4 backdrop-blur sm:mx-0 sm:flex-row sm:flex-wrap sm:items-center sm:justify-end sm:rounded-xl sm:border">
        {failure ? (
          // A row of its own above the buttons, in the column (phones) and the wrapped row alike.
          <div className="w-full">
            <SaveFailure message={failure} />
          </div>
        ) : null}
        {invalid ? (
          <div className="sm:mr-auto">
            <FormAlert tone="error">Some settings need attention: see the marked fields.</FormAlert>
          </div>
        ) : null}
        <Button variant="secondary" onClick={() => reset()} disabled={save.isPending || !formState.isDirty}>
          Discard changes
        </Button>
        <Button type="submit" loading={save.isPending} loadingText="Saving...">
          Save settings
        </Button>
      </div>
      {guard.prompt}
    </form>
  );
}
