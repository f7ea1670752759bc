import { trashConfirm } from '../rules/trash-confirm';
import type { MediaUseDefinition } from '../kinds';
import { MEDIA_SHAPES, type FieldSpec } from './fields';

/**
 * One definition per collection (decision 36): a kind of content whose items are a flat record of fields
 * (awards, press releases) is declared once, here, as plain data. From it come its entry in the registry
 * of kinds (../kinds.ts), its API schemas (./schemas.ts), its table (apps/api/src/content/collection-table.ts),
 * its service and routes (apps/api/src/content/collection-service.ts, collection-routes.ts) and its
 * back-office section (apps/web/app/features/admin/collections). docs/how-to.md walks through adding one.
 */

export type Fields = Readonly<Record<string, FieldSpec>>;
type FieldKey<F extends Fields> = keyof F & string;
/** A sort of the list: a field's name for ascending, `-name` for descending. */
export type SortSpec<F extends Fields> = FieldKey<F> | `-${FieldKey<F>}`;

export interface CollectionConfig<
  F extends Fields,
  Folder extends string = string,
  One extends string = string,
  Many extends string = string,
  Use extends string = One,
> {
  /** The API's folder (`/api/{folder}`) and the back office's address (`/admin/{folder}`). */
  readonly folder: Folder;
  /** The back office's address (`/admin/{admin}`) when it is not the folder. */
  readonly admin?: string;
  /**
   * Its own public page's address (`/grants`), when it has one: the route module
   * `apps/web/app/features/{folder}/{folder}.route.tsx`, in the sitemap with the other public pages.
   */
  readonly page?: `/${string}`;
  /** Words the back office's section search finds it by, beside its name ("recognition prizes"). */
  readonly keywords?: string;
  /** Its table in the database. */
  readonly table: string;
  /** One item, in words, as a sentence starts ("Press release"). */
  readonly noun: string;
  /** Items, in words, mid-sentence ("press releases"). */
  readonly plural: string;
  /** The back office's name of its section ("Press releases"). */
  readonly section: string;
  /** The key of one item in the API's answer (`{ award: ... }`) and of the list (`{ awards: [...] }`). */
  readonly one: One;
  readonly many: Many;
  /** The field that names an item (in its History, its row's buttons, the audit log and the trash). */
  readonly labelField: 'title' | 'name';
  /** The media library's name of its kind of use (where an item names a file), when it is not `one`. */
  readonly mediaUse?: Use;
  readonly fields: F;
  readonly list: {
    /** The fields a search looks in (ILIKE). */
    readonly search: readonly FieldKey<F>[];
    /**
     * The order of a list with no `sort`, by one field or by several in turn (a choice field sorts by
     * its options' order); ties are broken by the id, in the direction of the last.
     */
    readonly defaultSort: SortSpec<F> | readonly [SortSpec<F>, ...SortSpec<F>[]];
    /** The fields a list may be sorted by (`?sort=year`, `?sort=-year`); none: no `sort` parameter. */
    readonly sortable: readonly FieldKey<F>[];
    /** A `year` filter on a year or date field. */
    readonly yearFilter?: FieldKey<F>;
    /** Filters on choice fields: `?{field}={option}`, and the back office's select of the options. */
    readonly filters?: readonly { readonly field: FieldKey<F>; readonly label: string; readonly allLabel: string }[];
    readonly pageSize: number;
  };
  /** The back office's line under its section's heading. */
  readonly description: string;
  /** The empty list's hint when nothing is filtered ("Add the first award to show it on ..."). */
  readonly emptyHint: string;
  /** What the delete's confirmation adds ("It leaves the impact page."). */
  readonly deleteNote?: string;
  /**
   * The back-office form: its line under the title, and the groups its fields may name (`group`), each
   * shown as a fieldset with its legend, in the order of their first field, beside its preview (one of
   * apps/web/app/features/admin/collections/collection-previews.tsx) when it has one.
   */
  readonly form?: {
    readonly description?: string;
    readonly groups?: Readonly<Record<string, FormGroup>>;
  };
  /** Deletes go to the trash and saves keep revisions: every collection has both. */
  readonly trash: true;
  readonly revisions: true;
}

/** A group of a collection's form (its fields name it by `group`). */
export interface FormGroup {
  readonly legend: string;
  /** Its preview beside its fields in the form (apps/web/app/features/admin/collections/collection-previews.tsx). */
  readonly preview?: string;
  /**
   * The group as one line in the view and one column of the list (its fields not hidden), instead of
   * each field: `term` names it, `summary` is its text, `{field}` standing for each field's value.
   */
  readonly term?: string;
  readonly summary?: string;
}

/** The words every collection's screens and answers use, made from its nouns. */
export interface CollectionMessages {
  notFound: string;
  created: string;
  updated: string;
  deleted: string;
  deleteConfirm: string;
  emptyTitle: string;
  emptySearchHint: string;
  emptyHint: string;
}

export type Collection<
  F extends Fields = Fields,
  Folder extends string = string,
  One extends string = string,
  Many extends string = string,
  Use extends string = string,
> = CollectionConfig<F, Folder, One, Many, Use> & {
  readonly folders: readonly [Folder];
  readonly audit: Readonly<Record<Folder, string>>;
  readonly messages: CollectionMessages;
  /** Its kind of use in the media library when a field may name a file (MEDIA_SHAPES), none otherwise. */
  readonly mediaUses: readonly (MediaUseDefinition & { readonly use: Use })[];
};

/** "Press release" → "Press Release": the noun in buttons and dialog titles. */
export const titleCase = (words: string) => words.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase());

/** A collection from its definition, with what the registry of kinds and its screens derive from it. */
export function defineCollection<
  const F extends Fields,
  const Folder extends string,
  const One extends string,
  const Many extends string,
  const Use extends string = One,
>(config: CollectionConfig<F, Folder, One, Many, Use>): Collection<F, Folder, One, Many, Use> {
  const { noun, plural } = config;
  const namesFiles = fieldEntries(config).some(([, spec]) => MEDIA_SHAPES[spec.kind] !== null);
  const use = (config.mediaUse ?? config.one) as Use;
  return {
    ...config,
    mediaUses: namesFiles ? [{ use, noun, admin: collectionAdminPath(config) }] : [],
    folders: [config.folder],
    audit: { [config.folder]: config.section } as Record<Folder, string>,
    messages: {
      notFound: `${noun} not found`,
      created: `${noun} created successfully`,
      updated: `${noun} updated successfully`,
      deleted: `${noun} moved to the trash`,
      deleteConfirm: trashConfirm(`this ${noun.toLowerCase()}`, config.deleteNote),
      emptyTitle: `No ${plural} found`,
      emptySearchHint: 'Try adjusting your search or filters',
      emptyHint: config.emptyHint,
    },
  };
}

/** A collection's fields with their names, in their order. */
export const fieldEntries = (collection: Pick<Collection, 'fields'>): Array<[string, FieldSpec]> => Object.entries(collection.fields);

/** A list's default order, one sort after another. */
export const defaultSorts = (collection: Pick<Collection, 'list'>): readonly string[] => {
  const sort: string | readonly string[] = collection.list.defaultSort;
  return typeof sort === 'string' ? [sort] : sort;
};

/** The back office's address of a collection's section. */
export const collectionAdminPath = (collection: Pick<Collection, 'admin' | 'folder'>) => `/admin/${collection.admin ?? collection.folder}`;
