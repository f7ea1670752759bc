import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { collectionSchemas, type Collection, type ItemOf } from '@mnch/shared';
import { api } from '../../../lib/api-client';
import { useSaveRecord } from '../components/collection-api';

/** A collection's list filters, from the address. */
export interface CollectionFilter {
  search: string;
  year: string;
  sort: string;
  page: number;
  /** The choice filters' values (list.filters), by field; '' for none. */
  filters?: Record<string, string>;
}

export interface CollectionPage<C extends Collection> {
  items: ItemOf<C>[];
  total: number;
  totalPages: number;
}

/** The key of every query of a collection's section (refreshed after each write and restore). */
export const collectionKey = (collection: Collection) => ['admin', collection.folder] as const;

/** One page of a collection's list, filtered, sorted and paged on the server. */
export const collectionQuery = <C extends Collection>(collection: C, filter: CollectionFilter) =>
  queryOptions({
    queryKey: [...collectionKey(collection), 'list', filter],
    queryFn: async ({ signal }): Promise<CollectionPage<C>> => {
      const { search, year, sort, page, filters = {} } = filter;
      const query = {
        page,
        limit: collection.list.pageSize,
        search,
        ...(collection.list.sortable.length > 0 && { sort }),
        ...(collection.list.yearFilter && { year }),
        ...filters,
      };
      const data = await api.get(`/${collection.folder}`, collectionSchemas(collection).list, { query, signal });
      const items = (data as unknown as Record<string, ItemOf<C>[]>)[collection.many] ?? [];
      return { items, total: data.pagination.total, totalPages: data.pagination.totalPages };
    },
    placeholderData: keepPreviousData,
  });

/** POST /api/{folder} (no id) or PUT /api/{folder}/{id}. */
export const useSaveCollectionItem = <C extends Collection>(collection: C) =>
  useSaveRecord(
    `/${collection.folder}`,
    collectionKey(collection),
    collectionSchemas(collection).envelope,
    (body) => (body as Record<string, ItemOf<C>>)[collection.one],
  );
