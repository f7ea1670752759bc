import { sql } from 'drizzle-orm';
import type {
  ArticleKind,
  ArticleStatus,
  GalleryType,
  MediaKind,
  InquiryKind,
  RevisionKind,
  RedirectKind,
  JobPathway,
  JobStatus,
  JobType,
  PartnerDetails,
  PartnerIcon,
  PartnerList,
  PartnerType,
  Role,
  SiteSettings,
  TeamCategory,
  UserStatus,
  SubscriberStatus,
  OutboxStatus,
  WorldRegion,
} from '@mnch/shared';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { AWARDS, COUNTRIES, FIELD_SITES, PRESS } from '@mnch/shared';
import { collectionTable, timestamps } from '../content/collection-table';

const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
const trgm = (column: { name: string }) => sql`${sql.identifier(column.name)} gin_trgm_ops`;
/** A trigram index over a text view of a column (the functions of drizzle/0002_search_functions.sql). */
const trgmOf = (fn: 'mnch_list_text' | 'mnch_authors_text' | 'mnch_html_text', column: { name: string }) =>
  sql`${sql.raw(fn)}(${sql.identifier(column.name)}) gin_trgm_ops`;

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    role: text('role').$type<Role>().notNull().default('viewer'),
    status: text('status').$type<UserStatus>().notNull().default('active'),
    organization: text('organization'),
    position: text('position'),
    bio: text('bio'),
    avatar: text('avatar'),
    interests: textList('interests'),
    passwordHash: text('password_hash'),
    /** Advanced to end every token issued before: a password reset by an admin, an email change, deactivation, "sign out of all devices" (plugins/auth.ts). */
    tokenVersion: integer('token_version').notNull().default(0),
    lastLogin: timestamp('last_login', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('users_role_status_idx').on(t.role, t.status),
    index('users_name_trgm_idx').using('gin', trgm(t.name)),
    index('users_email_trgm_idx').using('gin', trgm(t.email)),
  ],
);

/**
 * Sign-in sessions (decision 29): each access token names one row by its `sid` claim, and the auth check
 * finds the row in the same query as the user's. Signing out deletes the row; ending every session of a
 * user deletes all of theirs (and advances users.token_version). Rows past `expires_at` are deleted at
 * each sign-in.
 */
export const sessions = pgTable(
  'sessions',
  {
    /** Random, 128 bits, base64url. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/** News articles and newsletters (`kind`). */
export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<ArticleKind>().notNull().default('article'),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    excerpt: text('excerpt'),
    content: text('content').notNull().default(''),
    category: text('category').notNull(),
    status: text('status').$type<ArticleStatus>().notNull().default('draft'),
    featuredImage: text('featured_image'),
    author: text('author').notNull().default('Admin User'),
    tags: textList('tags'),
    metaDescription: text('meta_description'),
    scheduledDate: timestamp('scheduled_date', { withTimezone: true, mode: 'date' }),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    readTime: integer('read_time').notNull().default(1),
    readCount: integer('read_count').notNull().default(0),
    url: text('url'),
    ext: boolean('ext').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('articles_slug_unique').on(t.slug),
    index('articles_list_idx').on(t.kind, t.status, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('articles_kind_created_idx').on(t.kind, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('articles_category_idx').on(t.kind, t.category, t.publishedAt.desc().nullsFirst()),
    index('articles_scheduled_idx').on(t.scheduledDate),
    index('articles_tags_idx').using('gin', t.tags),
    index('articles_title_trgm_idx').using('gin', trgm(t.title)),
    index('articles_excerpt_trgm_idx').using('gin', trgm(t.excerpt)),
    index('articles_tags_text_trgm_idx').using('gin', trgmOf('mnch_list_text', t.tags)),
    // The body's text (a list's search, issue 36): without it every search tests every article's body.
    index('articles_content_text_trgm_idx').using('gin', trgmOf('mnch_html_text', t.content)),
  ],
);

export const projects = pgTable(
  'projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    /** The last part of the public address (`/research/{slug}`, packages/shared/src/rules/paths.ts). */
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    status: text('status').notNull().default('active'),
    startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }),
    endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }),
    budget: numeric('budget', { precision: 16, scale: 2 }).notNull().default('0'),
    currency: text('currency').notNull().default('UGX'),
    principalInvestigator: text('principal_investigator'),
    fundingSource: text('funding_source'),
    targetBeneficiaries: integer('target_beneficiaries').notNull().default(0),
    geographicalScope: text('geographical_scope'),
    imageUrl: text('image_url'),
    partners: textList('partners'),
    teamMembers: textList('team_members'),
    tags: textList('tags'),
    documentUrls: textList('document_urls'),
    progress: integer('progress').notNull().default(0),
    archived: boolean('archived').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('projects_slug_unique').on(t.slug),
    index('projects_list_idx').on(t.archived, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('projects_status_idx').on(t.archived, t.status, t.createdAt.desc().nullsFirst()),
    index('projects_category_idx').on(t.archived, t.category, t.createdAt.desc().nullsFirst()),
    index('projects_created_by_idx').on(t.createdBy),
    index('projects_tags_idx').using('gin', t.tags),
    index('projects_title_trgm_idx').using('gin', trgm(t.title)),
    index('projects_description_text_trgm_idx').using('gin', trgmOf('mnch_html_text', t.description)),
    index('projects_tags_text_trgm_idx').using('gin', trgmOf('mnch_list_text', t.tags)),
  ],
);

export const publications = pgTable(
  'publications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The last part of its public address, /publications/{slug} (migration 0028). */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    authors: jsonb('authors')
      .$type<Array<{ name: string }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    type: text('type').notNull(),
    journal: text('journal'),
    year: integer('year').notNull(),
    doi: text('doi'),
    abstract: text('abstract'),
    description: text('description'),
    keywords: textList('keywords'),
    status: text('status').notNull().default('published'),
    citations: integer('citations').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
    views: integer('views').notNull().default(0),
    /** A file uploaded to this site (/uploads/... or its storage's address): what Download serves. */
    fileUrl: text('file_url'),
    fileName: text('file_name'),
    fileSize: integer('file_size'),
    /** A copy elsewhere (a journal's page): shown as an outbound link, never redirected through the site. */
    externalUrl: text('external_url'),
    coverImageUrl: text('cover_image_url'),
    coverImageName: text('cover_image_name'),
    coverImageSize: integer('cover_image_size'),
    publicationSource: text('publication_source'),
    impactFactor: numeric('impact_factor', { precision: 8, scale: 3 }).notNull().default('0'),
    featured: boolean('featured').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('publications_list_idx').on(t.status, t.year.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('publications_type_idx').on(t.status, t.type, t.year.desc().nullsFirst()),
    index('publications_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('publications_created_by_idx').on(t.createdBy),
    index('publications_title_trgm_idx').using('gin', trgm(t.title)),
    index('publications_journal_trgm_idx').using('gin', trgm(t.journal)),
    index('publications_authors_text_trgm_idx').using('gin', trgmOf('mnch_authors_text', t.authors)),
    // The abstract's text and the description (the search's other fields): without them every search tests every row.
    index('publications_abstract_text_trgm_idx').using('gin', trgmOf('mnch_html_text', t.abstract)),
    index('publications_description_trgm_idx').using('gin', trgm(t.description)),
    uniqueIndex('publications_slug_unique').on(t.slug),
    // The list's topic (`keywords @> {topic}`) and author (`authors @> [{"name": ...}]`) filters.
    index('publications_keywords_idx').using('gin', t.keywords),
    index('publications_authors_idx').using('gin', sql`${sql.identifier('authors')} jsonb_path_ops`),
  ],
);

export const galleryImages = pgTable(
  'gallery_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description'),
    imageUrl: text('image_url').notNull(),
    filename: text('filename').notNull(),
    size: integer('size').notNull().default(0),
    mimetype: text('mimetype').notNull(),
    type: text('type').$type<GalleryType>().notNull().default('photos'),
    /** Full-size source for videos (`fullSize` in the API). */
    fullSize: text('full_size'),
    width: integer('width'),
    height: integer('height'),
    variants: jsonb('variants')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('gallery_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('gallery_title_idx').on(t.title),
    index('gallery_size_idx').on(t.size),
    index('gallery_title_trgm_idx').using('gin', trgm(t.title)),
    index('gallery_description_trgm_idx').using('gin', trgm(t.description)),
  ],
);

/**
 * The media library: one row per uploaded file (the uploads service inserts it when it stores the file),
 * plus the files content referred to before the library existed (registered by the data step
 * `0022-media-library` and by the sample content). `url` is the file's public address; `variants` its
 * WebP copies by width. docs/behaviour/media-library.md.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    url: text('url').notNull(),
    /** The original file name, as uploaded (cleaned by modules/uploads/filename.ts). */
    name: text('name').notNull(),
    mimetype: text('mimetype').notNull(),
    kind: text('kind').$type<MediaKind>().notNull(),
    /** Bytes; null when unknown (a file registered from content). */
    size: integer('size'),
    width: integer('width'),
    height: integer('height'),
    variants: jsonb('variants')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    alt: text('alt').notNull().default(''),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('uploads_url_unique').on(t.url),
    index('uploads_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('uploads_kind_created_idx').on(t.kind, t.createdAt.desc(), t.id.desc()),
    index('uploads_name_trgm_idx').using('gin', trgm(t.name)),
    index('uploads_alt_trgm_idx').using('gin', trgm(t.alt)),
  ],
);

export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The last part of the public address (`/events?event={slug}`, packages/shared/src/rules/paths.ts). */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').notNull(),
    status: text('status').notNull().default('upcoming'),
    startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }),
    isVirtual: boolean('is_virtual').notNull().default(false),
    venueName: text('venue_name'),
    virtualLink: text('virtual_link'),
    organizer: text('organizer').notNull(),
    contactEmail: text('contact_email'),
    capacity: integer('capacity').notNull().default(50),
    registered: integer('registered').notNull().default(0),
    registrationDeadline: timestamp('registration_deadline', { withTimezone: true, mode: 'date' }),
    registrationFee: numeric('registration_fee', { precision: 12, scale: 2 }).notNull().default('0'),
    currency: text('currency').notNull().default('UGX'),
    requiresApproval: boolean('requires_approval').notNull().default(false),
    imageUrl: text('image_url'),
    highlights: textList('highlights'),
    speakers: jsonb('speakers')
      .$type<Array<{ name: string; avatar?: string }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    rating: numeric('rating', { precision: 2, scale: 1 }).notNull().default('0'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('events_slug_unique').on(t.slug),
    index('events_start_idx').on(t.startDate, t.id),
    index('events_type_idx').on(t.type, t.startDate),
    index('events_status_idx').on(t.status, t.startDate),
    index('events_rating_idx').on(t.rating.desc().nullsFirst()),
    index('events_title_idx').on(t.title),
    index('events_title_trgm_idx').using('gin', trgm(t.title)),
    index('events_description_text_trgm_idx').using('gin', trgmOf('mnch_html_text', t.description)),
    index('events_venue_trgm_idx').using('gin', trgm(t.venueName)),
  ],
);

export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** `confirmed`, or `pending` for events that require approval. */
    status: text('status').notNull().default('confirmed'),
    /**
     * The client address it was sent from, as a keyed hash (never the address): how many seats one
     * address holds in the event (EVENT_SEAT_SHARE_PER_ADDRESS). Null for registrations made before.
     */
    clientKey: text('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_registrations_unique').on(t.eventId, t.email),
    index('event_registrations_client_idx').on(t.eventId, t.clientKey),
    index('event_registrations_created_idx').on(t.eventId, t.createdAt),
  ],
);

/** What visitors send: contact messages, get-involved requests, event notifications, stay-updated. */
export const inquiries = pgTable(
  'inquiries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<InquiryKind>().notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    organization: text('organization'),
    subject: text('subject'),
    interest: text('interest'),
    message: text('message'),
    interests: textList('interests'),
    read: boolean('read').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('inquiries_list_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('inquiries_read_idx').on(t.read, t.createdAt.desc().nullsFirst()),
    index('inquiries_kind_idx').on(t.kind, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * One-off data steps already applied to this database (src/db/data-steps.ts): a step's name is written
 * once it has run, so that it runs once per database.
 */
export const dataSteps = pgTable('data_steps', {
  name: text('name').primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * The versions of the public content, one row per kind (articles, events, projects, publications,
 * gallery): every write that changes what public pages show of a kind adds one to its row, so each
 * server process on this database knows which kept pages are out of date (src/plugins/page-state.ts).
 */
export const contentState = pgTable('content_state', {
  kind: text('kind').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** Job ads of the careers page (/jobs); open or closed is computed from the deadline, never stored. */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    pathway: text('pathway').$type<JobPathway>().notNull(),
    employmentType: text('employment_type').$type<JobType>().notNull(),
    level: text('level'),
    location: text('location').notNull(),
    salary: text('salary'),
    summary: text('summary').notNull(),
    /** Sanitised rich HTML. */
    description: text('description').notNull(),
    /** Sanitised rich HTML. */
    requirements: text('requirements').notNull(),
    applyEmail: text('apply_email'),
    applyUrl: text('apply_url'),
    postedDate: timestamp('posted_date', { withTimezone: true, mode: 'date' }).notNull(),
    /** Applications close at this moment; the job is closed after it. */
    deadline: timestamp('deadline', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status').$type<JobStatus>().notNull().default('draft'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('jobs_status_deadline_idx').on(t.status, t.deadline), index('jobs_posted_idx').on(t.postedDate.desc(), t.id.desc())],
);
/**
 * Site settings: the centre's contact details, opening hours, map location, social accounts
 * and footer links, as one record (`id` is always 1) whose value packages/shared/src/schemas/settings.ts
 * checks. The start-up data step `0020-site-settings` (src/db/data-steps.ts) stores the centre's details.
 */
export const siteSettings = pgTable('site_settings', {
  id: integer('id').primaryKey(),
  value: jsonb('value').$type<SiteSettings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** The team page's members, shown in `position` order (0 first); staff reorder them in the back office. */
export const teamMembers = pgTable(
  'team_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    category: text('category').$type<TeamCategory>().notNull(),
    department: text('department'),
    country: text('country'),
    bio: text('bio'),
    education: text('education'),
    expertise: text('expertise'),
    publications: textList('publications'),
    email: text('email'),
    phone: text('phone'),
    photoUrl: text('photo_url'),
    orcidUrl: text('orcid_url'),
    scholarUrl: text('scholar_url'),
    linkedinUrl: text('linkedin_url'),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('team_members_order_idx').on(t.position, t.id), index('team_members_category_idx').on(t.category, t.position, t.id)],
);

/** The partner organisations: one row each, shown on the partners page's lists, its map and the home carousel. */
export const partners = pgTable(
  'partners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    type: text('type').$type<PartnerType>().notNull(),
    city: text('city'),
    country: text('country'),
    region: text('region').$type<WorldRegion>(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    logoUrl: text('logo_url'),
    initials: text('initials'),
    colorFrom: text('color_from'),
    colorTo: text('color_to'),
    icon: text('icon').$type<PartnerIcon>(),
    website: text('website'),
    description: text('description'),
    focus: text('focus'),
    focusAreas: textList('focus_areas'),
    keyContact: text('key_contact'),
    projects: textList('projects'),
    publications: integer('publications'),
    projectCount: integer('project_count'),
    since: integer('since'),
    lists: text('lists')
      .array()
      .$type<PartnerList[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    inCarousel: boolean('in_carousel').notNull().default(false),
    details: jsonb('details').$type<PartnerDetails>(),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('partners_order_idx').on(t.position, t.id), index('partners_type_idx').on(t.type, t.position, t.id)],
);

/** Press releases of the media page's press tab. */
export const pressReleases = collectionTable(PRESS, users);

/** Awards and recognitions of the about and impact pages. */
export const awards = collectionTable(AWARDS, users);

/** The countries of the impact page's map (packages/shared/src/collections/countries.ts). */
export const countries = collectionTable(COUNTRIES, users);

/**
 * Figures: every number the site quotes, one row per fixed key (FIGURE_KEYS in
 * packages/shared/src/rules/figures.ts). The start-up data step `0020-figures` (src/db/data-steps.ts)
 * stores the site's figures.
 */
export const figures = pgTable('figures', {
  key: text('key').primaryKey(),
  /** The number its history knows it by (the revisions' `item_id`, lib/revisions.ts); pages name it by `key`. */
  id: integer('id').generatedAlwaysAsIdentity().notNull().unique(),
  value: doublePrecision('value').notNull(),
  label: text('label').notNull(),
  prefix: text('prefix').notNull().default(''),
  suffix: text('suffix').notNull().default(''),
  plain: boolean('plain').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** The impact page's field sites in Kampala and Busoga, each placed on its region's illustration. */
export const fieldSites = collectionTable(FIELD_SITES, users);

/**
 * Revisions of every kind whose registry entry has them (packages/shared/src/kinds.ts; lib/revisions.ts): each
 * save keeps the row it replaced (`data`, as Drizzle selects it, in JSON), who saved and when. They
 * outlive their item: deleting an item leaves its revisions, so an item put back from the trash keeps
 * its history. `user_name` keeps the name should the account be deleted.
 */
export const revisions = pgTable(
  'revisions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<RevisionKind>().notNull(),
    itemId: integer('item_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** The content fields this save changed (REVISION_FIELDS' names in packages/shared/src/schemas/revisions.ts). */
    fields: textList('fields'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('revisions_item_idx').on(t.kind, t.itemId, t.id.desc())],
);

/**
 * The audit log: one row per write through the API, written after the answer by one hook
 * (src/plugins/audit.ts, decision 24); read by administrators (src/modules/audit-log/). Never changed
 * through the API. `user_name` is the staff member's name at the time, so a row still reads after the
 * account is deleted; no row holds a visitor's personal data, a typed email or a password.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    role: text('role'),
    action: text('action').notNull(),
    kind: text('kind').notNull(),
    itemId: text('item_id'),
    itemLabel: text('item_label'),
    method: text('method').notNull(),
    route: text('route').notNull(),
    status: integer('status').notNull(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_user_at_idx').on(t.userId, t.at.desc().nullsFirst()),
    index('audit_log_kind_at_idx').on(t.kind, t.at.desc().nullsFirst()),
    // The label of an item named earlier (a delete's row takes the title its update's row had).
    index('audit_log_item_idx').on(t.kind, t.itemId),
  ],
);

/**
 * Deleted content, kept TRASH_RETENTION_DAYS (packages/shared) so editors can put it back: each entry is
 * the deleted row as Drizzle selects it (`data`) and the rows deleted with it (`children`: an event's
 * registrations), by the collection it came from (`kind`, lib/trash.ts). The row itself is gone from its
 * table, so no public query needs to know about the trash.
 */
export const trash = pgTable(
  'trash',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    label: text('label').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    children: jsonb('children').$type<Array<Record<string, unknown>>>(),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    deletedByName: text('deleted_by_name'),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('trash_deleted_idx').on(t.deletedAt.desc(), t.id.desc()),
    index('trash_kind_idx').on(t.kind, t.deletedAt.desc(), t.id.desc()),
  ],
);

/**
 * Old public addresses of published items whose slug changed (decision 28): the old path and the item
 * it belongs to, never a target address, so the item's current address is built when the old one is
 * asked for (no chains) and a deleted item's old addresses stop answering. An item that takes an old
 * path as its own address removes the row (lib/redirects.ts).
 */
export const redirects = pgTable(
  'redirects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    oldPath: text('old_path').notNull(),
    kind: text('kind').$type<RedirectKind>().notNull(),
    itemId: integer('item_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('redirects_old_path_unique').on(t.oldPath),
    index('redirects_item_idx').on(t.kind, t.itemId),
    index('redirects_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * The mail outbox (decision 30): every message the site sends is first a row here, written in the same
 * transaction as the change that causes it (lib/mail/outbox.ts `queueMail`), then sent by the worker
 * (lib/mail/worker.ts), which claims due rows with `FOR UPDATE SKIP LOCKED` and a lease (`locked_until`),
 * so several processes on one PostgreSQL never send one message at once.
 */
/** A file sent with a message: its name, type and text (lib/mail/outbox.ts). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Extra headers (List-Unsubscribe for bulk mail). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** Files sent with the message (an event's .ics with a registration's confirmation): text content only. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /** What the message is (`password-reset`, ...): for the back office's list and for later filters. */
    kind: text('kind').notNull(),
    /** When set, unique: the same message (e.g. "issue 12 to this address") is never queued twice. */
    dedupeKey: text('dedupe_key'),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** While `sending`: the claim's lease; past it, another worker may claim the row again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('outbox_dedupe_key_idx').on(t.dedupeKey),
    /** Prefix searches of the key (`LIKE 'issue:12:to:%'`: an announcement's progress, modules/announcements). */
    index('outbox_dedupe_key_prefix_idx').on(t.dedupeKey.op('text_pattern_ops')),
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_created_at_idx').on(t.createdAt, t.id),
  ],
);

/**
 * Password links (docs/behaviour/mail.md): a reset asked on /forgot-password or sent by an admin, or a
 * new account's link to set its first password. Only the SHA-256 of the token is kept (the token is in
 * the link only). A link works once: using it deletes every link of the user, and so does every change
 * that must end them (a password set, an email changed, deactivation, a role change, signing out
 * everywhere: modules/users/end-access.ts).
 */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    /** SHA-256 of the token, base64url. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `reset` or `welcome`. */
    purpose: text('purpose').notNull(),
    /** The address the link was sent to: the link works only while it is still the user's address. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('password_tokens_user_idx').on(t.userId), index('password_tokens_expires_at_idx').on(t.expiresAt)],
);

/**
 * Newsletter subscribers (docs/behaviour/mail.md), apart from the staff's accounts: an address is a
 * subscriber once its confirmation link is followed (double opt-in). Only the SHA-256 of the confirmation
 * token is kept; the unsubscribe token is random and goes, as it is, into every issue sent to the address
 * (`/unsubscribe/<token>` and the one-click `List-Unsubscribe` address), so it is never derived from the
 * address or the id.
 */
export const subscribers = pgTable(
  'subscribers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Lower-cased. */
    email: text('email').notNull(),
    name: text('name'),
    organization: text('organization'),
    /** What they hear about (SUBSCRIPTION_INTERESTS, packages/shared/src/rules/interests.ts), confirmed. */
    interests: text('interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Interests a confirmed subscriber asked to add and has not confirmed yet: the confirmation link adds
     * them, so nobody but the address's owner changes what it receives.
     */
    pendingInterests: text('pending_interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').$type<SubscriberStatus>().notNull().default('pending'),
    /** Where the address came from: a public form (SUBSCRIBE_SOURCES), `account` (the data step), `staff` (added by hand) or `import` (a CSV import). */
    source: text('source').notNull(),
    /** SHA-256 (base64url) of the pending confirmation link's token; null once confirmed. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true, mode: 'date' }),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, mode: 'date' }),
    /** How the subscriber agreed to be mailed, when staff added them (source `staff` or `import`); null for the public forms. */
    consent: text('consent'),
    /** The staff member who added them by hand or by import (null for the public forms, or once that account is deleted). */
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('subscribers_email_idx').on(t.email),
    uniqueIndex('subscribers_confirm_token_idx').on(t.confirmTokenHash),
    uniqueIndex('subscribers_unsubscribe_token_idx').on(t.unsubscribeToken),
    index('subscribers_status_created_idx').on(t.status, t.createdAt, t.id),
  ],
);

/**
 * Published items announced to the subscribers of their interests (modules/notices, docs/behaviour/
 * subscribers.md "Notices"): one row per item the first time the public sees it (an event, a job ad, a
 * news article, a publication), so an item is announced once, however often it is published again.
 * `finished_at` is null while its messages are being queued (a crash: the next sweep completes it).
 * The messages are outbox rows keyed `notice:<kind>:<item id>:to:<subscriber id>`.
 */
export const interestNotices = pgTable(
  'interest_notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** `event`, `job`, `article` or `publication`. */
    itemKind: text('item_kind').notNull(),
    itemId: integer('item_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    /** How many messages the item had queued when the last sweep finished it. */
    total: integer('total').notNull().default(0),
  },
  (t) => [uniqueIndex('interest_notices_item_idx').on(t.itemKind, t.itemId)],
);

/**
 * Newsletter issues sent to the confirmed subscribers (modules/announcements, docs/behaviour/mail.md
 * "Announcing an issue"): one row per issue, written when the first send starts. `finished_at` is null
 * while the messages are being queued (or when a crash stopped the queuing: the next send, or the next
 * start of the server, completes it); `total` is how many messages the issue had queued when the last
 * send finished. The messages themselves are outbox rows keyed `issue:<issue id>:to:<subscriber id>`.
 */
export const announcements = pgTable('announcements', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  issueId: integer('issue_id')
    .notNull()
    .unique('announcements_issue_id_unique')
    .references(() => articles.id, { onDelete: 'cascade' }),
  startedBy: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  total: integer('total').notNull().default(0),
});
