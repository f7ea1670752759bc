import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { EVENT_MESSAGES, createEventSchema, eventPath, type EventItem } from '@mnch/shared';
import { SlugField, useSlugField } from '../components/slug-field';
import { zoneHint } from '../components/zone-hint';
import { SelectField } from '../../../components/form-fields';
import { FormDialog } from '../components/form-dialog';
import { LabelledRichText } from '../components/labelled-rich-text';
import { formControls } from '../components/form-controls';
import { useRecordForm } from '../components/record-form';
import { UploadControl } from '../components/upload-field';
import { useSaveEvent } from './api/events-api';
import { eventFormDefaults, eventPayload } from './event-form-values';
import { EVENT_STATUS_OPTIONS, EVENT_TYPE_OPTIONS } from './format';

const FIELDS = [
  'title',
  'slug',
  'description',
  'type',
  'status',
  'startDate',
  'endDate',
  'venueName',
  'virtualLink',
  'organizer',
  'contactEmail',
  'capacity',
  'registrationFee',
  'registrationDeadline',
  'requiresApproval',
  'imageUrl',
] as const;

/** "Create New Event" / "Edit Event". */
export function EventFormDialog({ event, onClose }: { event: EventItem | null; onClose: () => void }) {
  const [uploading, setUploading] = useState(false);
  const { form, editing, dialogProps } = useRecordForm({
    kind: 'events',
    id: event?.id,
    defaults: eventFormDefaults(event),
    version: event?.version,
    valuesOf: eventFormDefaults,
    schema: createEventSchema,
    payload: eventPayload,
    save: useSaveEvent(),
    fields: FIELDS,
    aliases: { virtual_link: 'virtualLink', image: 'imageUrl', image_url: 'imageUrl' },
    messages: EVENT_MESSAGES,
    onClose,
  });
  const { register, control, setValue } = form;
  const { err, text } = formControls(form, 'event');
  const virtual = useWatch({ control, name: 'format' }) === 'virtual';
  const slugField = useSlugField(useWatch({ control, name: 'title' }), useWatch({ control, name: 'slug' }), editing, setValue);

  return (
    <FormDialog
      {...dialogProps}
      title={editing ? 'Edit Event' : 'Create New Event'}
      submitLabel={editing ? 'Update Event' : 'Create Event'}
      busy={uploading}
    >
      {text('title', 'Event title', { required: true, placeholder: 'e.g. Newborn Care Workshop' })}
      <SlugField id="event-slug" field={register('slug')} pathPrefix={eventPath('')} {...slugField} error={err('slug')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id="event-type"
          label="Event type"
          required
          error={err('type')}
          placeholder="Select a type"
          options={EVENT_TYPE_OPTIONS}
          {...register('type')}
        />
        <SelectField id="event-status" label="Status" error={err('status')} options={EVENT_STATUS_OPTIONS} {...register('status')} />
        {text('startDate', 'Start date and time', { type: 'datetime-local', required: true, hint: zoneHint() })}
        {text('endDate', 'End date and time', { type: 'datetime-local', hint: zoneHint() })}
      </div>

      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">Event format</legend>
        <div className="grid grid-cols-2 gap-3 sm:max-w-md">
          {(['physical', 'virtual'] as const).map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 shadow-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
            >
              <input type="radio" value={value} {...register('format')} className="size-4 accent-brand-700" />
              {value === 'physical' ? 'Physical' : 'Virtual'}
            </label>
          ))}
        </div>
      </fieldset>
      {virtual
        ? text('virtualLink', 'Virtual meeting link', { type: 'url', required: true, placeholder: 'https://...' })
        : text('venueName', 'Location', { required: true, placeholder: 'e.g. School of Public Health, Mulago Hill' })}

      <div className="grid gap-5 sm:grid-cols-2">
        {text('organizer', 'Organizer', { required: true, placeholder: 'e.g. MNCH Centre' })}
        {text('contactEmail', 'Contact email', { type: 'email', placeholder: 'events@example.org' })}
        {text('capacity', 'Capacity', { type: 'number', required: true, min: '1', step: '1', inputMode: 'numeric' })}
        {text('registrationFee', 'Registration fee', {
          type: 'number',
          min: '0',
          step: '0.01',
          inputMode: 'decimal',
          hint: '0 for a free event',
        })}
        {text('registrationDeadline', 'Registration deadline', { type: 'datetime-local', hint: zoneHint() })}
        <div className="flex items-end pb-2">
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input type="checkbox" {...register('requiresApproval')} className="size-4 rounded accent-brand-700" />
            Requires approval
          </label>
        </div>
      </div>

      <LabelledRichText
        id="event-description"
        name="description"
        label="Description"
        control={control}
        error={err('description')}
        placeholder="What the event is about, who it is for, the programme…"
      />

      <UploadControl
        control={control}
        name="imageUrl"
        id="event-image"
        label="Event image"
        hint="PNG, JPG or WebP up to 5MB"
        error={err('imageUrl')}
        onBusyChange={setUploading}
      />
    </FormDialog>
  );
}
