import { useQuery } from '@tanstack/react-query';
import { QueryErrorPanel } from '../components/query-error';
import { SectionHeader, backOfficeMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback, ContentSpinner } from '../components/spinner';
import { profileQuery } from './api/profile';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { SignOutEverywhere } from './sign-out-everywhere';

export const handle: SectionHandle = { title: 'Your profile' };
export const meta = backOfficeMeta;

export async function clientLoader() {
  return {};
}

export const HydrateFallback = BackOfficeHydrateFallback;

const DESCRIPTION =
  'Your own account: the name, picture and short bio shown with your work in the back office, your password, and where you are signed in. Your email address and role are changed by an administrator.';

/** /admin/profile: every staff member's own name, avatar, bio and password, and "Sign out of all devices". */
export default function ProfileRoute() {
  const query = useQuery(profileQuery);
  return (
    <>
      <SectionHeader description={DESCRIPTION} />
      {query.isPending ? (
        <ContentSpinner label="Loading your profile" />
      ) : query.isError ? (
        <QueryErrorPanel title="Your profile could not be loaded" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className="grid max-w-3xl gap-6">
          <ProfileForm key={query.data.updatedAt} user={query.data} />
          <PasswordForm email={query.data.email} />
          <SignOutEverywhere />
        </div>
      )}
    </>
  );
}
