import { useQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { ARTICLE_MESSAGES } from '@mnch/shared';
import { useDeleteRecord } from '../components/collection-api';
import { ContentSection, type ContentSectionCopy } from '../components/content-section';
import { clientOnlyLoader, backOfficeMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback } from '../components/spinner';
import { useListParams } from '../components/use-list-params';
import { NEWSLETTERS_KEY, newslettersQuery } from './api/get-newsletters';
import { NEWSLETTER_MESSAGES } from './messages';
import { NewsletterFormDialog } from './newsletter-form';
import { NewsletterViewDialog } from './newsletter-view';

export const handle: SectionHandle = { title: 'Newsletters' };
export const meta = backOfficeMeta;

export const clientLoader = clientOnlyLoader;
export const HydrateFallback = BackOfficeHydrateFallback;

// The newsletter screen reuses the articles screen's search placeholder and empty state.
const copy: ContentSectionCopy = {
  description: 'The newsletter issues listed on the public Newsletter page, each with its link, category and publication status.',
  create: 'Create Newsletter',
  searchLabel: 'Search newsletters',
  searchPlaceholder: 'Search articles...',
  loading: 'Loading newsletters',
  fetchFailed: ARTICLE_MESSAGES.fetchNewslettersFailed,
  emptyTitle: 'No articles found',
  emptyDescription: 'Get started by writing your first article',
  createFirst: 'Write First Article',
  listLabel: 'Newsletters',
  count: (total) => `${total} ${total === 1 ? 'newsletter' : 'newsletters'}`,
  pagesLabel: 'Newsletter pages',
  deleteTitle: 'Delete newsletter',
  deleteConfirm: NEWSLETTER_MESSAGES.deleteConfirm,
  deleted: NEWSLETTER_MESSAGES.deleted,
  deleteFailed: NEWSLETTER_MESSAGES.deleteFailed,
};

export default function NewslettersRoute() {
  const list = useListParams();
  const query = useQuery(newslettersQuery(list.params));
  const remove = useDeleteRecord('/articles', NEWSLETTERS_KEY);
  return (
    <ContentSection
      copy={copy}
      icon={Mail}
      list={list}
      query={query}
      items={(data) => data.newsletters}
      remove={remove}
      listKey={NEWSLETTERS_KEY}
      renderForm={(item, onClose) => <NewsletterFormDialog key={item?.id ?? 'new'} item={item} onClose={onClose} />}
      renderView={(item, onClose) => <NewsletterViewDialog item={item} onClose={onClose} />}
    />
  );
}
