import type { ServiceDeps } from '../../lib/service-deps';

export function createEventsService(_deps: ServiceDeps) {
  return {};
}

export type EventsService = ReturnType<typeof createEventsService>;
