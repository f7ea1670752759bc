import { JOB_PATHWAY_LABELS, JOB_STATE_LABELS, JOB_TYPE_LABELS, jobApplyHref, type Job } from '@mnch/shared';
import { Badge, Dialog } from '../../../components/ui';
import { sanitizeHtml } from '../../../lib/sanitize';
import { JOB_STATE_TONES, formatJobDay } from './format';
import { FactItem, FactList } from '../components/fact-list';

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
      <FactList facts={facts}>
        <FactItem label="How to apply" className="sm:col-span-2">
          <a href={jobApplyHref(job)} className="break-all text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {job.applyUrl ?? job.applyEmail}
          </a>
        </FactItem>
      </FactList>
      <h3 className="mt-6 text-sm font-semibold text-slate-900">Description</h3>
      <div className="prose-content mt-2" dangerouslySetInnerHTML={{ __html: sanitizeHtml(job.description) }} />
      <h3 className="mt-6 text-sm font-semibold text-slate-900">Requirements</h3>
      <div className="prose-content mt-2" dangerouslySetInnerHTML={{ __html: sanitizeHtml(job.requirements) }} />
    </Dialog>
  );
}
