import { JOB_PATHWAY_LABELS, JOB_STATE_LABELS, JOB_TYPE_LABELS, jobApplyHref, type Job } from '@mnch/shared';
import { Badge, Dialog } from '../../../components/ui';
import { sanitizeHtml } from '../../../lib/sanitize';
import { JOB_STATE_TONES, formatJobDay } from './format';

/** All of a job's details, read-only. */
export function JobViewDialog({ job, onClose }: { job: Job; onClose: () => void }) {
  const facts: [string, string][] = [
    ['Pathway', JOB_PATHWAY_LABELS[job.pathway]],
    ['Employment type', JOB_TYPE_LABELS[job.employmentType]],
    ['Level', job.level || '—'],
    ['Location', job.location],
    ['Salary range', job.salary || '—'],
    ['Posted', formatJobDay(job.postedDate)],
    ['Deadline', formatJobDay(job.deadline)],
  ];
  return (
    <Dialog open onClose={onClose} title={job.title} size="xl">
      <div className="flex flex-wrap gap-2">
        <Badge tone={JOB_STATE_TONES[job.state]}>{JOB_STATE_LABELS[job.state]}</Badge>
        {job.isNew ? <Badge tone="amber">NEW</Badge> : null}
      </div>
      <p className="mt-4 text-sm text-slate-700">{job.summary}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
            <dd className="text-sm text-slate-900">{value}</dd>
          </div>
        ))}
        <div className="sm:col-span-2">
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">How to apply</dt>
          <dd className="text-sm">
            <a href={jobApplyHref(job)} className="break-all text-brand-700 underline underline-offset-2 hover:text-brand-800">
              {job.applyUrl ?? job.applyEmail}
            </a>
          </dd>
        </div>
      </dl>
      <h3 className="mt-6 text-sm font-semibold text-slate-900">Description</h3>
      <div className="prose-content mt-2" dangerouslySetInnerHTML={{ __html: sanitizeHtml(job.description) }} />
      <h3 className="mt-6 text-sm font-semibold text-slate-900">Requirements</h3>
      <div className="prose-content mt-2" dangerouslySetInnerHTML={{ __html: sanitizeHtml(job.requirements) }} />
    </Dialog>
  );
}
