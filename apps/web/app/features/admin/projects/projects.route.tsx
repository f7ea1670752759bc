import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { FolderKanban } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { PAGE_SIZES, PROJECT_MESSAGES, trashConfirm, type Project } from '@mnch/shared';
import { EmptyState } from '../../../components/ui';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ListFilters } from '../components/list-filters';
import { QueryStates } from '../components/query-error';
import { PagedList } from '../components/paged-list';
import { SectionHeader, sectionMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback } from '../components/spinner';
import { hasActiveFilter, useListParams } from '../components/use-list-params';
import { useRevisionHistory } from '../components/revision-history-lazy';
import type { Route } from './+types/projects.route';
import { useArchiveProject, useUnarchiveProject } from './api/archive-project';
import { useDeleteProject } from './api/delete-project';
import { PROJECTS_KEY, projectsQuery } from './api/get-projects';
import { archivedParam, PROJECT_ARCHIVE_OPTIONS, PROJECT_CATEGORY_OPTIONS, PROJECT_STATUS_OPTIONS } from './format';
import { ProjectFormDialog } from './project-form';
import { ProjectViewDialog } from './project-view';
import { ProjectsTable } from './projects-table';
import { AddButton } from '../components/access';

const TITLE = 'Projects';
export const handle: SectionHandle = { title: TITLE };
export const meta = ({ loaderData }: Route.MetaArgs) => sectionMeta(TITLE, loaderData !== undefined);

/** Client-only, like every back-office route; the admin layout's guard has already run. */
export async function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <BackOfficeHydrateFallback />;
}

type Editing = { project: Project | null } | null;
type Pending = { kind: 'delete' | 'archive'; project: Project } | null;

const CONFIRM = {
  delete: {
    title: 'Delete project',
    message: trashConfirm('this project'),
    label: 'Delete',
  },
  archive: {
    title: 'Archive project',
    message: 'Archive this project? It leaves the public research page and this list; its data is kept.',
    label: 'Archive',
  },
} as const;

export default function ProjectsRoute() {
  const { params, update, wantsNew, clearNew } = useListParams();
  const archived = archivedParam(useSearchParams()[0].get('archived'));
  const query = useQuery(projectsQuery({ ...params, archived }));
  const remove = useDeleteProject();
  const archive = useArchiveProject();
  const unarchive = useUnarchiveProject();
  const [editingState, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<Project | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const history = useRevisionHistory('projects', PROJECTS_KEY);
  const form: Editing = editingState ?? (wantsNew ? { project: null } : null);
  const closeForm = () => {
    setEditing(null);
    if (wantsNew) clearNew();
  };
  const filtered = hasActiveFilter(params) || archived !== '';

  /** Puts an archived project back on the public site (nothing is lost, so no confirmation). */
  async function restore(project: Project) {
    try {
      await unarchive.mutateAsync(project.id);
      toast.success(PROJECT_MESSAGES.unarchived);
    } catch (err) {
      toast.error(`${PROJECT_MESSAGES.saveFailed} ${(err as Error).message}`);
    }
  }

  async function confirmPending() {
    if (!pending) return;
    try {
      if (pending.kind === 'delete') {
        await remove.mutateAsync(pending.project.id);
        toast.success(PROJECT_MESSAGES.deleted);
      } else {
        await archive.mutateAsync(pending.project.id);
        toast.success(PROJECT_MESSAGES.archived);
      }
      setPending(null);
    } catch (err) {
      toast.error(`${PROJECT_MESSAGES.saveFailed} ${(err as Error).message}`);
    }
  }

  const addButton = (label: string) => <AddButton label={label} onClick={() => setEditing({ project: null })} />;

  return (
    <>
      <SectionHeader
        description="Research projects shown on the public Research page: their status, dates, budget, partners and team."
        actions={addButton('Add Project')}
      />
      <ListFilters<'status' | 'category' | 'archived'>
        searchLabel="Search projects"
        searchPlaceholder="Search projects..."
        search={params.search}
        onChange={update}
        selects={[
          { name: 'status', label: 'Filter by status', allLabel: 'All Status', value: params.status, options: PROJECT_STATUS_OPTIONS },
          {
            name: 'category',
            label: 'Filter by category',
            allLabel: 'All Categories',
            value: params.category,
            options: PROJECT_CATEGORY_OPTIONS,
          },
          { name: 'archived', label: 'Filter by archive', allLabel: 'Active', value: archived, options: PROJECT_ARCHIVE_OPTIONS },
        ]}
      />
      <QueryStates
        query={query}
        loading="Loading projects"
        errorTitle="Error loading projects"
        empty={
          query.data?.projects.length === 0 ? (
            <EmptyState
              icon={FolderKanban}
              className="bg-white"
              title="No projects found"
              description={filtered ? 'Try adjusting your filters' : 'Get started by adding your first research project'}
              action={filtered ? null : addButton('Add First Project')}
            />
          ) : null
        }
      >
        {(data) => (
          <PagedList
            first={(params.page - 1) * PAGE_SIZES.projects}
            shown={data.projects.length}
            total={data.total}
            noun="projects"
            page={params.page}
            totalPages={data.totalPages}
            onPage={(page) => update({ page })}
            label="Project pages"
          >
            <ProjectsTable
              projects={data.projects}
              onView={setViewing}
              onEdit={(project) => setEditing({ project })}
              onDelete={(project) => setPending({ kind: 'delete', project })}
              onArchive={(project) => setPending({ kind: 'archive', project })}
              onHistory={history.open}
              onRestore={(project) => void restore(project)}
              restoring={unarchive.isPending ? unarchive.variables : undefined}
            />
          </PagedList>
        )}
      </QueryStates>
      {form ? <ProjectFormDialog key={form.project?.id ?? 'new'} project={form.project} onClose={closeForm} /> : null}
      {viewing ? <ProjectViewDialog project={viewing} onClose={() => setViewing(null)} /> : null}
      {history.dialog}
      <ConfirmDialog
        open={pending !== null}
        title={pending ? CONFIRM[pending.kind].title : ''}
        message={pending ? CONFIRM[pending.kind].message : ''}
        confirmLabel={pending ? CONFIRM[pending.kind].label : undefined}
        busy={remove.isPending || archive.isPending}
        onConfirm={() => void confirmPending()}
        onClose={() => setPending(null)}
      />
    </>
  );
}
