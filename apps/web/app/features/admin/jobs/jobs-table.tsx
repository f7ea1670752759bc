import { DataTable, RowActions, type RowHandlers, type TableSort } from '../components/data-table';
import { JOB_PATHWAY_LABELS, JOB_STATE_LABELS, JOB_TYPE_LABELS, type Job } from '@mnch/shared';
import { Badge } from '../../../components/ui';
import { JOB_STATE_TONES, formatJobDay } from './format';

interface JobsTableProps extends RowHandlers<Job> {
  jobs: Job[];
}

/** Job (title, summary), Pathway, State, Posted, Deadline, Actions. */
export function JobsTable({ jobs, onView, onEdit, onDelete, onHistory, sort, onSort }: JobsTableProps & TableSort) {
  return (
    <DataTable
      sort={sort}
      onSort={onSort}
      label="Jobs"
      columns={[
        { label: 'Job', sort: 'title' },
        { label: 'Pathway', sort: 'pathway' },
        'State',
        { label: 'Posted', className: 'whitespace-nowrap', sort: 'postedDate' },
        { label: 'Deadline', className: 'whitespace-nowrap', sort: 'deadline' },
      ]}
    >
      {jobs.map((job) => (
        <tr key={job.id} className="align-top hover:bg-slate-50/60">
          <td className="max-w-md min-w-56 px-4 py-3">
            <p className="font-semibold text-slate-900">{job.title}</p>
            <p className="mt-0.5 text-xs text-slate-600">
              {JOB_TYPE_LABELS[job.employmentType]} · {job.location}
            </p>
          </td>
          <td className="px-4 py-3 text-slate-700">{JOB_PATHWAY_LABELS[job.pathway]}</td>
          <td className="px-4 py-3">
            <div className="flex flex-wrap gap-1">
              <Badge tone={JOB_STATE_TONES[job.state]}>{JOB_STATE_LABELS[job.state]}</Badge>
              {job.isNew ? <Badge tone="amber">NEW</Badge> : null}
            </div>
          </td>
          <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatJobDay(job.postedDate)}</td>
          <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatJobDay(job.deadline)}</td>
          <RowActions
            name={job.title}
            noun="Job"
            viewLabel="View Details"
            onView={() => onView(job)}
            onEdit={() => onEdit(job)}
            onHistory={onHistory ? () => onHistory(job) : undefined}
            onDelete={() => onDelete(job)}
          />
        </tr>
      ))}
    </DataTable>
  );
}
