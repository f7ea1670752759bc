import { useCallback, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  PROJECT_MESSAGES,
  createProjectSchema,
  projectEnvelopeSchema,
  projectPath,
  type CreateProjectInput,
  type Project,
} from '@mnch/shared';
import { SlugField, useSlugField } from '../components/slug-field';
import { Field, describedBy, inputClasses } from '../../../components/form-fields';
import { FormDialog } from '../components/form-dialog';
import { LabelledRichText } from '../components/labelled-rich-text';
import { useSaveRecord } from '../components/collection-api';
import { formControls } from '../components/form-controls';
import { useRecordForm } from '../components/record-form';
import { UploadControl } from '../components/upload-field';
import { PROJECTS_KEY } from './api/get-projects';
import { PROJECT_CATEGORY_OPTIONS, PROJECT_STATUS_OPTIONS } from './format';
import { ListField } from './list-field';
import { projectFormDefaults, projectPayload } from './project-form-values';

const FIELDS = [
  'title',
  'slug',
  'category',
  'status',
  'startDate',
  'endDate',
  'budget',
  'currency',
  'principalInvestigator',
  'fundingSource',
  'targetBeneficiaries',
  'geographicalScope',
  'description',
  'imageUrl',
  'partners',
  'teamMembers',
  'tags',
  'documentUrls',
] as const;

/** "Add New Projects" / "Edit Project". */
export function ProjectFormDialog({ project, onClose }: { project: Project | null; onClose: () => void }) {
  const [uploading, setUploading] = useState(false);
  const focusEditor = useRef<() => void>(() => {});
  const onEditorReady = useCallback((focus: () => void) => {
    focusEditor.current = focus;
  }, []);
  const { form, editing, dialogProps } = useRecordForm({
    kind: 'projects',
    id: project?.id,
    defaults: projectFormDefaults(project),
    version: project?.version,
    valuesOf: projectFormDefaults,
    schema: createProjectSchema,
    payload: projectPayload,
    save: useSaveRecord<CreateProjectInput, typeof projectEnvelopeSchema, Project>(
      '/projects',
      PROJECTS_KEY,
      projectEnvelopeSchema,
      (body) => body.project,
    ),
    fields: FIELDS,
    aliases: { image: 'imageUrl' },
    messages: PROJECT_MESSAGES,
    onClose,
    onInvalid: (errs) => {
      if (errs.description && !errs.title && !errs.category) focusEditor.current();
    },
  });
  const { register, control, setValue } = form;
  const { err, text } = formControls(form, 'project');
  const slugField = useSlugField(useWatch({ control, name: 'title' }), useWatch({ control, name: 'slug' }), editing, setValue);

  return (
    <FormDialog
      {...dialogProps}
      title={editing ? 'Edit Project' : 'Add New Projects'}
      submitLabel={editing ? 'Update Project' : 'Create Project'}
      busy={uploading}
    >
      {text('title', 'Project title', {
        required: true,
        placeholder: 'e.g. Community newborn care in Iganga',
      })}
      <SlugField id="project-slug" field={register('slug')} pathPrefix={projectPath('')} {...slugField} error={err('slug')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="project-category" label="Category" required error={err('category')}>
          <select
            id="project-category"
            {...register('category')}
            className={inputClasses(!!err('category'))}
            {...describedBy('project-category', err('category'))}
          >
            <option value="">Select a category</option>
            {PROJECT_CATEGORY_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="project-status" label="Status" error={err('status')}>
          <select id="project-status" {...register('status')} className={inputClasses(!!err('status'))}>
            {PROJECT_STATUS_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </Field>
        {text('startDate', 'Start date', { type: 'date' })}
        {text('endDate', 'End date', { type: 'date' })}
        {text('budget', 'Budget', {
          placeholder: '0',
          hint: 'An amount; unreadable values count as 0',
        })}
        {text('currency', 'Currency', { placeholder: 'UGX' })}
        {text('principalInvestigator', 'Principal investigator')}
        {text('fundingSource', 'Funding source')}
        {text('targetBeneficiaries', 'Target beneficiaries', {
          placeholder: '0',
          hint: 'A whole number',
        })}
        {text('geographicalScope', 'Geographical scope', {
          placeholder: 'e.g. Eastern Uganda',
        })}
      </div>

      <LabelledRichText
        id="project-description"
        name="description"
        label="Description"
        required
        control={control}
        error={err('description')}
        placeholder="Describe the project: aims, methods, expected results…"
        onReady={onEditorReady}
      />

      <UploadControl
        control={control}
        name="imageUrl"
        id="project-image"
        label="Project image"
        hint="PNG, JPG up to 5MB"
        error={err('imageUrl')}
        onBusyChange={setUploading}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <ListField
          name="partners"
          label="Partners"
          itemLabel="Partner"
          placeholder="Partner organisation"
          control={control}
          register={register}
          error={err('partners')}
        />
        <ListField
          name="teamMembers"
          label="Team members"
          itemLabel="Team member"
          placeholder="Name and role"
          control={control}
          register={register}
          error={err('teamMembers')}
        />
        <ListField
          name="tags"
          label="Tags"
          itemLabel="Tag"
          placeholder="e.g. newborn care"
          control={control}
          register={register}
          error={err('tags')}
        />
        <ListField
          name="documentUrls"
          label="Documents"
          itemLabel="Document link"
          placeholder="https://... or /uploads/..."
          type="url"
          control={control}
          register={register}
          error={err('documentUrls')}
        />
      </div>
    </FormDialog>
  );
}
