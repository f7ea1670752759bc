import { NotBuiltYet } from '../components/not-built-yet';
import { SectionHeader, sectionMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback } from '../components/spinner';
import type { Route } from './+types/events.route';

const TITLE = 'Events';
export const handle: SectionHandle = { title: TITLE };
export const meta = ({ loaderData }: Route.MetaArgs) => sectionMeta(TITLE, loaderData !== undefined);

/** Client-only, like every back-office route; the admin layout's guard has already run. */
export async function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <BackOfficeHydrateFallback />;
}

export default function EventsRoute() {
  return (
    <>
      <SectionHeader description="Conferences, workshops, webinars, trainings, seminars and summits: dates, venue or online link, capacity and registrations." />
      <NotBuiltYet what="events" />
    </>
  );
}
