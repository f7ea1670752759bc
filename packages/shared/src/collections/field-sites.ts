import { MAX_PAGE_LIMIT } from '../constants';
import { defineCollection } from './define';
import { field, invalidMessage, requiredMessage } from './fields';
import type { ItemOf } from './schemas';

/**
 * Field sites: the impact page's sites in Kampala and Busoga (/impact#field-sites) and the back office's
 * field-sites section. The regions and motifs below are plain data, so the impact page's field-site
 * island uses them without loading the schemas (docs/decisions/0012-first-load-javascript-budget.md).
 */

/** The regions of the impact page's illustrations, in the page's order. */
export const FIELD_SITE_REGIONS = ['kampala', 'busoga'] as const;
export type FieldSiteRegion = (typeof FIELD_SITE_REGIONS)[number];

/** Each region's name and the line the page shows under it. */
export const FIELD_SITE_REGION_INFO: Record<FieldSiteRegion, { label: string; description: string }> = {
  kampala: { label: 'Kampala', description: 'Urban and peri-urban sites in the capital city' },
  busoga: { label: 'Busoga', description: 'Rural districts east of the River Nile' },
};
const FIELD_SITE_REGION_LABELS = Object.fromEntries(FIELD_SITE_REGIONS.map((r) => [r, FIELD_SITE_REGION_INFO[r].label]));

/** What a site's picture shows over its gradient. */
export const FIELD_SITE_MOTIFS = ['hospital', 'clinic', 'community', 'school'] as const;
export type FieldSiteMotif = (typeof FIELD_SITE_MOTIFS)[number];

export const FIELD_SITE_MOTIF_LABELS: Record<FieldSiteMotif, string> = {
  hospital: 'Hospital',
  clinic: 'Clinic',
  community: 'Community',
  school: 'School',
};

/** The engagement figures of a site's card, in the card's order. */
export const FIELD_SITE_FIGURES = ['healthWorkersTrained', 'communitiesReached', 'programsActive', 'livesImpacted'] as const;
export type FieldSiteFigure = (typeof FIELD_SITE_FIGURES)[number];

export const FIELD_SITE_FIGURE_LABELS: Record<FieldSiteFigure, string> = {
  healthWorkersTrained: 'Health workers trained',
  communitiesReached: 'Communities reached',
  programsActive: 'Active programmes',
  livesImpacted: 'Lives impacted',
};

const FIGURE_MAX = 1_000_000_000;
const figureMessage = (label: string) => `${label} must be a whole number of 0 or more`;
/** An engagement figure of the site's card: a whole number, 0 for a new site. */
const figure = (key: FieldSiteFigure) =>
  field.number(FIELD_SITE_FIGURE_LABELS[key], {
    required: true,
    whole: true,
    range: { min: 0, max: FIGURE_MAX },
    initial: 0,
    invalidMessage: figureMessage(FIELD_SITE_FIGURE_LABELS[key]),
    group: 'engagement',
    hidden: key !== 'livesImpacted',
  });
/** A place on the region's illustration, as a percentage of its width or height; a new site starts in the middle. */
const percent = (label: string, edges: string, invalid: string) =>
  field.number(label, { required: true, range: { min: 0, max: 100 }, initial: 50, hint: edges, invalidMessage: invalid, group: 'place' });
const COLOUR_INVALID = 'Colour must be a hex colour such as #1e3a8a';

export const FIELD_SITES = defineCollection({
  folder: 'field-sites',
  keywords: 'reach impact map kampala busoga sites',
  table: 'field_sites',
  noun: 'Field site',
  plural: 'field sites',
  section: 'Field sites',
  one: 'fieldSite',
  many: 'fieldSites',
  labelField: 'name',
  mediaUse: 'field-site',
  fields: {
    name: field.text('Name', { required: true, max: 200 }),
    region: field.choice('Region', {
      required: true,
      options: FIELD_SITE_REGIONS,
      optionLabels: FIELD_SITE_REGION_LABELS,
      placeholder: 'Select a region',
      invalidMessage: 'Region must be Kampala or Busoga',
    }),
    /** What kind of site it is, as shown to visitors ("Referral hospital"). */
    type: field.text('Type', { required: true, max: 100, placeholder: 'e.g. Referral hospital', hint: 'As shown to visitors' }),
    x: percent('Across (%)', '0 is the left edge, 100 the right edge', 'Position across must be a number from 0 to 100'),
    y: percent('Down (%)', '0 is the top edge, 100 the bottom edge', 'Position down must be a number from 0 to 100'),
    healthWorkersTrained: figure('healthWorkersTrained'),
    communitiesReached: figure('communitiesReached'),
    programsActive: figure('programsActive'),
    livesImpacted: figure('livesImpacted'),
    programs: field.textList('Programmes', { max: 200, entries: 20, hint: 'One programme per line', hidden: true }),
    description: field.longText('Description', { required: true, max: 2000 }),
    /** The site's picture: a gradient from one colour to another, and a motif over it. */
    colorFrom: field.colour('Gradient from', {
      required: true,
      initial: '#0f3d29',
      invalidMessage: COLOUR_INVALID,
      group: 'picture',
      hidden: true,
    }),
    colorTo: field.colour('Gradient to', {
      required: true,
      initial: '#26995f',
      invalidMessage: COLOUR_INVALID,
      group: 'picture',
      hidden: true,
    }),
    motif: field.choice('Motif', {
      required: true,
      options: FIELD_SITE_MOTIFS,
      optionLabels: FIELD_SITE_MOTIF_LABELS,
      initial: 'clinic',
      invalidMessage: 'Picture motif must be hospital, clinic, community or school',
      group: 'picture',
      hidden: true,
    }),
  },
  list: {
    search: ['name', 'type'],
    // Region in the page's order (Kampala first), then name.
    defaultSort: ['region', 'name'],
    sortable: [],
    filters: [{ field: 'region', label: 'Filter by region', allLabel: 'All Regions' }],
    pageSize: 10,
  },
  description: "The field sites of the impact page's map of Kampala and Busoga, by region, then name.",
  emptyHint: 'Add the first field site to show it on the impact page',
  deleteNote: 'It leaves the impact page.',
  form: {
    description: "One site of the impact page's field-site map: its marker on the region's illustration and the card it opens.",
    groups: {
      place: {
        legend: "Place on the region's illustration",
        preview: 'field-site-place',
        term: 'Place',
        summary: '{x}% across, {y}% down',
      },
      engagement: { legend: 'Engagement' },
      picture: { legend: 'Picture', preview: 'field-site-picture', term: 'Picture', summary: '{motif}, {colorFrom} to {colorTo}' },
    },
  },
  trash: true,
  revisions: true,
});

export type FieldSiteItem = ItemOf<typeof FIELD_SITES>;
export const FIELD_SITE_PAGE_SIZE = FIELD_SITES.list.pageSize;
/** Every site, as the impact page reads them. */
export const ALL_FIELD_SITES_QUERY = { limit: MAX_PAGE_LIMIT } as const;
const F = FIELD_SITES.fields;
export const FIELD_SITE_MESSAGES = {
  ...FIELD_SITES.messages,
  nameRequired: requiredMessage(F.name),
  typeRequired: requiredMessage(F.type),
  descriptionRequired: requiredMessage(F.description),
  regionInvalid: invalidMessage(F.region),
  motifInvalid: invalidMessage(F.motif),
  xInvalid: invalidMessage(F.x),
  yInvalid: invalidMessage(F.y),
  figureInvalid: figureMessage,
  colourInvalid: COLOUR_INVALID,
};
