import { Eye, Pencil, Trash2 } from 'lucide-react';
import { JOB_PATHWAY_LABELS, JOB_STATE_LABELS, JOB_TYPE_LABELS, type Job } from '@mnch/shared';
import { Badge } from '../../../components/ui';
import { JOB_STATE_TONES, formatJobDay } from './format';

interface JobsTableProps {
  jobs: Job[];
  onView: (job: Job) => void;
  onEdit: (job: Job) => void;
  onDelete: (job: Job) => void;
}

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-md transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** Job (title, summary), Pathway, State, Posted, Deadline, Actions. */
export function JobsTable({ jobs, onView, onEdit, onDelete }: JobsTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm" role="region" aria-label="Jobs" tabIndex={0}>
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Job
            </th>
            <th scope="col" className="px-4 py-3">
              Pathway
            </th>
            <th scope="col" className="px-4 py-3">
              State
            </th>
            <th scope="col" className="px-4 py-3 whitespace-nowrap">
              Posted
            </th>
            <th scope="col" className="px-4 py-3 whitespace-nowrap">
              Deadline
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
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
              <td className="px-4 py-2">
                <div className="flex justify-end gap-1">
                  <button
                    type="button"
                    onClick={() => onView(job)}
                    aria-label={`View Details: ${job.title}`}
                    title="View Details"
                    className={`${iconButton} text-slate-700 hover:bg-slate-100`}
                  >
                    <Eye aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    onClick={() => onEdit(job)}
                    aria-label={`Edit Job: ${job.title}`}
                    title="Edit Job"
                    className={`${iconButton} text-brand-800 hover:bg-brand-50`}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    onClick={() => onDelete(job)}
                    aria-label={`Delete Job: ${job.title}`}
                    title="Delete Job"
                    className={`${iconButton} text-red-700 hover:bg-red-50`}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
