import { NotBuiltYet } from '../components/not-built-yet';
import { SectionHeader, sectionMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback } from '../components/spinner';
import type { Route } from './+types/newsletters.route';

const TITLE = 'Newsletters';
export const handle: SectionHandle = { title: TITLE };
export const meta = ({ loaderData }: Route.MetaArgs) => sectionMeta(TITLE, loaderData !== undefined);

/** Client-only, like every back-office route; the admin layout's guard has already run. */
export async function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <BackOfficeHydrateFallback />;
}

export default function NewslettersRoute() {
  return (
    <>
      <SectionHeader description="The newsletter issues listed on the public Newsletter page, each with its link, category and publication status." />
      <NotBuiltYet what="newsletters" />
    </>
  );
}
