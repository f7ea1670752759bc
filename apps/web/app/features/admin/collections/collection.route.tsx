import { useLocation, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  COLLECTION_KEYS,
  KINDS,
  collectionAdminPath,
  optionLabel,
  titleCase,
  type CollectionKey,
  type ItemOf,
  type Collection,
} from '@mnch/shared';
import { useDeleteRecord } from '../components/collection-api';
import { CollectionSection, type CollectionSectionCopy } from '../components/collection-section';
import { sectionMeta } from '../components/section-header';
import { BackOfficeHydrateFallback } from '../components/spinner';
import { useListParams, yearParam, YEAR_OPTIONS } from '../components/use-list-params';
import type { Route } from './+types/collection.route';
import { collectionKey, collectionQuery } from './collection-api';
import { CollectionFormDialog, CollectionViewDialog } from './collection-form';
import { collectionIcon } from './collection-icons';
import { CollectionTable } from './collection-table';

/**
 * The back-office section of every collection (packages/shared/src/collections/define.ts), at
 * `/admin/{folder}` (routes.ts gives each collection this module): its list with search, a year filter,
 * sorting by a column, bulk actions and paging, its form, view, history and delete, all made from the definition.
 */

/** The collection whose section is at `pathname`. */
export function collectionAtPath(pathname: string): CollectionKey {
  const path = pathname.replace(/\/+$/, '');
  const key = COLLECTION_KEYS.find((k) => collectionAdminPath(KINDS[k]) === path);
  if (!key) throw new Error(`No collection at ${path}`);
  return key;
}

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  sectionMeta(titleCase(KINDS[collectionAtPath(location.pathname)].section), loaderData !== undefined);

/** Client-only, like every back-office route; the admin layout's guard has already run. */
export async function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <BackOfficeHydrateFallback />;
}

/** The section's words, made from the collection's nouns. */
function sectionCopy(collection: Collection): CollectionSectionCopy<ItemOf<Collection>> {
  const { noun, plural, messages } = collection;
  const Noun = titleCase(noun);
  return {
    description: collection.description,
    add: `Add ${Noun}`,
    addFirst: `Add First ${Noun}`,
    searchLabel: `Search ${plural}`,
    searchPlaceholder: `Search ${plural}...`,
    loading: `Loading ${plural}`,
    fetchFailed: `Error loading ${plural}`,
    emptyTitle: messages.emptyTitle,
    emptyHint: messages.emptyHint,
    emptySearchHint: messages.emptySearchHint,
    plural,
    pagesLabel: `${noun} pages`,
    deleteTitle: `Delete ${noun.toLowerCase()}`,
    deleteConfirm: messages.deleteConfirm,
    deleted: messages.deleted,
  };
}

/** The list's choice filters (list.filters): each one's select, its value from the address ('' when it is none of the options). */
function choiceFilters(collection: Collection, searchParams: URLSearchParams) {
  return (collection.list.filters ?? []).map(({ field, label, allLabel }) => {
    const spec = collection.fields[field]!;
    const options = spec.options ?? [];
    const asked = searchParams.get(field) ?? '';
    return {
      name: field,
      label,
      allLabel,
      value: options.includes(asked) ? asked : '',
      options: options.map((option) => ({ value: option, label: optionLabel(spec, option) })),
    };
  });
}

export default function CollectionRoute() {
  const kind = collectionAtPath(useLocation().pathname);
  const collection: Collection = KINDS[kind];
  const list = useListParams();
  const { params } = list;
  const [searchParams] = useSearchParams();
  const year = collection.list.yearFilter ? yearParam(searchParams) : '';
  const filters = choiceFilters(collection, searchParams);
  const values = Object.fromEntries(filters.map((f) => [f.name, f.value]));
  const query = useQuery(
    collectionQuery(collection, { search: params.search, year, sort: params.sort, page: params.page, filters: values }),
  );
  const key = collectionKey(collection);
  const remove = useDeleteRecord(`/${collection.folder}`, key);
  return (
    <CollectionSection
      key={kind}
      copy={sectionCopy(collection)}
      icon={collectionIcon(kind)}
      list={list}
      selects={[
        ...filters,
        ...(collection.list.yearFilter
          ? [{ name: 'year', label: 'Filter by year', allLabel: 'All Years', value: year, options: YEAR_OPTIONS }]
          : []),
      ]}
      filtered={!!(params.search.trim() || year || filters.some((f) => f.value))}
      pageSize={collection.list.pageSize}
      query={query}
      items={(data) => data.items}
      remove={remove}
      history={{ kind, listKey: key }}
      bulk={{ kind, listKey: key }}
      renderTable={(items, handlers, sorting) => <CollectionTable collection={collection} items={items} {...handlers} {...sorting} />}
      renderForm={(item, onClose) => <CollectionFormDialog kind={kind} collection={collection} item={item} onClose={onClose} />}
      renderView={(item, onClose) => <CollectionViewDialog collection={collection} item={item} onClose={onClose} />}
    />
  );
}
