import { FIELD_SITE_REGION_INFO, type FieldSiteItem, type FieldSiteMotif, type FieldSiteRegion } from '@mnch/shared';

/**
 * The centre's field sites in Kampala and Busoga are records of the API (GET /api/field-sites; the back
 * office's Field sites section); the impact page reads them on the server. `x` and `y` place a site on
 * its region's illustration, as percentages of its width and height. The regions, their labels and the
 * picture motifs are fixed (packages/shared/src/collections/field-sites.ts).
 */
export type FieldSite = FieldSiteItem;
export type { FieldSiteMotif, FieldSiteRegion };

export const fieldSiteRegions: Record<FieldSiteRegion, { label: string; description: string }> = FIELD_SITE_REGION_INFO;
