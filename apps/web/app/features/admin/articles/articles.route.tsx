import { useQuery } from '@tanstack/react-query';
import { Newspaper } from 'lucide-react';
import { ARTICLE_MESSAGES, trashConfirm } from '@mnch/shared';
import { useDeleteRecord } from '../components/collection-api';
import { ContentSection, type ContentSectionCopy } from '../components/content-section';
import { clientOnlyLoader, backOfficeMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback } from '../components/spinner';
import { useListParams } from '../components/use-list-params';
import { ARTICLES_KEY, articlesQuery } from './api/get-articles';
import { ArticleFormDialog } from './article-form';
import { ArticleViewDialog } from './article-view';

export const handle: SectionHandle = { title: 'News & Articles' };
export const meta = backOfficeMeta;

export const clientLoader = clientOnlyLoader;
export const HydrateFallback = BackOfficeHydrateFallback;

const copy: ContentSectionCopy = {
  description: 'News items and blog articles for the public site, as drafts, scheduled for a later date, or published.',
  create: 'Write Article',
  searchLabel: 'Search articles',
  searchPlaceholder: 'Search articles...',
  loading: 'Loading articles',
  fetchFailed: ARTICLE_MESSAGES.fetchArticlesFailed,
  emptyTitle: 'No articles found',
  emptyDescription: 'Get started by writing your first article',
  createFirst: 'Write First Article',
  listLabel: 'Articles',
  count: (total) => `${total} ${total === 1 ? 'article' : 'articles'}`,
  pagesLabel: 'Article pages',
  deleteTitle: 'Delete article',
  deleteConfirm: trashConfirm('this article'),
  deleted: ARTICLE_MESSAGES.deleted,
  deleteFailed: ARTICLE_MESSAGES.deleteFailed,
};

export default function ArticlesRoute() {
  const list = useListParams();
  const query = useQuery(articlesQuery(list.params));
  const remove = useDeleteRecord('/articles', ARTICLES_KEY);
  return (
    <ContentSection
      copy={copy}
      icon={Newspaper}
      list={list}
      query={query}
      items={(data) => data.articles}
      remove={remove}
      listKey={ARTICLES_KEY}
      renderForm={(article, onClose) => <ArticleFormDialog key={article?.id ?? 'new'} article={article} onClose={onClose} />}
      renderView={(article, onClose) => <ArticleViewDialog article={article} onClose={onClose} />}
    />
  );
}
