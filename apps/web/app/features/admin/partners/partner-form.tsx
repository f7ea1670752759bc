import { useState } from 'react';
import {
  JOINT_PROJECT_STATUSES,
  PARTNER_ICONS,
  PARTNER_LISTS,
  PARTNER_MESSAGES,
  PARTNER_TYPES,
  WORLD_REGIONS,
  createPartnerSchema,
  type Partner,
} from '@mnch/shared';
import { SelectField, TextAreaField } from '../../../components/form-fields';
import { FormDialog } from '../components/form-dialog';
import { formControls } from '../components/form-controls';
import { useRecordForm } from '../components/record-form';
import { UploadControl } from '../components/upload-field';
import { useSavePartner } from './api/save-partner';
import { PARTNER_LIST_LABELS, PARTNER_TYPE_LABELS } from './format';
import { partnerFormDefaults, partnerPayload } from './partner-form-values';
import { RowsField, type RowsFieldProps, type RowsName } from './rows-field';

const FIELDS = [
  'name',
  'type',
  'city',
  'country',
  'region',
  'latitude',
  'longitude',
  'logoUrl',
  'initials',
  'colorFrom',
  'colorTo',
  'icon',
  'website',
  'description',
  'focus',
  'focusAreas',
  'keyContact',
  'projects',
  'publications',
  'projectCount',
  'since',
  'lists',
] as const;

const TYPE_OPTIONS = PARTNER_TYPES.map((t) => ({ value: t, label: PARTNER_TYPE_LABELS[t] }));
const REGION_OPTIONS = WORLD_REGIONS.map((r) => ({ value: r, label: r }));
const ICON_OPTIONS = PARTNER_ICONS.map((i) => ({ value: i, label: i.replace(/-/g, ' ') }));
const STATUS_OPTIONS = JOINT_PROJECT_STATUSES.map((s) => ({ value: s, label: s }));

/** The form's lists of rows: each one's legend, what one row is called, and its columns. */
const ROWS: Record<RowsName, Omit<RowsFieldProps, 'name' | 'control' | 'register'>> = {
  impactMetrics: {
    legend: 'Impact figures',
    item: 'figure',
    columns: [
      { key: 'icon', label: 'Icon', options: ICON_OPTIONS },
      { key: 'value', label: 'Value' },
      { key: 'label', label: 'Label' },
    ],
  },
  collaborationAreas: {
    legend: 'Areas of collaboration',
    item: 'area',
    columns: [
      { key: 'icon', label: 'Icon', options: ICON_OPTIONS },
      { key: 'title', label: 'Title' },
      { key: 'description', label: 'Description' },
    ],
  },
  jointProjects: {
    legend: 'Joint projects',
    item: 'project',
    columns: [
      { key: 'title', label: 'Title' },
      { key: 'description', label: 'Description' },
      { key: 'status', label: 'Status', options: STATUS_OPTIONS },
      { key: 'timeline', label: 'Timeline' },
      { key: 'funding', label: 'Funding' },
    ],
  },
  jointPublications: {
    legend: 'Joint publications',
    item: 'publication',
    columns: [
      { key: 'title', label: 'Title' },
      { key: 'journal', label: 'Journal' },
      { key: 'year', label: 'Year' },
      { key: 'type', label: 'Type' },
    ],
  },
};

/** "Add Partner" / "Edit Partner": the organisation, where it is, its logo, where it shows, and its detail panel. */
export function PartnerFormDialog({ partner, onClose }: { partner: Partner | null; onClose: () => void }) {
  const [uploading, setUploading] = useState(false);
  const { form, editing, dialogProps } = useRecordForm({
    kind: 'partners',
    id: partner?.id,
    defaults: partnerFormDefaults(partner),
    version: partner?.version,
    valuesOf: partnerFormDefaults,
    schema: createPartnerSchema,
    payload: partnerPayload,
    save: useSavePartner(),
    fields: FIELDS,
    messages: PARTNER_MESSAGES,
    onClose,
  });
  const { register, control } = form;
  const { err, text } = formControls(form, 'partner');
  const rows = (name: RowsName) => <RowsField name={name} {...ROWS[name]} control={control} register={register} />;

  return (
    <FormDialog
      {...dialogProps}
      title={editing ? 'Edit Partner' : 'Add Partner'}
      description="One organisation: the partners page's lists, its map and the home carousel all show this record."
      submitLabel={editing ? 'Update Partner' : 'Add Partner'}
      busy={uploading}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {text('name', 'Name', { required: true, autoComplete: 'off' })}
        <SelectField
          id="partner-type"
          label="Type"
          required
          placeholder="Select a type"
          options={TYPE_OPTIONS}
          error={err('type')}
          {...register('type')}
        />
        {text('city', 'City')}
        {text('country', 'Country')}
      </div>

      <fieldset className="rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Where it shows</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-800">
          {PARTNER_LISTS.map((l) => (
            <label key={l} className="inline-flex items-center gap-2">
              <input type="checkbox" value={l} {...register('lists')} className="size-4 accent-brand-700" />
              {PARTNER_LIST_LABELS[l]}
            </label>
          ))}
          <label className="inline-flex items-center gap-2">
            <input type="checkbox" {...register('inCarousel')} className="size-4 accent-brand-700" />
            Home page carousel
          </label>
        </div>
        {err('lists') ? <p className="mt-1 text-sm text-red-700">{err('lists')}</p> : null}
      </fieldset>

      <UploadControl
        control={control}
        name="logoUrl"
        id="partner-logo"
        label="Logo"
        hint="PNG, JPG up to 5MB; without one, the pages show the partner's initials"
        error={err('logoUrl')}
        onBusyChange={setUploading}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        {text('initials', 'Badge initials', { placeholder: 'e.g. MoH', hint: 'Drawn when there is no logo' })}
        {text('colorFrom', 'Badge colour from', { placeholder: '#14633e' })}
        {text('colorTo', 'Badge colour to', { placeholder: '#26995f' })}
      </div>

      <div className="grid gap-5 sm:grid-cols-3">
        {text('latitude', 'Latitude', { inputMode: 'decimal', hint: 'Needed on the map' })}
        {text('longitude', 'Longitude', { inputMode: 'decimal' })}
        <SelectField
          id="partner-region"
          label="Region"
          placeholder="No region"
          options={REGION_OPTIONS}
          error={err('region')}
          {...register('region')}
        />
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        {text('website', 'Website', { type: 'url', inputMode: 'url', placeholder: 'https://...' })}
        {text('keyContact', 'Key contact')}
        {text('since', 'Partner since (year)', { inputMode: 'numeric' })}
        <SelectField
          id="partner-icon"
          label="Card icon"
          placeholder="The type's icon"
          options={ICON_OPTIONS}
          error={err('icon')}
          {...register('icon')}
        />
        {text('publications', 'Joint publications', { inputMode: 'numeric' })}
        {text('projectCount', 'Active joint projects', { inputMode: 'numeric' })}
      </div>
      <TextAreaField id="partner-description" label="Description" rows={3} error={err('description')} {...register('description')} />
      {text('focus', 'Focus', { hint: 'One line: what the partnership is about' })}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextAreaField
          id="partner-focusAreas"
          label="Focus areas"
          rows={3}
          hint="One per line"
          error={err('focusAreas')}
          {...register('focusAreas')}
        />
        <TextAreaField
          id="partner-projects"
          label="Projects"
          rows={3}
          hint="One per line"
          error={err('projects')}
          {...register('projects')}
        />
      </div>

      <fieldset className="grid gap-5 rounded-xl border border-slate-200 bg-slate-50/60 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Strategic partner details</legend>
        <TextAreaField
          id="partner-fullDescription"
          label="Full description"
          rows={4}
          error={err('details')}
          {...register('fullDescription')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          {text('partnershipDuration', 'Duration', { placeholder: 'e.g. 11 years' })}
          {text('partnershipType', 'Partnership type')}
        </div>
        {rows('impactMetrics')}
        {rows('collaborationAreas')}
        {rows('jointProjects')}
        <fieldset className="grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-slate-900">Success story</legend>
          <TextAreaField id="partner-story-quote" label="Quote" rows={2} wrapperClassName="sm:col-span-2" {...register('story.quote')} />
          {text('story.author', 'Author')}
          {text('story.role', 'Role')}
          {text('story.organization', 'Organisation')}
        </fieldset>
        {rows('jointPublications')}
      </fieldset>
    </FormDialog>
  );
}
