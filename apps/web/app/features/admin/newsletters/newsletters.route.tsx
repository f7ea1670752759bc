import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Mail, Plus } from 'lucide-react';
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
import type { Route } from './+types/newsletters.route';
import { useDeleteNewsletter } from './api/delete-newsletter';
import { newslettersQuery } from './api/get-newsletters';
import { NEWSLETTER_MESSAGES } from './messages';
import { NewsletterFormDialog } from './newsletter-form';
import { NewsletterViewDialog } from './newsletter-view';

const TITLE = 'Newsletters';
export const handle: SectionHandle = { title: TITLE };
export const meta = ({ loaderData }: Route.MetaArgs) => sectionMeta(TITLE, loaderData !== undefined);

/** Client-only, like every back-office route; the admin layout's guard has already run. */
export async function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <BackOfficeHydrateFallback />;
}

type Editing = { item: Article | null } | null;

export default function NewslettersRoute() {
  const { params, update, wantsNew, clearNew } = useListParams();
  const query = useQuery(newslettersQuery(params));
  const remove = useDeleteNewsletter();
  const [editingState, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<Article | null>(null);
  const [deleting, setDeleting] = useState<Article | null>(null);
  const form: Editing = editingState ?? (wantsNew ? { item: null } : null);
  const closeForm = () => {
    setEditing(null);
    if (wantsNew) clearNew();
  };
  const filtered = hasActiveFilter(params);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(NEWSLETTER_MESSAGES.deleted);
      setDeleting(null);
    } catch (err) {
      toast.error(`${NEWSLETTER_MESSAGES.deleteFailed} ${(err as Error).message}`);
    }
  }

  return (
    <>
      <SectionHeader
        description="The newsletter issues listed on the public Newsletter page, each with its link, category and publication status."
        actions={
          <Button onClick={() => setEditing({ item: null })}>
            <Plus aria-hidden="true" className="size-4" /> Create Newsletter
          </Button>
        }
      />
      <ListFilters
        searchLabel="Search newsletters"
        searchPlaceholder="Search articles..."
        search={params.search}
        onChange={update}
        selects={[
          { name: 'status', label: 'Filter by status', allLabel: 'All Status', value: params.status, options: CONTENT_STATUS_OPTIONS },
          { name: 'category', label: 'Filter by category', allLabel: 'All Categories', value: params.category, options: CONTENT_CATEGORY_OPTIONS },
        ]}
      />
      {query.isPending ? (
        <ContentSpinner label="Loading newsletters" />
      ) : query.isError ? (
        <QueryErrorPanel title={ARTICLE_MESSAGES.fetchNewslettersFailed} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.newsletters.length === 0 ? (
        <EmptyState
          icon={Mail}
          className="bg-white"
          title="No articles found"
          description={filtered ? 'Try adjusting your filters' : 'Get started by writing your first article'}
          action={
            filtered ? null : (
              <Button onClick={() => setEditing({ item: null })}>
                <Plus aria-hidden="true" className="size-4" /> Write First Article
              </Button>
            )
          }
        />
      ) : (
        <section aria-label="Newsletters" aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <div className="mb-3 flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
            {query.data.total} {query.data.total === 1 ? 'newsletter' : 'newsletters'}
            {query.isFetching ? <ContentSpinnerInline /> : null}
          </div>
          <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
            {query.data.newsletters.map((n) => (
              <ContentCard
                key={n.id}
                item={{ ...n, image: n.featuredImageUrl }}
                onView={() => setViewing(n)}
                onEdit={() => setEditing({ item: n })}
                onDelete={() => setDeleting(n)}
              />
            ))}
          </ul>
          <Pagination className="mt-6" page={params.page} totalPages={query.data.totalPages} onPageChange={(page) => update({ page })} label="Newsletter pages" />
        </section>
      )}
      {form ? <NewsletterFormDialog key={form.item?.id ?? 'new'} item={form.item} onClose={closeForm} /> : null}
      {viewing ? <NewsletterViewDialog item={viewing} onClose={() => setViewing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete newsletter"
        message={NEWSLETTER_MESSAGES.deleteConfirm}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

function ContentSpinnerInline() {
  return <span className="inline-block size-3 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" aria-hidden="true" />;
}
