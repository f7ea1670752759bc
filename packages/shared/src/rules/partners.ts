/**
 * Partners: the partner types, the lists of the partners page, world regions and the icons a partner's
 * card and detail panel may show, with texts and limits, without zod (pages use them without loading the
 * schemas: docs/decisions/0012-first-load-javascript-budget.md). The schemas in ../schemas/partners.ts
 * build on them.
 */

/** What kind of organisation a partner is; also the partners page's directory categories. */
export const PARTNER_TYPES = ['academic', 'government', 'international', 'ngo', 'private', 'funding'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

/** The lists of the partners page a partner can appear on (the home carousel is a flag of its own). */
export const PARTNER_LISTS = ['strategic', 'research', 'community', 'map'] as const;
export type PartnerList = (typeof PARTNER_LISTS)[number];

/** The regions of the partners map's "Partners by region". */
export const WORLD_REGIONS = ['Africa', 'Europe', 'North America', 'Asia-Pacific'] as const;
export type WorldRegion = (typeof WORLD_REGIONS)[number];

/** The icons a partner's card, impact figures and areas of collaboration may show (drawn by the web app). */
export const PARTNER_ICONS = [
  'baby',
  'book-open',
  'building',
  'chart-line',
  'cpu',
  'flask',
  'globe',
  'graduation-cap',
  'hand-coins',
  'handshake',
  'heart-handshake',
  'hospital',
  'landmark',
  'microscope',
  'scale',
  'school',
  'smartphone',
  'stethoscope',
  'truck',
  'users',
  'users-round',
] as const;
export type PartnerIcon = (typeof PARTNER_ICONS)[number];

export const JOINT_PROJECT_STATUSES = ['Ongoing', 'Completed', 'Planned'] as const;
export type JointProjectStatus = (typeof JOINT_PROJECT_STATUSES)[number];

export const PARTNER_MESSAGES = {
  nameRequired: 'Name is required',
  typeInvalid: 'Type must be academic, government, international, NGO, private or funding',
  listInvalid: 'Lists must be strategic, research, community or map',
  regionInvalid: 'Region must be Africa, Europe, North America or Asia-Pacific',
  iconInvalid: 'Choose one of the icons offered',
  statusInvalid: 'Status must be Ongoing, Completed or Planned',
  logoInvalid: 'Logo must be an image uploaded to this site (/uploads/...)',
  linkInvalid: 'Please enter a valid http(s) address',
  colourInvalid: 'Colour must be a hex colour such as #1e3a8a',
  latitudeInvalid: 'Latitude must be a number from -90 to 90',
  longitudeInvalid: 'Longitude must be a number from -180 to 180',
  coordinatesTogether: 'Give both latitude and longitude, or neither',
  mapNeedsCoordinates: 'A partner on the map needs its latitude and longitude',
  yearInvalid: 'Year must be a whole number from 1900 to 2100',
  countInvalid: 'Must be a whole number of 0 or more',
  notFound: 'Partner not found',
  created: 'Partner created successfully',
  updated: 'Partner updated successfully',
  deleted: 'Partner moved to the trash',
  deleteFailed: 'Failed to delete partner:',
} as const;

export const PARTNER_LIMITS = {
  name: 200,
  text: 200,
  initials: 4,
  description: 2000,
  fullDescription: 5000,
  entry: 300,
  entries: 30,
  searchTerm: 200,
  count: 1_000_000,
} as const;
