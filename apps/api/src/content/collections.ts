/**
 * The server's part of every collection (packages/shared/src/collections/define.ts), found by walking
 * the registry of kinds: its service and its routes (its table: tableOf in ./registry.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COLLECTION_KEYS, KINDS, type CollectionKey, type CollectionOf } from '@mnch/shared';
import { tableOf } from './registry';
import type { ServiceDeps } from '../lib/service-deps';
import { collectionRoutes } from './collection-routes';
import { createCollectionService, type CollectionService } from './collection-service';

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
