import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import { AWARD_MESSAGES, AWARD_PAGE_SIZE, type AwardItem } from '@mnch/shared';
import { useDeleteRecord } from '../components/collection-api';
import { CollectionSection, type CollectionSectionCopy } from '../components/collection-section';
import { sectionMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback } from '../components/spinner';
import { useListParams, yearParam, YEAR_OPTIONS } from '../components/use-list-params';
import type { Route } from './+types/awards.route';
import { AWARDS_KEY, awardsQuery } from './api/get-awards';
import { AwardFormDialog } from './award-form';
import { AwardsTable } from './awards-table';
import { AwardViewDialog } from './award-view';

const TITLE = 'Awards';
export const handle: SectionHandle = { title: TITLE };
export const meta = ({ loaderData }: Route.MetaArgs) => sectionMeta(TITLE, loaderData !== undefined);

/** Client-only, like every back-office route; the admin layout's guard has already run. */
export async function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <BackOfficeHydrateFallback />;
}

const COPY: CollectionSectionCopy<AwardItem> = {
  description: 'Awards and recognitions shown on the about page (all of them) and the impact page (the most recent), newest year first.',
  add: 'Add Award',
  addFirst: 'Add First Award',
  searchLabel: 'Search awards',
  searchPlaceholder: 'Search awards...',
  loading: 'Loading awards',
  fetchFailed: 'Error loading awards',
  emptyTitle: AWARD_MESSAGES.emptyTitle,
  emptyHint: AWARD_MESSAGES.emptyHint,
  emptySearchHint: AWARD_MESSAGES.emptySearchHint,
  plural: 'awards',
  pagesLabel: 'Award pages',
  deleteTitle: 'Delete award',
  deleteConfirm: AWARD_MESSAGES.deleteConfirm,
  deleted: AWARD_MESSAGES.deleted,
};

export default function AwardsRoute() {
  const list = useListParams();
  const { params } = list;
  const year = yearParam(useSearchParams()[0]);
  const query = useQuery(awardsQuery({ search: params.search, year, page: params.page }));
  const remove = useDeleteRecord('/awards', AWARDS_KEY);
  return (
    <CollectionSection
      copy={COPY}
      icon={Trophy}
      list={list}
      selects={[{ name: 'year', label: 'Filter by year', allLabel: 'All Years', value: year, options: YEAR_OPTIONS }]}
      filtered={!!(params.search.trim() || year)}
      pageSize={AWARD_PAGE_SIZE}
      query={query}
      items={(data) => data.awards}
      remove={remove}
      history={{ kind: 'awards', listKey: AWARDS_KEY }}
      bulk={{ kind: 'awards', listKey: AWARDS_KEY }}
      renderTable={(awards, handlers) => <AwardsTable awards={awards} {...handlers} />}
      renderForm={(award, onClose) => <AwardFormDialog award={award} onClose={onClose} />}
      renderView={(award, onClose) => <AwardViewDialog award={award} onClose={onClose} />}
    />
  );
}
