import { z } from 'zod';
import { COLLECTION_KEYS, KINDS, REVISION_KIND_KEYS, type CollectionKey, type RevisionKind } from '../kinds';
import { articleSchema } from './articles';
import type { FieldKind } from '../collections/fields';
import { fieldEntries } from '../collections/define';
import { collectionSchemas } from '../collections/schemas';
import { eventSchema } from './events';
import { figureItemSchema } from './figures';
import { jobSchema } from './jobs';
import { partnerSchema } from './partners';
import { projectSchema } from './projects';
import { publicationSchema } from './publications';
import { siteSettingsSchema } from './settings';
import { teamMemberSchema } from './team';

/**
 * Revisions: every save of an item of a kind with revisions (kinds.ts) keeps the version it replaced,
 * with who saved and when (docs/behaviour/revisions.md). A revision's `fields` name what that save
 * changed; restoring one puts back its content fields and is itself a save (so it adds a revision).
 */

/** The kinds whose saves keep revisions: the registry's (kinds.ts) with `revisions: true`. */
export const REVISION_KINDS = REVISION_KIND_KEYS;

export const REVISION_MESSAGES = {
  kindInvalid: `Unknown kind of item: use one of ${REVISION_KINDS.join(', ')}`,
  idInvalid: 'Invalid id',
  notFound: 'Revision not found',
  itemGone: 'The item of this revision has been deleted; restore it from the trash first',
  restored: 'Version restored',
  restoreFailed: 'Failed to restore the version:',
  restoreConfirm: 'Restore this version? The current version is kept in the history, so this can be undone.',
  fetchFailed: 'Failed to fetch the history',
  empty: 'No earlier versions yet: each save keeps the version it replaced here.',
} as const;

/**
 * How a field's value is shown in the history: the web turns each into text before comparing.
 * `details`: a record or a list of records (the settings' address, phones), one line per record.
 */
export type RevisionFieldType = 'text' | 'rich' | 'list' | 'people' | 'date' | 'number' | 'boolean' | 'details';

export interface RevisionField {
  /** The field's name in the API's item shape and in its update body. */
  field: string;
  /**
   * The stored column (Drizzle's property name) when it is not `field`; `column.key` for a key of a
   * JSON column (the settings record's parts, in `value`).
   */
  column?: string;
  label: string;
  type: RevisionFieldType;
}

const f = (field: string, label: string, type: RevisionFieldType = 'text', column?: string): RevisionField =>
  column ? { field, column, label, type } : { field, label, type };

/** How the history shows each kind of field of a collection (collections/fields.ts). */
const HISTORY_TYPES: Record<FieldKind, RevisionFieldType> = {
  text: 'text',
  longText: 'text',
  richText: 'rich',
  year: 'number',
  date: 'date',
  link: 'text',
  number: 'number',
  choice: 'text',
  textList: 'list',
  colour: 'text',
};

/** A collection's content fields are its definition's, in its order; not a unique one (a country's code), like a slug. */
const COLLECTION_FIELDS = Object.fromEntries(
  COLLECTION_KEYS.map((key) => [
    key,
    fieldEntries(KINDS[key])
      .filter(([, spec]) => !spec.unique)
      .map(([name, spec]) => f(name, spec.label, HISTORY_TYPES[spec.kind])),
  ]),
) as unknown as Record<CollectionKey, readonly RevisionField[]>;

/**
 * The content fields of each kind, in the order the history shows them: what a revision compares and
 * what a restore writes back. Never ids, creation details, counters (reads, downloads, views,
 * registrations), the slug, or values the server derives (read time, publish date, updated time).
 */
export const REVISION_FIELDS: Record<RevisionKind, readonly RevisionField[]> = {
  ...COLLECTION_FIELDS,
  articles: [
    f('title', 'Title'),
    f('excerpt', 'Excerpt'),
    f('content', 'Content', 'rich'),
    f('category', 'Category'),
    f('status', 'Status'),
    f('scheduledDate', 'Publish date', 'date'),
    f('featuredImageUrl', 'Featured image', 'text', 'featuredImage'),
    f('author', 'Author'),
    f('tags', 'Tags', 'list'),
    f('metaDescription', 'Meta description'),
    f('url', 'External link'),
  ],
  projects: [
    f('title', 'Title'),
    f('description', 'Description', 'rich'),
    f('category', 'Category'),
    f('status', 'Status'),
    f('startDate', 'Start date', 'date'),
    f('endDate', 'End date', 'date'),
    f('budget', 'Budget', 'number'),
    f('currency', 'Currency'),
    f('principalInvestigator', 'Principal investigator'),
    f('fundingSource', 'Funding source'),
    f('targetBeneficiaries', 'Target beneficiaries', 'number'),
    f('geographicalScope', 'Geographical scope'),
    f('imageUrl', 'Image'),
    f('partners', 'Partners', 'list'),
    f('teamMembers', 'Team members', 'list'),
    f('tags', 'Tags', 'list'),
    f('documentUrls', 'Documents', 'list'),
    f('progress', 'Progress (%)', 'number'),
    f('archived', 'Archived', 'boolean'),
  ],
  publications: [
    f('title', 'Title'),
    f('authors', 'Authors', 'people'),
    f('type', 'Type'),
    f('journal', 'Journal'),
    f('year', 'Year', 'number'),
    f('doi', 'DOI'),
    f('abstract', 'Abstract', 'rich'),
    f('description', 'Description'),
    f('keywords', 'Keywords', 'list'),
    f('status', 'Status'),
    f('citations', 'Citations', 'number'),
    f('fileUrl', 'File'),
    f('fileName', 'File name'),
    f('fileSize', 'File size (bytes)', 'number'),
    f('coverImageUrl', 'Cover image'),
    f('coverImageName', 'Cover image name'),
    f('coverImageSize', 'Cover image size (bytes)', 'number'),
    f('publicationSource', 'Link or file'),
    f('impactFactor', 'Impact factor', 'number'),
    f('featured', 'Featured', 'boolean'),
  ],
  events: [
    f('title', 'Title'),
    f('description', 'Description', 'rich'),
    f('type', 'Type'),
    f('status', 'Status'),
    f('startDate', 'Starts', 'date'),
    f('endDate', 'Ends', 'date'),
    f('isVirtual', 'Virtual', 'boolean'),
    f('venueName', 'Venue'),
    f('virtualLink', 'Online link'),
    f('organizer', 'Organizer'),
    f('contactEmail', 'Contact email'),
    f('capacity', 'Capacity', 'number'),
    f('registrationDeadline', 'Registration deadline', 'date'),
    f('registrationFee', 'Registration fee', 'number'),
    f('currency', 'Currency'),
    f('requiresApproval', 'Requires approval', 'boolean'),
    f('imageUrl', 'Image'),
    f('highlights', 'Highlights', 'list'),
    f('speakers', 'Speakers', 'people'),
    f('rating', 'Rating', 'number'),
  ],
  jobs: [
    f('title', 'Title'),
    f('pathway', 'Pathway'),
    f('employmentType', 'Employment type'),
    f('level', 'Level'),
    f('location', 'Location'),
    f('salary', 'Salary'),
    f('summary', 'Summary'),
    f('description', 'Description', 'rich'),
    f('requirements', 'Requirements', 'rich'),
    f('applyEmail', 'Apply by email'),
    f('applyUrl', 'Apply online'),
    f('postedDate', 'Posted', 'date'),
    f('deadline', 'Deadline', 'date'),
    f('status', 'Status'),
  ],
  team: [
    f('name', 'Name'),
    f('title', 'Title'),
    f('category', 'Category'),
    f('department', 'Department'),
    f('country', 'Country'),
    f('bio', 'Biography'),
    f('education', 'Education'),
    f('expertise', 'Expertise'),
    f('publications', 'Publications', 'list'),
    f('email', 'Email'),
    f('phone', 'Phone'),
    f('photoUrl', 'Photo'),
    f('orcidUrl', 'ORCID'),
    f('scholarUrl', 'Google Scholar'),
    f('linkedinUrl', 'LinkedIn'),
  ],
  partners: [
    f('name', 'Name'),
    f('type', 'Type'),
    f('city', 'City'),
    f('country', 'Country'),
    f('region', 'Region'),
    f('latitude', 'Latitude', 'number'),
    f('longitude', 'Longitude', 'number'),
    f('logoUrl', 'Logo'),
    f('initials', 'Initials'),
    f('colorFrom', 'Colour from'),
    f('colorTo', 'Colour to'),
    f('icon', 'Icon'),
    f('website', 'Website'),
    f('description', 'Description'),
    f('focus', 'Focus'),
    f('focusAreas', 'Focus areas', 'list'),
    f('keyContact', 'Key contact'),
    f('projects', 'Projects', 'list'),
    f('publications', 'Publications', 'number'),
    f('projectCount', 'Projects (count)', 'number'),
    f('since', 'Partner since', 'number'),
    f('lists', 'Shown in', 'list'),
    f('inCarousel', 'In the carousel', 'boolean'),
    f('details', 'Detail panel'),
  ],
  // The one settings record, kept whole: each part of it is a field (a version is the whole record).
  settings: [
    f('address', 'Address', 'details', 'value.address'),
    f('phones', 'Phone numbers', 'details', 'value.phones'),
    f('emails', 'Email addresses', 'details', 'value.emails'),
    f('officeHours', 'Office hours', 'details', 'value.officeHours'),
    f('map', 'Map location', 'details', 'value.map'),
    f('social', 'Social accounts', 'details', 'value.social'),
    f('footerLinks', 'Footer links', 'details', 'value.footerLinks'),
  ],
  // Not its key: what the pages name it by.
  figures: [
    f('value', 'Value', 'number'),
    f('label', 'Label'),
    f('prefix', 'Prefix'),
    f('suffix', 'Suffix'),
    f('plain', 'Without thousands separators', 'boolean'),
  ],
};

const invalidId = { error: REVISION_MESSAGES.idInvalid };
const positiveId = z.coerce.number(invalidId).int(invalidId).positive(invalidId).max(2_147_483_647, invalidId);

export const revisionKindSchema = z.enum(REVISION_KINDS, { error: REVISION_MESSAGES.kindInvalid });

/** GET /revisions/{kind}/{itemId}. */
export const revisionItemParams = z.object({ kind: revisionKindSchema, itemId: positiveId });
/** GET /revisions/entry/{id}, POST /revisions/{id}/restore. */
export const revisionIdParam = z.object({ id: positiveId });

/** Who saved: the user's id (null once the account is deleted) and name as it was then. */
export const revisionUserSchema = z.object({ id: z.number().nullable(), name: z.string() });

export const revisionSummarySchema = z.object({
  id: z.number(),
  kind: revisionKindSchema,
  itemId: z.number(),
  /** When the save was made (the version it replaced was current until then). */
  createdAt: z.string(),
  user: revisionUserSchema,
  /** The fields (REVISION_FIELDS' `field`) that this save changed. */
  fields: z.array(z.string()),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

export const revisionListSchema = z.object({ revisions: z.array(revisionSummarySchema) });
export type RevisionList = z.infer<typeof revisionListSchema>;

const collectionItem = (key: CollectionKey) => collectionSchemas(KINDS[key]).item;

/**
 * Each kind's item in its API shape, in the order the unions below list them: the collections' from
 * their definitions.
 */
const ITEM_SCHEMAS = {
  articles: articleSchema,
  projects: projectSchema,
  publications: publicationSchema,
  events: eventSchema,
  jobs: jobSchema,
  team: teamMemberSchema,
  partners: partnerSchema,
  settings: siteSettingsSchema,
  figures: figureItemSchema,
  ...(Object.fromEntries(COLLECTION_KEYS.map((key) => [key, collectionItem(key)])) as Record<
    CollectionKey,
    ReturnType<typeof collectionItem>
  >),
} satisfies Record<RevisionKind, z.ZodType>;
type ItemSchemas = typeof ITEM_SCHEMAS;

/**
 * One object schema per kind with revisions, made by `make` from the kind and its item's schema, in a union on
 * `kind`; `Option` is the union of what `make` gives each kind (its return type for that kind).
 */
function byKind<Option extends z.ZodObject>(make: (kind: RevisionKind, item: ItemSchemas[RevisionKind]) => z.ZodObject) {
  const [first, ...rest] = (Object.keys(ITEM_SCHEMAS) as RevisionKind[]).map((kind) => make(kind, ITEM_SCHEMAS[kind]));
  return z.discriminatedUnion('kind', [first as Option, ...(rest as Option[])]);
}

/**
 * One revision: the version it kept (`before`) and the version that replaced it (`after`: the next
 * revision's version, or the item as it is now; null when the item has been deleted since), in the
 * item's API shape.
 */
export const revisionEntrySchema = byKind<
  {
    [K in RevisionKind]: z.ZodObject<{
      kind: z.ZodLiteral<K>;
      revision: typeof revisionSummarySchema;
      before: ItemSchemas[K];
      after: z.ZodNullable<ItemSchemas[K]>;
    }>;
  }[RevisionKind]
>((kind, item) => z.object({ kind: z.literal(kind), revision: revisionSummarySchema, before: item, after: item.nullable() }));
export type RevisionEntry = z.infer<typeof revisionEntrySchema>;

/** POST /revisions/{id}/restore: the item as restored. */
export const revisionRestoredSchema = byKind<
  { [K in RevisionKind]: z.ZodObject<{ kind: z.ZodLiteral<K>; item: ItemSchemas[K]; message: z.ZodString }> }[RevisionKind]
>((kind, item) => z.object({ kind: z.literal(kind), item, message: z.string() }));
export type RevisionRestored = z.infer<typeof revisionRestoredSchema>;
