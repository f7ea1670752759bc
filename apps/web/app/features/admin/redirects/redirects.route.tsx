import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Signpost } from 'lucide-react';
import { REDIRECT_MESSAGES, REDIRECTS_PAGE_SIZE, parsePage, type Redirect } from '@mnch/shared';
import { adminOnlyLoader, adminOnlyPage } from '../components/admin-only';
import { ConfirmDialog, useConfirm } from '../components/confirm-dialog';
import { PagedQuery } from '../components/paged-list';
import { ListFilters } from '../components/list-filters';
import { SectionHeader, backOfficeMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback } from '../components/spinner';
import { useListParams } from '../components/use-list-params';
import { redirectsQuery, useRemoveRedirect } from './api/redirects';
import { RedirectsList } from './redirects-list';

export const handle: SectionHandle = { title: 'Redirects' };
export const meta = backOfficeMeta;

export const clientLoader = adminOnlyLoader;
export const HydrateFallback = BackOfficeHydrateFallback;

const DESCRIPTION =
  'When a published item\'s slug changes, its old address keeps working: visitors and search engines are sent on to the item\'s current address. Remove a redirect to make its old address answer "not found".';

export default adminOnlyPage('The list of redirects', DESCRIPTION, RedirectsSection);

function RedirectsSection() {
  const [searchParams] = useSearchParams();
  const { update } = useListParams();
  const search = searchParams.get('search') ?? '';
  const page = parsePage(searchParams.get('page'));
  const query = useQuery(redirectsQuery({ search, page }));
  const remove = useRemoveRedirect();
  const removal = useConfirm<Redirect>(async (redirect) => (await remove.mutateAsync(redirect.id)).message);

  const redirects = query.data?.redirects ?? [];
  return (
    <>
      <SectionHeader description={DESCRIPTION} />
      <ListFilters<never>
        searchLabel="Search old addresses"
        searchPlaceholder="Search old addresses..."
        search={search}
        onChange={update}
        selects={[]}
      />
      <PagedQuery
        query={query}
        loading="Loading the redirects"
        errorTitle={REDIRECT_MESSAGES.loadFailed}
        empty={{
          icon: Signpost,
          title: REDIRECT_MESSAGES.emptyTitle,
          description: search ? REDIRECT_MESSAGES.emptySearchHint : REDIRECT_MESSAGES.emptyHint,
        }}
        pageSize={REDIRECTS_PAGE_SIZE}
        shown={redirects.length}
        noun="redirects"
        page={page}
        onPage={(next) => update({ page: next })}
        label="Redirect pages"
      >
        <RedirectsList redirects={redirects} onRemove={removal.ask} />
      </PagedQuery>
      <ConfirmDialog
        {...removal.dialog}
        title="Remove redirect"
        message={removal.item ? `Remove the redirect from ${removal.item.oldPath}? That address will answer "not found".` : ''}
        confirmLabel="Remove"
      />
    </>
  );
}
