import { useCallback, useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { JOB_MESSAGES, JOB_NEW_DAYS, createJobSchema, type Job } from '@mnch/shared';
import { Field, TextAreaField, TextField, describedBy, inputClasses } from '../../../components/form-fields';
import { FormDialog } from '../components/form-dialog';
import { RichTextField } from '../components/rich-text-field';
import { formControls } from '../components/form-controls';
import { useRecordForm } from '../components/record-form';
import { useSaveJob } from './api/save-job';
import { JOB_PATHWAY_OPTIONS, JOB_STATUS_OPTIONS, JOB_TYPE_OPTIONS } from './format';
import { jobFormDefaults, jobPayload, type JobFormValues } from './job-form-values';

const FIELDS = [
  'title',
  'pathway',
  'employmentType',
  'level',
  'location',
  'salary',
  'summary',
  'description',
  'requirements',
  'postedDate',
  'deadline',
  'applyTo',
  'status',
] as const;

/** "Add Job" / "Edit Job". */
export function JobFormDialog({ job, onClose }: { job: Job | null; onClose: () => void }) {
  const editors = useRef<Record<'description' | 'requirements', () => void>>({ description: () => {}, requirements: () => {} });
  const onDescriptionReady = useCallback((focus: () => void) => {
    editors.current.description = focus;
  }, []);
  const onRequirementsReady = useCallback((focus: () => void) => {
    editors.current.requirements = focus;
  }, []);
  const { form, editing, dialogProps } = useRecordForm({
    kind: 'jobs',
    id: job?.id,
    defaults: jobFormDefaults(job),
    version: job?.version,
    valuesOf: jobFormDefaults,
    schema: createJobSchema,
    payload: jobPayload,
    save: useSaveJob(),
    fields: FIELDS,
    aliases: { applyEmail: 'applyTo', applyUrl: 'applyTo' },
    messages: JOB_MESSAGES,
    onClose,
    onInvalid: (errs) => {
      const plain = FIELDS.filter((f) => f !== 'description' && f !== 'requirements');
      if (plain.some((f) => errs[f])) return;
      if (errs.description) editors.current.description();
      else if (errs.requirements) editors.current.requirements();
    },
  });
  const { register, control } = form;
  const { err, text } = formControls(form, 'job');
  // The schema names the apply address by its kind (applyEmail or applyUrl); the form has one field.
  const applyError = err('applyTo') ?? err('applyEmail') ?? err('applyUrl');
  const applyBy = useWatch({ control, name: 'applyBy' });

  const select = (name: keyof JobFormValues, label: string, options: { value: string; label: string }[], placeholder?: string) => (
    <Field id={`job-${name}`} label={label} required={placeholder !== undefined} error={err(name)}>
      <select id={`job-${name}`} {...register(name)} className={inputClasses(!!err(name))} {...describedBy(`job-${name}`, err(name))}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
  const richText = (name: 'description' | 'requirements', label: string, placeholder: string, onReady: (focus: () => void) => void) => (
    <div>
      <p id={`job-${name}-label`} className="mb-1 text-sm font-medium text-slate-800">
        {label}
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      </p>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RichTextField
            value={field.value}
            onChange={field.onChange}
            labelledBy={`job-${name}-label`}
            describedBy={err(name) ? `job-${name}-error` : undefined}
            invalid={!!err(name)}
            placeholder={placeholder}
            onReady={onReady}
          />
        )}
      />
      {err(name) ? (
        <p id={`job-${name}-error`} className="mt-1 text-sm text-red-700">
          {err(name)}
        </p>
      ) : null}
    </div>
  );

  return (
    <FormDialog {...dialogProps} title={editing ? 'Edit Job' : 'Add Job'} submitLabel={editing ? 'Update Job' : 'Create Job'}>
      {text('title', 'Job title', { required: true, placeholder: 'e.g. Data Analyst (Biostatistics)' })}
      <div className="grid gap-5 sm:grid-cols-2">
        {select('pathway', 'Pathway', JOB_PATHWAY_OPTIONS, 'Select a pathway')}
        {select('employmentType', 'Employment type', JOB_TYPE_OPTIONS, 'Select a type')}
        {text('location', 'Location', { required: true, placeholder: 'e.g. Kampala, with field travel' })}
        {text('level', 'Level', { placeholder: 'e.g. Mid level' })}
        {text('salary', 'Salary range', { placeholder: 'e.g. UGX 4,000,000 - 5,500,000 per month' })}
        {select('status', 'Status', JOB_STATUS_OPTIONS)}
        {text('postedDate', 'Posted date', { type: 'date', required: true, hint: `NEW is shown for ${JOB_NEW_DAYS} days from this date` })}
        {text('deadline', 'Deadline', {
          type: 'date',
          required: true,
          hint: 'The job closes at the end of this day and leaves the careers page by itself',
        })}
      </div>
      <TextAreaField
        id="job-summary"
        label="Summary"
        required
        rows={2}
        hint="One or two sentences, shown in the list of open positions"
        error={err('summary')}
        {...register('summary')}
      />
      {richText('description', 'Description', 'About the role and what the person will do…', onDescriptionReady)}
      {richText('requirements', 'Requirements', 'Qualifications, experience and skills…', onRequirementsReady)}
      <fieldset className="grid gap-5 sm:grid-cols-[12rem_1fr]">
        <legend className="sr-only">How to apply</legend>
        {select('applyBy', 'Apply by', [
          { value: 'email', label: 'Email' },
          { value: 'link', label: 'Web address' },
        ])}
        <TextField
          id="job-applyTo"
          label={applyBy === 'link' ? 'Apply at (web address)' : 'Apply to (email address)'}
          required
          type={applyBy === 'link' ? 'url' : 'email'}
          placeholder={applyBy === 'link' ? 'https://...' : 'careers@example.org'}
          error={applyError}
          {...register('applyTo')}
        />
      </fieldset>
    </FormDialog>
  );
}
