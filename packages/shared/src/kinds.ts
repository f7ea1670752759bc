import { AWARDS } from './collections/awards';
import { COUNTRIES } from './collections/countries';
import { FIELD_SITES } from './collections/field-sites';
import { PRESS } from './collections/press';
import { FIXED_PUBLIC_PAGES } from './constants';
import { hasKey } from './objects';

/**
 * The one registry of content kinds (decision 35): every kind of content the site shows, with what both
 * sides need to know of it. The lists that used to be kept by hand are derived from here: the page
 * cache's kinds (apps/api/src/plugins/page-state.ts), the trash's kinds, labels and nouns
 * (rules/trash.ts), the kinds with revisions (schemas/revisions.ts) and the audit log's section names
 * (schemas/audit-log.ts). The server's half, keyed by the same keys, is apps/api/src/content/registry.ts
 * (tables, files, media uses; each folder's routes in content/routes.ts). No zod here: public pages load this file (decision 12).
 */

export interface KindDefinition {
  /** The API folders its writes go to (`/api/{folder}`), the kind's own first. */
  readonly folders: readonly [string, ...string[]];
  /** What one item is, in words ("Press release"). */
  readonly noun: string;
  /** The back office's name of its section ("Press releases"); the trash's kind filter shows it. */
  readonly section: string;
  /** The audit log's name of each folder (a row's `kind` is the folder it went to). */
  readonly audit: Readonly<Record<string, string>>;
  /** The field of an item, in the API's answer, that names it. */
  readonly labelField: 'title' | 'name' | 'label' | null;
  /** Deletes go to the trash (docs/behaviour/trash.md). */
  readonly trash: boolean;
  /** Saves keep the version they replace (docs/behaviour/revisions.md; the fields are REVISION_FIELDS). */
  readonly revisions: boolean;
  /**
   * Items are published or drafts (a `status` of `published` or `draft`): the lists' bulk bar offers
   * Publish and Unpublish (docs/behaviour/bulk-actions.md). Left out for a kind without that state.
   */
  readonly publish?: true;
  /** Only administrators change it (its write routes' `requireRole('admin')`, registry.test.ts checks) and restore its versions. */
  readonly adminOnly?: true;
  /**
   * Where its items may name a file of the media library (decision 27): for each kind of use the media
   * library's "where used" list names (a kind of content may be two, as articles and newsletters), its
   * words there and the back-office section it links to. Left out for a kind none of whose fields can.
   */
  readonly mediaUses?: readonly MediaUseDefinition[];
}

export interface MediaUseDefinition {
  /** The kind of use in the API's answers (`award`). */
  readonly use: string;
  /** What it is, as a sentence starts ("Award"). */
  readonly noun: string;
  /** The back-office section that lists such items (`/admin/awards`). */
  readonly admin: string;
}

/**
 * Every kind, by key (the page cache's and the trash's name of it), in the order the API registers
 * their routes and the trash lists them.
 * A kind of content added to the site is one entry here, one in apps/api/src/content/registry.ts and
 * its routes in apps/api/src/content/routes.ts (docs/how-to.md, part 2).
 */
export const KINDS = {
  articles: {
    folders: ['articles'],
    noun: 'Article',
    section: 'News and newsletters',
    audit: { articles: 'Articles' },
    labelField: 'title',
    trash: true,
    revisions: true,
    publish: true,
    mediaUses: [
      { use: 'article', noun: 'Article', admin: '/admin/articles' },
      { use: 'newsletter', noun: 'Newsletter', admin: '/admin/newsletters' },
    ],
  },
  projects: {
    folders: ['projects'],
    noun: 'Project',
    section: 'Projects',
    audit: { projects: 'Projects' },
    labelField: 'title',
    trash: true,
    revisions: true,
    mediaUses: [{ use: 'project', noun: 'Project', admin: '/admin/projects' }],
  },
  publications: {
    folders: ['publications', 'reports'],
    noun: 'Publication',
    section: 'Publications',
    audit: { publications: 'Publications', reports: 'Reports' },
    labelField: 'title',
    trash: true,
    revisions: true,
    publish: true,
    mediaUses: [{ use: 'publication', noun: 'Publication', admin: '/admin/publications' }],
  },
  gallery: {
    folders: ['gallery'],
    noun: 'Image',
    section: 'Gallery',
    audit: { gallery: 'Gallery' },
    labelField: 'title',
    trash: true,
    revisions: false,
    mediaUses: [{ use: 'gallery', noun: 'Gallery image', admin: '/admin/gallery' }],
  },
  events: {
    folders: ['events'],
    noun: 'Event',
    section: 'Events',
    audit: { events: 'Events' },
    labelField: 'title',
    trash: true,
    revisions: true,
    mediaUses: [{ use: 'event', noun: 'Event', admin: '/admin/events' }],
  },
  jobs: {
    folders: ['jobs'],
    noun: 'Job',
    section: 'Jobs',
    audit: { jobs: 'Jobs' },
    labelField: 'title',
    trash: true,
    revisions: true,
    publish: true,
    mediaUses: [{ use: 'job', noun: 'Job', admin: '/admin/jobs' }],
  },
  // Site settings: every public page shows them, in its footer.
  settings: {
    folders: ['settings'],
    noun: 'Site settings',
    section: 'Settings',
    audit: { settings: 'Settings' },
    labelField: null,
    trash: false,
    revisions: true,
    mediaUses: [{ use: 'settings', noun: 'Site settings', admin: '/admin/settings' }],
    adminOnly: true,
  },
  team: {
    folders: ['team'],
    noun: 'Team member',
    section: 'Team',
    audit: { team: 'Team' },
    labelField: 'name',
    trash: true,
    revisions: true,
    mediaUses: [{ use: 'team', noun: 'Team member', admin: '/admin/team' }],
  },
  partners: {
    folders: ['partners'],
    noun: 'Partner',
    section: 'Partners',
    audit: { partners: 'Partners' },
    labelField: 'name',
    trash: true,
    revisions: true,
    mediaUses: [{ use: 'partner', noun: 'Partner', admin: '/admin/partners' }],
  },
  press: PRESS,
  awards: AWARDS,
  'field-sites': FIELD_SITES,
  countries: COUNTRIES,
  // The figures the pages quote.
  figures: {
    folders: ['figures'],
    noun: 'Figure',
    section: 'Figures',
    audit: { figures: 'Figures' },
    labelField: 'label',
    trash: false,
    revisions: true,
    adminOnly: true,
  },
} as const satisfies Record<string, KindDefinition>;

export type Kind = keyof typeof KINDS;
/** The kinds whose definition has `trash: true`. */
export type TrashKind = { [K in Kind]: (typeof KINDS)[K]['trash'] extends true ? K : never }[Kind];
/** The kinds whose definition has `revisions: true`. */
export type RevisionKind = { [K in Kind]: (typeof KINDS)[K]['revisions'] extends true ? K : never }[Kind];
/** The kinds whose definition has `publish: true`. */
export type PublishKind = { [K in Kind]: (typeof KINDS)[K] extends { publish: true } ? K : never }[Kind];
/** Every API folder of a kind. */
export type KindFolder = (typeof KINDS)[Kind]['folders'][number];

type NonEmpty<T> = readonly [T, ...T[]];
/**
 * The kinds whose definition passes `keep`, in the registry's order, typed as the kinds `K` the caller
 * names (the type above that `keep` tests; registry.test.ts proves the two agree). Non-empty, as z.enum wants.
 */
function keysWhere<K extends Kind>(keep: (definition: KindDefinition) => boolean): NonEmpty<K> {
  const keys = Object.keys(KINDS).filter((key) => hasKey(KINDS, key) && keep(KINDS[key]));
  return keys as unknown as NonEmpty<K>;
}

/** Every kind, in the registry's order. */
export const ALL_KINDS = keysWhere<Kind>(() => true);
export const isKind = (value: string): value is Kind => hasKey(KINDS, value);

/** Each API folder of a kind with its kind (`press-releases` → press, `reports` → publications). */
export const KIND_FOLDERS: ReadonlyArray<readonly [KindFolder, Kind]> = ALL_KINDS.flatMap((key) =>
  KINDS[key].folders.map((folder): readonly [KindFolder, Kind] => [folder, key]),
);

/** The kinds whose deletes go to the trash. */
export const TRASH_KIND_KEYS = keysWhere<TrashKind>((definition) => definition.trash);
/** The kinds whose items are published or drafts (bulk Publish and Unpublish). */
export const PUBLISH_KIND_KEYS = keysWhere<PublishKind>((definition) => definition.publish === true);
/** The kinds whose saves keep revisions. */
export const REVISION_KIND_KEYS = keysWhere<RevisionKind>((definition) => definition.revisions);

/** The kinds declared as a collection (collections/define.ts): their API, table and back-office section are made from the definition. */
export type CollectionKey = { [K in Kind]: (typeof KINDS)[K] extends { fields: object } ? K : never }[Kind];
export type CollectionOf<K extends CollectionKey> = (typeof KINDS)[K];
export const COLLECTION_KEYS = keysWhere<CollectionKey>((definition) => 'fields' in definition);

/** The collections with a public page of their own (their definition's `page`). */
export const COLLECTION_PAGES = COLLECTION_KEYS.flatMap((key) => {
  const { page, folder }: { page?: `/${string}`; folder: string } = KINDS[key];
  return page ? [{ key, path: page, module: `features/${folder}/${folder}.route.tsx` }] : [];
});
/** The public pages of the web route table (a web test keeps the two in step); the sitemap lists them. */
export const PUBLIC_PAGES: readonly string[] = [...FIXED_PUBLIC_PAGES, ...COLLECTION_PAGES.map((p) => p.path)];

/** Each kind of use of a media file (the "where used" list), by the kinds of content in the registry's order. */
export const CONTENT_MEDIA_USES: readonly MediaUseDefinition[] = ALL_KINDS.flatMap((key) => {
  const definition: KindDefinition = KINDS[key];
  return definition.mediaUses ?? [];
});
/** The kinds of use of the kinds of content (`article`, `award`, ...). */
export type ContentMediaUse = {
  [K in Kind]: (typeof KINDS)[K] extends { mediaUses: readonly (infer U)[] }
    ? U extends { use: infer N extends string }
      ? N
      : never
    : never;
}[Kind];
