import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Newspaper, Plus } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { ARTICLE_MESSAGES, type Article } from '@mnch/shared';
import { Button, EmptyState, Pagination } from '../../../components/ui';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ContentCard } from '../components/content-card';
import { CONTENT_CATEGORY_OPTIONS, CONTENT_STATUS_OPTIONS } from '../components/content-status';
import { ListFilters } from '../components/list-filters';
import { QueryErrorPanel } from '../components/query-error';
import { SectionHeader, sectionMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback, ContentSpinner } from '../components/spinner';
import { hasActiveFilter, useListParams } from '../components/use-list-params';
import type { Route } from './+types/articles.route';
import { useDeleteArticle } from './api/delete-article';
import { articlesQuery } from './api/get-articles';
import { ArticleFormDialog } from './article-form';
import { ArticleViewDialog } from './article-view';

const TITLE = 'News & Articles';
export const handle: SectionHandle = { title: TITLE };
export const meta = ({ loaderData }: Route.MetaArgs) => sectionMeta(TITLE, loaderData !== undefined);

/** Client-only, like every back-office route; the admin layout's guard has already run. */
export async function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <BackOfficeHydrateFallback />;
}

type Editing = { article: Article | null } | null;

export default function ArticlesRoute() {
  const { params, update, wantsNew, clearNew } = useListParams();
  const query = useQuery(articlesQuery(params));
  const remove = useDeleteArticle();
  const [editingState, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<Article | null>(null);
  const [deleting, setDeleting] = useState<Article | null>(null);

  // The dashboard's "Write Article" opens the form (?new=1).
  const form: Editing = editingState ?? (wantsNew ? { article: null } : null);
  const closeForm = () => {
    setEditing(null);
    if (wantsNew) clearNew();
  };

  const filtered = hasActiveFilter(params);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(ARTICLE_MESSAGES.deleted);
      setDeleting(null);
    } catch (err) {
      toast.error(`${ARTICLE_MESSAGES.deleteFailed} ${(err as Error).message}`);
    }
  }

  return (
    <>
      <SectionHeader
        description="News items and blog articles for the public site, as drafts, scheduled for a later date, or published."
        actions={
          <Button onClick={() => setEditing({ article: null })}>
            <Plus aria-hidden="true" className="size-4" /> Write Article
          </Button>
        }
      />
      <ListFilters
        searchLabel="Search articles"
        searchPlaceholder="Search articles..."
        search={params.search}
        onChange={update}
        selects={[
          { name: 'status', label: 'Filter by status', allLabel: 'All Status', value: params.status, options: CONTENT_STATUS_OPTIONS },
          { name: 'category', label: 'Filter by category', allLabel: 'All Categories', value: params.category, options: CONTENT_CATEGORY_OPTIONS },
        ]}
      />

      {query.isPending ? (
        <ContentSpinner label="Loading articles" />
      ) : query.isError ? (
        <QueryErrorPanel title={ARTICLE_MESSAGES.fetchArticlesFailed} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.articles.length === 0 ? (
        <EmptyState
          icon={Newspaper}
          className="bg-white"
          title="No articles found"
          description={filtered ? 'Try adjusting your filters' : 'Get started by writing your first article'}
          action={
            filtered ? null : (
              <Button onClick={() => setEditing({ article: null })}>
                <Plus aria-hidden="true" className="size-4" /> Write First Article
              </Button>
            )
          }
        />
      ) : (
        <section aria-label="Articles" aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <p className="mb-3 text-sm text-slate-600" aria-live="polite">
            {query.data.total} {query.data.total === 1 ? 'article' : 'articles'}
          </p>
          <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
            {query.data.articles.map((a) => (
              <ContentCard
                key={a.id}
                item={{ ...a, image: a.featuredImageUrl }}
                onView={() => setViewing(a)}
                onEdit={() => setEditing({ article: a })}
                onDelete={() => setDeleting(a)}
              />
            ))}
          </ul>
          <Pagination className="mt-6" page={params.page} totalPages={query.data.totalPages} onPageChange={(page) => update({ page })} label="Article pages" />
        </section>
      )}

      {form ? <ArticleFormDialog key={form.article?.id ?? 'new'} article={form.article} onClose={closeForm} /> : null}
      {viewing ? <ArticleViewDialog article={viewing} onClose={() => setViewing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete article"
        message={ARTICLE_MESSAGES.deleteConfirm}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
