import { NotBuiltYet } from '../components/not-built-yet';
import { SectionHeader, sectionMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback } from '../components/spinner';
import type { Route } from './+types/inquiries.route';

const TITLE = 'Inquiries';
export const handle: SectionHandle = { title: TITLE };
export const meta = ({ loaderData }: Route.MetaArgs) => sectionMeta(TITLE, loaderData !== undefined);

/** Client-only, like every back-office route; the admin layout's guard has already run. */
export async function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <BackOfficeHydrateFallback />;
}

export default function InquiriesRoute() {
  return (
    <>
      <SectionHeader description="Messages visitors send through the website: contact and get-involved forms, event notification and stay-updated requests." />
      <NotBuiltYet what="inquiries" />
    </>
  );
}
