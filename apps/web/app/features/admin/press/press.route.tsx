import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Megaphone } from 'lucide-react';
import { PRESS_MESSAGES, PRESS_PAGE_SIZE, type PressRelease } from '@mnch/shared';
import { useDeleteRecord } from '../components/collection-api';
import { CollectionSection, type CollectionSectionCopy } from '../components/collection-section';
import { sectionMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback } from '../components/spinner';
import { useListParams, yearParam, YEAR_OPTIONS } from '../components/use-list-params';
import type { Route } from './+types/press.route';
import { PRESS_KEY, pressReleasesQuery } from './api/get-press-releases';
import { PressFormDialog } from './press-form';
import { PressTable } from './press-table';
import { PressViewDialog } from './press-view';

const TITLE = 'Press Releases';
export const handle: SectionHandle = { title: TITLE };
export const meta = ({ loaderData }: Route.MetaArgs) => sectionMeta(TITLE, loaderData !== undefined);

/** Client-only, like every back-office route; the admin layout's guard has already run. */
export async function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <BackOfficeHydrateFallback />;
}

const COPY: CollectionSectionCopy<PressRelease> = {
  description: "Press releases of the public media page's press tab, newest first.",
  add: 'Add Press Release',
  addFirst: 'Add First Press Release',
  searchLabel: 'Search press releases',
  searchPlaceholder: 'Search press releases...',
  loading: 'Loading press releases',
  fetchFailed: 'Error loading press releases',
  emptyTitle: PRESS_MESSAGES.emptyTitle,
  emptyHint: PRESS_MESSAGES.emptyHint,
  emptySearchHint: PRESS_MESSAGES.emptySearchHint,
  plural: 'press releases',
  pagesLabel: 'Press release pages',
  deleteTitle: 'Delete press release',
  deleteConfirm: PRESS_MESSAGES.deleteConfirm,
  deleted: PRESS_MESSAGES.deleted,
};

export default function PressRoute() {
  const list = useListParams();
  const { params } = list;
  const year = yearParam(useSearchParams()[0]);
  const query = useQuery(pressReleasesQuery({ search: params.search, year, page: params.page }));
  const remove = useDeleteRecord('/press-releases', PRESS_KEY);
  return (
    <CollectionSection
      copy={COPY}
      icon={Megaphone}
      list={list}
      selects={[{ name: 'year', label: 'Filter by year', allLabel: 'All Years', value: year, options: YEAR_OPTIONS }]}
      filtered={!!(params.search.trim() || year)}
      pageSize={PRESS_PAGE_SIZE}
      query={query}
      items={(data) => data.pressReleases}
      remove={remove}
      history={{ kind: 'press', listKey: PRESS_KEY }}
      bulk={{ kind: 'press', listKey: PRESS_KEY }}
      renderTable={(releases, handlers) => <PressTable releases={releases} {...handlers} />}
      renderForm={(release, onClose) => <PressFormDialog release={release} onClose={onClose} />}
      renderView={(release, onClose) => <PressViewDialog release={release} onClose={onClose} />}
    />
  );
}
