import type { ServiceDeps } from '../../lib/service-deps';

export function createInquiriesService(_deps: ServiceDeps) {
  return {};
}

export type InquiriesService = ReturnType<typeof createInquiriesService>;
