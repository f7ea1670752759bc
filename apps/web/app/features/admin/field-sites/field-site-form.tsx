import { Fragment, type ComponentProps } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { MapPin } from 'lucide-react';
import {
  FIELD_SITE_FIGURE_LABELS,
  FIELD_SITE_FIGURES,
  FIELD_SITE_MESSAGES,
  FIELD_SITE_MOTIF_LABELS,
  FIELD_SITE_MOTIFS,
  FIELD_SITE_REGION_INFO,
  FIELD_SITE_REGIONS,
  createFieldSiteSchema,
  type FieldSiteItem,
  type FieldSiteMotif,
} from '@mnch/shared';
import { SelectField, TextAreaField, TextField } from '../../../components/form-fields';
import { FormDialog } from '../components/form-dialog';
import { useRecordForm } from '../components/record-form';
import { RegionIllustration, SiteImage } from '../../../components/site-illustration';
import { useSaveFieldSite } from './api/save-field-site';
import {
  FIELD_SITE_FORM_FIELDS,
  fieldSiteFormDefaults,
  fieldSitePayload,
  previewPercent,
  type FieldSiteFormValues,
} from './field-site-form-values';

const REGION_OPTIONS = FIELD_SITE_REGIONS.map((r) => ({ value: r, label: FIELD_SITE_REGION_INFO[r].label }));
const MOTIF_OPTIONS = FIELD_SITE_MOTIFS.map((m) => ({ value: m, label: FIELD_SITE_MOTIF_LABELS[m] }));
const HEX = /^#[0-9a-fA-F]{6}$/;

/** "Add Field Site" / "Edit Field Site": what the impact page's field-site map shows of one site. */
export function FieldSiteFormDialog({ site, onClose }: { site: FieldSiteItem | null; onClose: () => void }) {
  const { form, editing, dialogProps } = useRecordForm({
    kind: 'field-sites',
    id: site?.id,
    defaults: fieldSiteFormDefaults(site),
    schema: createFieldSiteSchema,
    payload: fieldSitePayload,
    save: useSaveFieldSite(),
    fields: FIELD_SITE_FORM_FIELDS,
    messages: FIELD_SITE_MESSAGES,
    onClose,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  const text = (name: keyof FieldSiteFormValues, label: string, opts: Omit<ComponentProps<typeof TextField>, 'id' | 'label'> = {}) => (
    <TextField id={`field-site-${name}`} label={label} error={errors[name]?.message} {...opts} {...register(name)} />
  );

  return (
    <FormDialog
      {...dialogProps}
      title={editing ? 'Edit Field Site' : 'Add Field Site'}
      description="One site of the impact page's field-site map: its marker on the region's illustration and the card it opens."
      submitLabel={editing ? 'Update Field Site' : 'Create Field Site'}
    >
      {text('name', 'Name', { required: true, autoComplete: 'off' })}
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id="field-site-region"
          label="Region"
          required
          placeholder="Select a region"
          options={REGION_OPTIONS}
          error={errors.region?.message}
          {...register('region')}
        />
        {text('type', 'Type', { required: true, placeholder: 'e.g. Referral hospital', hint: 'As shown to visitors' })}
      </div>

      <fieldset className="rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Place on the region's illustration</legend>
        <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
          <div className="grid content-start gap-5">
            {text('x', 'Across (%)', {
              required: true,
              type: 'number',
              min: 0,
              max: 100,
              step: 'any',
              hint: '0 is the left edge, 100 the right edge',
            })}
            {text('y', 'Down (%)', {
              required: true,
              type: 'number',
              min: 0,
              max: 100,
              step: 'any',
              hint: '0 is the top edge, 100 the bottom edge',
            })}
          </div>
          <PlacePreview control={control} />
        </div>
      </fieldset>

      <fieldset className="rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Engagement</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {FIELD_SITE_FIGURES.map((f) => (
            <Fragment key={f}>
              {text(f, FIELD_SITE_FIGURE_LABELS[f], { required: true, type: 'number', min: 0, step: 1, inputMode: 'numeric' })}
            </Fragment>
          ))}
        </div>
      </fieldset>

      <TextAreaField
        id="field-site-programs"
        label="Programmes"
        rows={4}
        hint="One programme per line"
        error={errors.programs?.message}
        {...register('programs')}
      />
      <TextAreaField
        id="field-site-description"
        label="Description"
        required
        rows={4}
        error={errors.description?.message}
        {...register('description')}
      />

      <fieldset className="rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Picture</legend>
        <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
          <div className="grid content-start gap-5">
            <div className="grid grid-cols-2 gap-4">
              {text('colorFrom', 'Gradient from', { required: true, type: 'color', className: 'h-11 cursor-pointer p-1' })}
              {text('colorTo', 'Gradient to', { required: true, type: 'color', className: 'h-11 cursor-pointer p-1' })}
            </div>
            <SelectField
              id="field-site-motif"
              label="Motif"
              required
              options={MOTIF_OPTIONS}
              error={errors.motif?.message}
              {...register('motif')}
            />
          </div>
          <PicturePreview control={control} />
        </div>
      </fieldset>
    </FormDialog>
  );
}

/** The region's illustration with a dot where the marker will be (none while the numbers are out of range). */
function PlacePreview({ control }: { control: Control<FieldSiteFormValues> }) {
  const [x, y] = useWatch({ control, name: ['x', 'y'] });
  const left = previewPercent(x);
  const top = previewPercent(y);
  return (
    <figure>
      <div className="relative aspect-[8/5] w-full overflow-hidden rounded-xl ring-1 ring-slate-200" data-testid="field-site-place-preview">
        <RegionIllustration />
        {left !== null && top !== null ? (
          <span
            aria-hidden="true"
            className="absolute flex size-6 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-brand-700 text-white shadow-md ring-2 ring-white"
            style={{ left: `${left}%`, top: `${top}%` }}
          >
            <MapPin className="size-3.5" />
          </span>
        ) : null}
      </div>
      <figcaption className="mt-1 text-xs text-slate-600">Preview of the marker on the illustration</figcaption>
    </figure>
  );
}

/** The site's picture as the card will draw it. */
function PicturePreview({ control }: { control: Control<FieldSiteFormValues> }) {
  const [colorFrom, colorTo, motif] = useWatch({ control, name: ['colorFrom', 'colorTo', 'motif'] });
  const picture = {
    id: 0,
    colorFrom: HEX.test(colorFrom) ? colorFrom : '#0f3d29',
    colorTo: HEX.test(colorTo) ? colorTo : '#26995f',
    motif: (FIELD_SITE_MOTIFS as readonly string[]).includes(motif) ? (motif as FieldSiteMotif) : 'clinic',
  };
  return (
    <figure>
      <SiteImage site={picture} />
      <figcaption className="mt-1 text-xs text-slate-600">Preview of the picture on the site's card</figcaption>
    </figure>
  );
}
