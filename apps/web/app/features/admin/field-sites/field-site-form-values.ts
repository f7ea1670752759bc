import type { CreateFieldSiteInput, FieldSiteItem } from '@mnch/shared';
import { lines } from '../components/form-values';

/** The form's values: inputs as they hold them (numbers as text, the programmes one per line). */
export interface FieldSiteFormValues {
  name: string;
  region: string;
  type: string;
  x: string;
  y: string;
  healthWorkersTrained: string;
  communitiesReached: string;
  programsActive: string;
  livesImpacted: string;
  programs: string;
  description: string;
  colorFrom: string;
  colorTo: string;
  motif: string;
}

export const FIELD_SITE_FORM_FIELDS = [
  'name',
  'region',
  'type',
  'x',
  'y',
  'healthWorkersTrained',
  'communitiesReached',
  'programsActive',
  'livesImpacted',
  'programs',
  'description',
  'colorFrom',
  'colorTo',
  'motif',
] as const;

/** A new site starts in the middle of the illustration, with the site's green gradient and the clinic motif. */
export function fieldSiteFormDefaults(site: FieldSiteItem | null): FieldSiteFormValues {
  return {
    name: site?.name ?? '',
    region: site?.region ?? '',
    type: site?.type ?? '',
    x: String(site?.x ?? 50),
    y: String(site?.y ?? 50),
    healthWorkersTrained: String(site?.healthWorkersTrained ?? 0),
    communitiesReached: String(site?.communitiesReached ?? 0),
    programsActive: String(site?.programsActive ?? 0),
    livesImpacted: String(site?.livesImpacted ?? 0),
    programs: site?.programs.join('\n') ?? '',
    description: site?.description ?? '',
    colorFrom: site?.colorFrom ?? '#0f3d29',
    colorTo: site?.colorTo ?? '#26995f',
    motif: site?.motif ?? 'clinic',
  };
}

/** The request body of POST/PUT /api/field-sites (the API reads the numbers from text). */
export function fieldSitePayload(v: FieldSiteFormValues): CreateFieldSiteInput {
  return {
    ...v,
    region: v.region as CreateFieldSiteInput['region'],
    motif: v.motif as CreateFieldSiteInput['motif'],
    programs: lines(v.programs),
  };
}

/** A number of the form as the preview places it: within 0–100, else null (not shown). */
export function previewPercent(value: string): number | null {
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= 100 ? n : null;
}
