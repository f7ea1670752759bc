/**
 * The server's part of every collection (packages/shared/src/collections/define.ts), found by walking
 * the registry of kinds: its table (declared in db/schema.ts, found by its name), its service and its routes.
 */
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COLLECTION_KEYS, KINDS, type CollectionKey, type CollectionOf } from '@mnch/shared';
import * as schema from '../db/schema';
import type { ServiceDeps } from '../lib/service-deps';
import { collectionRoutes } from './collection-routes';
import { createCollectionService, type CollectionService } from './collection-service';

/** The table of a collection in db/schema.ts (a collection without one fails at start-up and in registry.test.ts). */
export function tableOf(key: CollectionKey): PgTable {
  const name = KINDS[key].table;
  const table = Object.values(schema as Record<string, unknown>).find(
    (value): value is PgTable => is(value, PgTable) && getTableName(value) === name,
  );
  if (!table) throw new Error(`db/schema.ts declares no table ${name} for the collection ${key}`);
  return table;
}

export type CollectionServices = { [K in CollectionKey]: CollectionService<CollectionOf<K>> };

export function createCollectionServices(deps: ServiceDeps): CollectionServices {
  const entries = COLLECTION_KEYS.map((key) => [key, createCollectionService(key, KINDS[key], tableOf(key), deps)]);
  return Object.fromEntries(entries) as CollectionServices;
}

type CollectionFolder = CollectionOf<CollectionKey>['folder'];

/** Each collection's routes, by its folder. */
export const COLLECTION_ROUTES = Object.fromEntries(
  COLLECTION_KEYS.map((key) => [KINDS[key].folder, collectionRoutes(KINDS[key], (services) => (services as CollectionServices)[key])]),
) as Record<CollectionFolder, FastifyPluginAsyncZod>;
