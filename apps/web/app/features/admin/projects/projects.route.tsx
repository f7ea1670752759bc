import { NotBuiltYet } from '../components/not-built-yet';
import { SectionHeader, sectionMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback } from '../components/spinner';
import type { Route } from './+types/projects.route';

const TITLE = 'Projects';
export const handle: SectionHandle = { title: TITLE };
export const meta = ({ loaderData }: Route.MetaArgs) => sectionMeta(TITLE, loaderData !== undefined);

/** Client-only, like every back-office route; the admin layout's guard has already run. */
export async function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <BackOfficeHydrateFallback />;
}

export default function ProjectsRoute() {
  return (
    <>
      <SectionHeader description="The centre's research, innovation, training and policy projects shown on the public Research page: description, status, dates, budget, funding, partners and team." />
      <NotBuiltYet what="projects" />
    </>
  );
}
