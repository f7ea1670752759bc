import { NotBuiltYet } from '../components/not-built-yet';
import { SectionHeader, sectionMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback } from '../components/spinner';
import type { Route } from './+types/articles.route';

const TITLE = 'News & Articles';
export const handle: SectionHandle = { title: TITLE };
export const meta = ({ loaderData }: Route.MetaArgs) => sectionMeta(TITLE, loaderData !== undefined);

/** Client-only, like every back-office route; the admin layout's guard has already run. */
export async function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <BackOfficeHydrateFallback />;
}

export default function ArticlesRoute() {
  return (
    <>
      <SectionHeader description="News items and blog articles for the public site, as drafts, scheduled for a later date, or published." />
      <NotBuiltYet what="news items and articles" />
    </>
  );
}
