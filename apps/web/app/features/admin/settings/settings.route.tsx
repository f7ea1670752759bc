import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { SITE_SETTINGS_ID } from '@mnch/shared';
import { Button } from '../../../components/ui';
import { adminOnlyLoader, adminOnlyPage } from '../components/admin-only';
import { QueryErrorPanel } from '../components/query-error';
import { useRevisionHistory } from '../components/revision-history-lazy';
import { SectionHeader, backOfficeMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback, ContentSpinner } from '../components/spinner';
import { SETTINGS_KEY, settingsQuery } from './api/settings';
import { SettingsForm } from './settings-form';

export const handle: SectionHandle = { title: 'Site settings' };
export const meta = backOfficeMeta;

export const clientLoader = adminOnlyLoader;
export const HydrateFallback = BackOfficeHydrateFallback;

const DESCRIPTION =
  "The centre's own details: its address, phone numbers, email addresses, office hours, map location, social accounts and the footer's links to outside sites. The footer of every page, the contact, careers and policy pages, the chat assistant and the data for search engines show them from the next page load.";

export default adminOnlyPage('Site settings', DESCRIPTION, SettingsSection);

function SettingsSection() {
  const query = useQuery(settingsQuery());
  // A version of the settings is the whole record; restoring one refreshes the form (its key is the record's updated time).
  const history = useRevisionHistory('settings', SETTINGS_KEY);
  return (
    <>
      <SectionHeader
        description={DESCRIPTION}
        actions={
          query.data?.updatedAt ? (
            <Button variant="secondary" onClick={() => history.open({ id: SITE_SETTINGS_ID, title: handle.title })}>
              <History aria-hidden="true" className="size-4" /> History
            </Button>
          ) : null
        }
      />
      {query.isPending ? (
        <ContentSpinner label="Loading the site settings" />
      ) : query.isError ? (
        <QueryErrorPanel title="The site settings could not be loaded" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <SettingsForm key={query.data.updatedAt ?? 'empty'} settings={query.data.settings} version={query.data.version} />
      )}
      {history.dialog}
    </>
  );
}
