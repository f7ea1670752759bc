import type { ServiceDeps } from '../../lib/service-deps';

export function createPublicationsService(_deps: ServiceDeps) {
  return {};
}

export type PublicationsService = ReturnType<typeof createPublicationsService>;
