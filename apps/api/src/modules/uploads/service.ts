import type { ServiceDeps } from '../../lib/service-deps';

export function createUploadsService(_deps: ServiceDeps) {
  return {};
}

export type UploadsService = ReturnType<typeof createUploadsService>;
