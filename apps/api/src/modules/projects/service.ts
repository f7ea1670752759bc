import type { ServiceDeps } from '../../lib/service-deps';

export function createProjectsService(_deps: ServiceDeps) {
  return {};
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
