import { Archive, ArchiveRestore } from 'lucide-react';
import type { Project } from '@mnch/shared';
import { Badge } from '../../../components/ui';
import { DataTable, IconButton, RowActions, type RowHandlers, type TableSort } from '../components/data-table';
import {
  PROJECT_CATEGORY_LABELS,
  PROJECT_STATUS_LABELS,
  PROJECT_STATUS_TONES,
  formatBudget,
  formatProjectDate,
  plainTextPreview,
} from './format';

interface ProjectsTableProps extends RowHandlers<Project> {
  projects: Project[];
  onArchive: (p: Project) => void;
  /** Unarchive: shown instead of Archive on an archived project. */
  onRestore: (p: Project) => void;
  /** The id of a project being restored (its button is busy). */
  restoring?: number;
}

/** Project Title (with an 80-character preview), Category, Status, Start Date, Budget, Actions. */
export function ProjectsTable({
  projects,
  onView,
  onEdit,
  onDelete,
  onArchive,
  onHistory,
  onRestore,
  restoring,
  sort,
  onSort,
}: ProjectsTableProps & TableSort) {
  return (
    <DataTable
      sort={sort}
      onSort={onSort}
      label="Projects"
      columns={[
        { label: 'Project Title', sort: 'title' },
        { label: 'Category', sort: 'category' },
        { label: 'Status', sort: 'status' },
        { label: 'Start Date', className: 'whitespace-nowrap', sort: 'startDate' },
        { label: 'Budget', className: 'text-right', sort: 'budget' },
      ]}
    >
      {projects.map((p) => (
        <tr key={p.id} className="align-top hover:bg-slate-50/60">
          <td className="max-w-md min-w-56 px-4 py-3">
            <p className="font-semibold text-slate-900">
              {p.title}
              {p.archived ? (
                <Badge tone="neutral" className="ml-2 align-middle">
                  Archived
                </Badge>
              ) : null}
            </p>
            <p className="mt-0.5 text-xs text-slate-600">{plainTextPreview(p.description)}</p>
          </td>
          <td className="px-4 py-3 text-slate-700">{PROJECT_CATEGORY_LABELS[p.category] ?? p.category}</td>
          <td className="px-4 py-3">
            <Badge tone={PROJECT_STATUS_TONES[p.status] ?? 'neutral'}>{PROJECT_STATUS_LABELS[p.status] ?? p.status}</Badge>
          </td>
          <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatProjectDate(p.startDate)}</td>
          <td className="px-4 py-3 text-right whitespace-nowrap text-slate-900 tabular-nums">{formatBudget(p.budget, p.currency)}</td>
          <RowActions
            name={p.title}
            noun="Project"
            viewLabel="View Details"
            onView={() => onView(p)}
            onEdit={() => onEdit(p)}
            onHistory={onHistory ? () => onHistory(p) : undefined}
            onDelete={() => onDelete(p)}
            writeExtra={
              p.archived ? (
                <IconButton
                  label={`Restore Project: ${p.title}`}
                  title="Restore Project (back on the public site)"
                  tone="text-emerald-800 hover:bg-emerald-50 disabled:opacity-50"
                  icon={ArchiveRestore}
                  disabled={restoring === p.id}
                  onClick={() => onRestore(p)}
                />
              ) : (
                <IconButton
                  label={`Archive Project: ${p.title}`}
                  title="Archive Project"
                  tone="text-amber-800 hover:bg-amber-50"
                  icon={Archive}
                  onClick={() => onArchive(p)}
                />
              )
            }
          />
        </tr>
      ))}
    </DataTable>
  );
}
