import { trashConfirm } from './trash-confirm';
/**
 * Field sites: the regions of the impact page's two illustrations and the motifs a site's picture may
 * show, with texts and limits, without zod (the impact page's field-site island uses them without
 * loading the schemas: docs/decisions/0012-first-load-javascript-budget.md). The schemas in
 * ../schemas/field-sites.ts build on them.
 */

/** The regions of the impact page's illustrations, in the page's order. */
export const FIELD_SITE_REGIONS = ['kampala', 'busoga'] as const;
export type FieldSiteRegion = (typeof FIELD_SITE_REGIONS)[number];

/** Each region's name and the line the page shows under it. */
export const FIELD_SITE_REGION_INFO: Record<FieldSiteRegion, { label: string; description: string }> = {
  kampala: { label: 'Kampala', description: 'Urban and peri-urban sites in the capital city' },
  busoga: { label: 'Busoga', description: 'Rural districts east of the River Nile' },
};

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

export const FIELD_SITE_PAGE_SIZE = 10;
export const FIELD_SITE_LIMITS = {
  name: 200,
  type: 100,
  description: 2000,
  programme: 200,
  programmes: 20,
  figureMax: 1_000_000_000,
  searchTerm: 200,
} as const;

export const FIELD_SITE_MESSAGES = {
  nameRequired: 'Name is required',
  typeRequired: 'Type is required',
  descriptionRequired: 'Description is required',
  regionInvalid: 'Region must be Kampala or Busoga',
  motifInvalid: 'Picture motif must be hospital, clinic, community or school',
  xInvalid: 'Position across must be a number from 0 to 100',
  yInvalid: 'Position down must be a number from 0 to 100',
  figureInvalid: (label: string) => `${label} must be a whole number of 0 or more`,
  colourInvalid: 'Colour must be a hex colour such as #1e3a8a',
  notFound: 'Field site not found',
  created: 'Field site created successfully',
  updated: 'Field site updated successfully',
  deleted: 'Field site moved to the trash',
  deleteConfirm: trashConfirm('this field site', 'It leaves the impact page.'),
  emptyTitle: 'No field sites found',
  emptySearchHint: 'Try adjusting your search or filters',
  emptyHint: 'Add the first field site to show it on the impact page',
} as const;
