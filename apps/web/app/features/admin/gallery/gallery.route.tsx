import { NotBuiltYet } from '../components/not-built-yet';
import { SectionHeader, sectionMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback } from '../components/spinner';
import type { Route } from './+types/gallery.route';

const TITLE = 'Gallery';
export const handle: SectionHandle = { title: TITLE };
export const meta = ({ loaderData }: Route.MetaArgs) => sectionMeta(TITLE, loaderData !== undefined);

/** Client-only, like every back-office route; the admin layout's guard has already run. */
export async function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <BackOfficeHydrateFallback />;
}

export default function GalleryRoute() {
  return (
    <>
      <SectionHeader description="The images shown in the media gallery of the public site, with their titles and descriptions." />
      <NotBuiltYet what="gallery images" />
    </>
  );
}
