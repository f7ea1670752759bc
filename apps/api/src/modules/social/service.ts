import type { ServiceDeps } from '../../lib/service-deps';

export function createSocialService(_deps: ServiceDeps) {
  return {};
}

export type SocialService = ReturnType<typeof createSocialService>;
