import type { ReactNode } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { MapPin } from 'lucide-react';
import { FIELD_SITE_MOTIFS, type FieldSiteMotif } from '@mnch/shared';
import { RegionIllustration, SiteImage } from '../../../components/site-illustration';
import type { FormValues } from './collection-fields';

/**
 * The previews a collection's form groups may show beside their fields (packages/shared/src/collections/define.ts,
 * `form.groups`), by name: each watches the form's values and draws what the public page will.
 */

type PreviewProps = { control: Control<FormValues> };

/** A number of the form as the preview places it: within 0–100, else null (not shown). */
export function previewPercent(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= 100 ? n : null;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The region's illustration with a dot where the field site's marker will be (none while the numbers are out of range). */
function FieldSitePlace({ control }: PreviewProps) {
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

/** The field site's picture as its card will draw it. */
function FieldSitePicture({ control }: PreviewProps) {
  const [colorFrom, colorTo, motif] = useWatch({ control, name: ['colorFrom', 'colorTo', 'motif'] });
  const picture = {
    id: 0,
    colorFrom: colorFrom && HEX.test(colorFrom) ? colorFrom : '#0f3d29',
    colorTo: colorTo && HEX.test(colorTo) ? colorTo : '#26995f',
    motif: (FIELD_SITE_MOTIFS as readonly string[]).includes(motif ?? '') ? (motif as FieldSiteMotif) : 'clinic',
  };
  return (
    <figure>
      <SiteImage site={picture} />
      <figcaption className="mt-1 text-xs text-slate-600">Preview of the picture on the site's card</figcaption>
    </figure>
  );
}

const PREVIEWS: Record<string, (props: PreviewProps) => ReactNode> = {
  'field-site-place': FieldSitePlace,
  'field-site-picture': FieldSitePicture,
};

export function FormPreview({ name, control }: PreviewProps & { name: string }) {
  const Preview = PREVIEWS[name];
  return Preview ? <Preview control={control} /> : null;
}
