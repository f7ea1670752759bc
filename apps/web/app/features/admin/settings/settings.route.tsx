import { useQuery } from '@tanstack/react-query';
import { getStaffSession } from '../../../lib/session';
import { AdminOnlyNotice } from '../components/admin-only';
import { QueryErrorPanel } from '../components/query-error';
import { SectionHeader, sectionMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback, ContentSpinner } from '../components/spinner';
import type { Route } from './+types/settings.route';
import { settingsQuery } from './api/settings';
import { SettingsForm } from './settings-form';

const TITLE = 'Site settings';
export const handle: SectionHandle = { title: TITLE };
export const meta = ({ loaderData }: Route.MetaArgs) => sectionMeta(TITLE, loaderData !== undefined);

export async function clientLoader() {
  return { isAdmin: getStaffSession()?.role === 'admin' };
}

export function HydrateFallback() {
  return <BackOfficeHydrateFallback />;
}

const DESCRIPTION =
  "The centre's own details: its address, phone numbers, email addresses, office hours, map location, social accounts and the footer's links to outside sites. The footer of every page, the contact, careers and policy pages, the chat assistant and the data for search engines show them from the next page load.";

export default function SettingsRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.isAdmin) {
    return (
      <>
        <SectionHeader description={DESCRIPTION} />
        <AdminOnlyNotice what="Site settings" />
      </>
    );
  }
  return <SettingsSection />;
}

function SettingsSection() {
  const query = useQuery(settingsQuery());
  return (
    <>
      <SectionHeader description={DESCRIPTION} />
      {query.isPending ? (
        <ContentSpinner label="Loading the site settings" />
      ) : query.isError ? (
        <QueryErrorPanel title="The site settings could not be loaded" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <SettingsForm key={query.data.updatedAt ?? 'empty'} settings={query.data.settings} />
      )}
    </>
  );
}
