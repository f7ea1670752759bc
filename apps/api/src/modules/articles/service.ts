import type { ServiceDeps } from '../../lib/service-deps';

export function createArticlesService(_deps: ServiceDeps) {
  return {};
}

export type ArticlesService = ReturnType<typeof createArticlesService>;
