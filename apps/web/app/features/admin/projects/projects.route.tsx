import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { FolderKanban } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { PAGE_SIZES, PROJECT_MESSAGES, trashConfirm, type Project } from '@mnch/shared';
import { useDeleteRecord } from '../components/collection-api';
import { CollectionSection, type CollectionSectionCopy } from '../components/collection-section';
import { ConfirmDialog, useConfirm } from '../components/confirm-dialog';
import { clientOnlyLoader, backOfficeMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback } from '../components/spinner';
import { hasActiveFilter, useListParams } from '../components/use-list-params';
import { useArchiveProject, useUnarchiveProject } from './api/archive-project';
import { PROJECTS_KEY, projectsQuery } from './api/get-projects';
import { archivedParam, PROJECT_ARCHIVE_OPTIONS, PROJECT_CATEGORY_OPTIONS, PROJECT_STATUS_OPTIONS } from './format';
import { ProjectFormDialog } from './project-form';
import { ProjectViewDialog } from './project-view';
import { ProjectsTable } from './projects-table';

export const handle: SectionHandle = { title: 'Projects' };
export const meta = backOfficeMeta;

export const clientLoader = clientOnlyLoader;
export const HydrateFallback = BackOfficeHydrateFallback;

const COPY: CollectionSectionCopy<Project> = {
  description: 'Research projects shown on the public Research page: their status, dates, budget, partners and team.',
  add: 'Add Project',
  addFirst: 'Add First Project',
  searchLabel: 'Search projects',
  searchPlaceholder: 'Search projects...',
  loading: 'Loading projects',
  fetchFailed: 'Error loading projects',
  emptyTitle: 'No projects found',
  emptyHint: 'Get started by adding your first research project',
  emptySearchHint: 'Try adjusting your filters',
  plural: 'projects',
  pagesLabel: 'Project pages',
  deleteTitle: 'Delete project',
  deleteConfirm: trashConfirm('this project'),
  deleted: PROJECT_MESSAGES.deleted,
  deleteFailed: PROJECT_MESSAGES.saveFailed,
};

export default function ProjectsRoute() {
  const list = useListParams();
  const { params } = list;
  const [searchParams] = useSearchParams();
  // A project asked for by `?edit=` (the command palette) may be archived: the list looks at every project then.
  const archived = searchParams.has('edit') && !searchParams.has('archived') ? 'all' : archivedParam(searchParams.get('archived'));
  const query = useQuery(projectsQuery({ ...params, archived }));
  const remove = useDeleteRecord('/projects', PROJECTS_KEY);
  const archive = useArchiveProject();
  const unarchive = useUnarchiveProject();
  const archiving = useConfirm<Project>(
    async (project) => {
      await archive.mutateAsync(project.id);
      return PROJECT_MESSAGES.archived;
    },
    (reason) => `${PROJECT_MESSAGES.saveFailed} ${reason}`,
  );

  /** Puts an archived project back on the public site (nothing is lost, so no confirmation). */
  async function restore(project: Project) {
    try {
      await unarchive.mutateAsync(project.id);
      toast.success(PROJECT_MESSAGES.unarchived);
    } catch (err) {
      toast.error(`${PROJECT_MESSAGES.saveFailed} ${(err as Error).message}`);
    }
  }

  return (
    <CollectionSection<Project, NonNullable<typeof query.data>, 'status' | 'category' | 'archived'>
      copy={COPY}
      icon={FolderKanban}
      list={list}
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
      filtered={hasActiveFilter(params) || archived !== ''}
      pageSize={PAGE_SIZES.projects}
      query={query}
      items={(data) => data.projects}
      remove={remove}
      history={{ kind: 'projects', listKey: PROJECTS_KEY }}
      bulk={{ kind: 'projects', listKey: PROJECTS_KEY }}
      renderTable={(projects, handlers, sorting) => (
        <ProjectsTable
          projects={projects}
          {...handlers}
          {...sorting}
          onArchive={archiving.ask}
          onRestore={(project) => void restore(project)}
          restoring={unarchive.isPending ? unarchive.variables : undefined}
        />
      )}
      renderForm={(project, onClose) => <ProjectFormDialog project={project} onClose={onClose} />}
      renderView={(project, onClose) => <ProjectViewDialog project={project} onClose={onClose} />}
    >
      <ConfirmDialog
        {...archiving.dialog}
        title="Archive project"
        message="Archive this project? It leaves the public research page and this list; its data is kept."
        confirmLabel="Archive"
      />
    </CollectionSection>
  );
}
