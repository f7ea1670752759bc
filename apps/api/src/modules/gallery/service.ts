import type { ServiceDeps } from '../../lib/service-deps';

export function createGalleryService(_deps: ServiceDeps) {
  return {};
}

export type GalleryService = ReturnType<typeof createGalleryService>;
