import { useState } from 'react';
import { TEAM_CATEGORIES, TEAM_MESSAGES, createTeamMemberSchema, type TeamMember } from '@mnch/shared';
import { SelectField, TextAreaField } from '../../../components/form-fields';
import { FormDialog } from '../components/form-dialog';
import { formControls } from '../components/form-controls';
import { useRecordForm } from '../components/record-form';
import { UploadControl } from '../components/upload-field';
import { useSaveTeamMember } from './api/save-team-member';
import { teamFormDefaults, teamPayload } from './team-form-values';

const FIELDS = [
  'name',
  'title',
  'category',
  'department',
  'country',
  'email',
  'phone',
  'photoUrl',
  'bio',
  'education',
  'expertise',
  'publications',
  'orcidUrl',
  'scholarUrl',
  'linkedinUrl',
] as const;

const CATEGORY_OPTIONS = TEAM_CATEGORIES.map((c) => ({ value: c, label: c }));

/** "Add Team Member" / "Edit Team Member". */
export function TeamFormDialog({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const [uploading, setUploading] = useState(false);
  const { form, editing, dialogProps } = useRecordForm({
    kind: 'team',
    id: member?.id,
    defaults: teamFormDefaults(member),
    version: member?.version,
    valuesOf: teamFormDefaults,
    schema: createTeamMemberSchema,
    payload: teamPayload,
    save: useSaveTeamMember(),
    fields: FIELDS,
    messages: TEAM_MESSAGES,
    onClose,
  });
  const { register, control } = form;
  const { err, text } = formControls(form, 'team');

  return (
    <FormDialog
      {...dialogProps}
      title={editing ? 'Edit Team Member' : 'Add Team Member'}
      description="A member of the team page: who they are, their group, photo, biography and links."
      submitLabel={editing ? 'Update Team Member' : 'Add Team Member'}
      busy={uploading}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {text('name', 'Name', { required: true, placeholder: 'e.g. Dr. Jane Namusoke', autoComplete: 'off' })}
        {text('title', 'Job title', { required: true, placeholder: 'e.g. Research Fellow' })}
        <SelectField
          id="team-category"
          label="Category"
          required
          placeholder="Select a category"
          options={CATEGORY_OPTIONS}
          error={err('category')}
          {...register('category')}
        />
        {text('department', 'Department', { placeholder: 'e.g. Research' })}
        {text('country', 'Country', { placeholder: 'e.g. Uganda' })}
        {text('email', 'Email', { type: 'email', inputMode: 'email', autoComplete: 'off' })}
        {text('phone', 'Phone', { type: 'tel', inputMode: 'tel' })}
      </div>
      <UploadControl
        control={control}
        name="photoUrl"
        id="team-photo"
        label="Photo"
        hint="PNG, JPG up to 5MB; without one, the page shows the member's initials"
        error={err('photoUrl')}
        onBusyChange={setUploading}
      />
      <TextAreaField id="team-bio" label="Biography" rows={4} error={err('bio')} {...register('bio')} />
      {text('education', 'Education', { placeholder: 'e.g. PhD in Epidemiology; MPH' })}
      <TextAreaField
        id="team-expertise"
        label="Expertise"
        rows={3}
        hint='One "period: role and focus" per line, e.g. "2019–present: Research Fellow, newborn care"'
        error={err('expertise')}
        {...register('expertise')}
      />
      <TextAreaField
        id="team-publications"
        label="Selected publications"
        rows={4}
        hint="One per line: a title, or an http(s) address"
        error={err('publications')}
        {...register('publications')}
      />
      <fieldset className="grid gap-5 rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:grid-cols-3">
        <legend className="px-1 text-sm font-semibold text-slate-900">Profile links</legend>
        {text('orcidUrl', 'ORCID', { type: 'url', inputMode: 'url', placeholder: 'https://orcid.org/...' })}
        {text('scholarUrl', 'Google Scholar', { type: 'url', inputMode: 'url', placeholder: 'https://scholar.google.com/...' })}
        {text('linkedinUrl', 'LinkedIn', { type: 'url', inputMode: 'url', placeholder: 'https://www.linkedin.com/in/...' })}
      </fieldset>
    </FormDialog>
  );
}
