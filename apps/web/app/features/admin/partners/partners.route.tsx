import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Handshake } from 'lucide-react';
import { PAGE_SIZES, PARTNER_LISTS, PARTNER_MESSAGES, PARTNER_TYPES, trashConfirm, type Partner } from '@mnch/shared';
import { useDeleteRecord } from '../components/collection-api';
import { CollectionSection, type CollectionSectionCopy } from '../components/collection-section';
import { clientOnlyLoader, backOfficeMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback } from '../components/spinner';
import { useListParams } from '../components/use-list-params';
import { PARTNERS_KEY, partnersQuery } from './api/get-partners';
import { PARTNER_LIST_LABELS, PARTNER_TYPE_LABELS } from './format';
import { PartnerFormDialog } from './partner-form';
import { PartnersTable } from './partners-table';
import { PartnerViewDialog } from './partner-view';

export const handle: SectionHandle = { title: 'Partners' };
export const meta = backOfficeMeta;

export const clientLoader = clientOnlyLoader;
export const HydrateFallback = BackOfficeHydrateFallback;

const TYPE_OPTIONS = PARTNER_TYPES.map((t) => ({ value: t, label: PARTNER_TYPE_LABELS[t] }));
const LIST_OPTIONS = [
  ...PARTNER_LISTS.map((l) => ({ value: l, label: PARTNER_LIST_LABELS[l] })),
  { value: 'carousel', label: 'Home carousel' },
];

const COPY: CollectionSectionCopy<Partner> = {
  description:
    "The partner organisations, each kept once: the partners page's lists, its world map and the home page carousel all show these records.",
  add: 'Add Partner',
  addFirst: 'Add First Partner',
  searchLabel: 'Search partners',
  searchPlaceholder: 'Search by name, place or focus...',
  loading: 'Loading partners',
  fetchFailed: 'Error loading partners',
  emptyTitle: 'No partners found',
  emptyHint: 'Get started by adding the first partner organisation',
  emptySearchHint: 'Try adjusting your filters',
  plural: 'partners',
  pagesLabel: 'Partner pages',
  deleteTitle: 'Delete partner',
  deleteConfirm: (partner) => trashConfirm(partner?.name ?? 'this partner', 'It leaves the partners page, the map and the home carousel.'),
  deleted: PARTNER_MESSAGES.deleted,
  deleteFailed: PARTNER_MESSAGES.deleteFailed,
};

export default function PartnersRoute() {
  const list = useListParams();
  const { params } = list;
  const [searchParams] = useSearchParams();
  const filters = {
    search: params.search,
    type: searchParams.get('type') ?? '',
    list: searchParams.get('list') ?? '',
    page: params.page,
    sort: params.sort,
  };
  const query = useQuery(partnersQuery(filters));
  const remove = useDeleteRecord('/partners', PARTNERS_KEY);
  return (
    <CollectionSection
      copy={COPY}
      icon={Handshake}
      list={list}
      selects={[
        { name: 'type', label: 'Filter by type', allLabel: 'All Types', value: filters.type, options: TYPE_OPTIONS },
        {
          name: 'list',
          label: 'Filter by where shown',
          allLabel: 'Shown anywhere',
          value: filters.list,
          options: LIST_OPTIONS,
          widthClass: 'md:w-64',
        },
      ]}
      filtered={!!(filters.search.trim() || filters.type || filters.list)}
      pageSize={PAGE_SIZES.partners}
      query={query}
      items={(data) => data.partners}
      remove={remove}
      history={{ kind: 'partners', listKey: PARTNERS_KEY }}
      bulk={{ kind: 'partners', listKey: PARTNERS_KEY }}
      renderTable={(partners, handlers, sorting) => <PartnersTable partners={partners} {...handlers} {...sorting} />}
      renderForm={(partner, onClose) => <PartnerFormDialog partner={partner} onClose={onClose} />}
      renderView={(partner, onClose) => <PartnerViewDialog partner={partner} onClose={onClose} />}
    />
  );
}
