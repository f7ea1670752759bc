import { NotBuiltYet } from '../components/not-built-yet';
import { SectionHeader, sectionMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback } from '../components/spinner';
import type { Route } from './+types/publications.route';

const TITLE = 'Publications';
export const handle: SectionHandle = { title: TITLE };
export const meta = ({ loaderData }: Route.MetaArgs) => sectionMeta(TITLE, loaderData !== undefined);

/** Client-only, like every back-office route; the admin layout's guard has already run. */
export async function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <BackOfficeHydrateFallback />;
}

export default function PublicationsRoute() {
  return (
    <>
      <SectionHeader description="Journal articles, research reports, policy briefs, conference papers, book chapters and white papers, with their authors, files, citations and downloads." />
      <NotBuiltYet what="publications" />
    </>
  );
}
