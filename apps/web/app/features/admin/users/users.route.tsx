import { MESSAGES, PAGE_SIZES } from '@mnch/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Pagination } from '../../../components/ui';
import { AdminOnlyNotice } from '../components/admin-only';
import { SectionHeader, sectionMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback, ContentSpinner } from '../components/spinner';
import { QueryErrorPanel } from '../components/query-error';
import { getStaffSession } from '../../../lib/session';
import type { Route } from './+types/users.route';
import { usersPageQuery } from './api/get-users';
import { UsersTable } from './users-table';

const TITLE = 'Users';
export const handle: SectionHandle = { title: TITLE };
export const meta = ({ loaderData }: Route.MetaArgs) => sectionMeta(TITLE, loaderData !== undefined);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const page = Number(new URL(request.url).searchParams.get('page'));
  return {
    isAdmin: getStaffSession()?.role === 'admin',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function HydrateFallback() {
  return <BackOfficeHydrateFallback />;
}

const DESCRIPTION =
  'Everyone with an account: staff who sign in to this back office (administrators and editors) and newsletter subscribers. The role decides what each person may do.';

export default function UsersRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SectionHeader description={DESCRIPTION} />
      {loaderData.isAdmin ? <UsersList page={loaderData.page} /> : <AdminOnlyNotice what="User management" />}
    </>
  );
}

function UsersList({ page }: { page: number }) {
  const query = useQuery(usersPageQuery(page));
  if (query.isPending) return <ContentSpinner label="Loading users" />;
  if (query.isError) return <QueryErrorPanel title={MESSAGES.users.loadFailed} error={query.error} onRetry={() => void query.refetch()} />;
  const { users, total } = query.data;
  if (total === 0) {
    return <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-sm text-slate-600">No users yet.</p>;
  }
  if (users.length === 0) {
    return (
      <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-sm text-slate-600">
        There are no users on page {page}.{' '}
        <Link to="?" className="font-medium text-brand-700 underline underline-offset-2">
          Go to the first page
        </Link>
      </p>
    );
  }
  return (
    <div aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
      <UsersTable users={users} />
      <div className="mt-4 flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
        <p className="text-sm text-slate-600">
          Showing {(page - 1) * PAGE_SIZES.users + 1}–{(page - 1) * PAGE_SIZES.users + users.length} of {total} users
        </p>
        <Pagination
          page={page}
          totalPages={Math.ceil(total / PAGE_SIZES.users)}
          hrefFor={(p) => (p > 1 ? `?page=${p}` : '?')}
          label="User pages"
        />
      </div>
    </div>
  );
}
