import { DetailDialog } from '../../components/detail-dialog';
import { useLocation } from 'react-router';
import { ArrowRight, Banknote, Briefcase, CalendarClock, MapPin, SearchX, Send } from 'lucide-react';
import { clsx } from 'clsx';
import { Badge, EmptyState, InPlaceLink, buttonClasses } from '../../components/ui';
import { addressWith, useAddressedSelection } from '../../lib/use-addressed-selection';
import { JOB_PATHWAYS, JOB_PATHWAY_LABELS, JOB_TYPE_LABELS, jobApplyHref, type Job } from '@mnch/shared';
import { ALL_PATHWAYS, jobsCopy, type PathwayFilter } from '../../content/careers';
import { countByFilter, filterJobs } from './filter-jobs';
import { formatJobDate } from './format-date';

const labels = jobsCopy.labels;
const FILTERS: { value: PathwayFilter; label: string }[] = [
  { value: ALL_PATHWAYS, label: jobsCopy.allLabel },
  ...JOB_PATHWAYS.map((pathway) => ({ value: pathway, label: JOB_PATHWAY_LABELS[pathway] })),
];
/** "Full-time · Mid level". */
const typeAndLevel = (job: Job) => [JOB_TYPE_LABELS[job.employmentType], job.level].filter(Boolean).join(' · ');

interface JobListProps {
  /** The open positions (the API's: a job leaves the list by itself at its deadline). */
  jobs: readonly Job[];
  filter: PathwayFilter;
  onFilterChange: (filter: PathwayFilter) => void;
  /** The address of the page with the list filtered (rendered filtered by the server). */
  filterHref: (filter: PathwayFilter) => string;
}

/** The query parameter that opens a position's details (/jobs?job=<id>, rendered open by the server). */
export const JOB_PARAM = 'job';

/**
 * Open Positions: the pathway filter, the list, its empty state and the View Details dialog. The
 * filters are links to the page filtered (?pathway=) and View Details a link to the page with the
 * dialog open, both handled in place once hydrated (docs/no-script.md, "Controls").
 */
export function JobList({ jobs, filter, onFilterChange, filterHref }: JobListProps) {
  const location = useLocation();
  const [selectedId, setSelectedId] = useAddressedSelection(JOB_PARAM);
  const selected: Job | null = jobs.find((job) => String(job.id) === selectedId) ?? null;
  const href = (id: number | null) =>
    addressWith(location.pathname, location.search, JOB_PARAM, id === null ? null : String(id), `#${jobsCopy.id}`);
  const close = () => setSelectedId(null);
  const visible = filterJobs(jobs, filter);
  const counts = countByFilter(jobs);

  return (
    <>
      <nav aria-label={jobsCopy.filterLabel} className="flex flex-wrap gap-2">
        {FILTERS.map(({ value, label }) => {
          const active = value === filter;
          return (
            <InPlaceLink
              key={value}
              href={filterHref(value)}
              onActivate={() => onFilterChange(value)}
              aria-current={active ? 'true' : undefined}
              className={clsx(
                'inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-inset transition-colors',
                active
                  ? 'bg-brand-700 text-white ring-brand-700'
                  : 'bg-white text-slate-700 ring-slate-300 hover:bg-brand-50 hover:text-brand-800',
              )}
            >
              {label}
              <span
                aria-hidden="true"
                className={clsx('rounded-full px-2 py-0.5 text-xs', active ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-600')}
              >
                {counts[value]}
              </span>
            </InPlaceLink>
          );
        })}
      </nav>

      <p role="status" className="mt-6 text-sm font-medium text-slate-600">
        {jobsCopy.resultsLabel(visible.length)}
      </p>

      {visible.length === 0 ? (
        <EmptyState
          className="mt-4 bg-white"
          icon={SearchX}
          as="h3"
          title={jobsCopy.empty.title}
          description={jobsCopy.empty.text}
          action={
            <InPlaceLink
              href={filterHref(ALL_PATHWAYS)}
              onActivate={() => onFilterChange(ALL_PATHWAYS)}
              className={buttonClasses({ variant: 'secondary' })}
            >
              {jobsCopy.empty.reset}
            </InPlaceLink>
          }
        />
      ) : (
        <ul className="mt-4 space-y-4">
          {visible.map((job) => (
            <li
              key={job.id}
              className="flex flex-col gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md lg:flex-row lg:items-center lg:justify-between"
            >
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone="brand">{JOB_PATHWAY_LABELS[job.pathway]}</Badge>
                  {job.isNew ? <Badge tone="amber">{jobsCopy.newBadge}</Badge> : null}
                </div>
                <h3 className="mt-3 text-lg font-semibold text-slate-900">{job.title}</h3>
                <p className="mt-1 text-[15px] leading-relaxed text-slate-600">{job.summary}</p>
                <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600">
                  <li className="inline-flex items-center gap-1.5">
                    <MapPin aria-hidden="true" className="size-4 text-brand-600" />
                    <span className="sr-only">{labels.location}: </span>
                    {job.location}
                  </li>
                  <li className="inline-flex items-center gap-1.5">
                    <Briefcase aria-hidden="true" className="size-4 text-brand-600" />
                    <span className="sr-only">{labels.type}: </span>
                    {typeAndLevel(job)}
                  </li>
                  <li className="inline-flex items-center gap-1.5">
                    <CalendarClock aria-hidden="true" className="size-4 text-brand-600" />
                    {labels.deadline}: {formatJobDate(job.deadline)}
                  </li>
                </ul>
              </div>
              <div className="flex shrink-0 flex-wrap gap-3">
                <InPlaceLink
                  href={href(job.id)}
                  onActivate={() => setSelectedId(String(job.id))}
                  className={buttonClasses({ variant: 'secondary' })}
                  aria-label={`${jobsCopy.viewDetails}: ${job.title}`}
                >
                  {jobsCopy.viewDetails}
                </InPlaceLink>
                <a href={jobApplyHref(job)} className={buttonClasses()} aria-label={`${jobsCopy.apply}: ${job.title}`}>
                  <Send aria-hidden="true" className="size-4" />
                  {jobsCopy.apply}
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}

      <DetailDialog
        item={selected}
        close={{ href: href(null), label: jobsCopy.close, onClose: close }}
        description={selected ? `${JOB_PATHWAY_LABELS[selected.pathway]} · ${selected.location}` : undefined}
        size="xl"
        action={
          selected ? (
            <a href={jobApplyHref(selected)} className={buttonClasses()}>
              <Send aria-hidden="true" className="size-4" />
              {jobsCopy.apply}
            </a>
          ) : null
        }
      >
        {selected ? <JobDetails job={selected} /> : null}
      </DetailDialog>
    </>
  );
}

function JobDetails({ job }: { job: Job }) {
  const facts = [
    ...(job.salary ? [{ icon: Banknote, label: labels.salary, value: job.salary }] : []),
    { icon: Briefcase, label: labels.type, value: typeAndLevel(job) },
    { icon: CalendarClock, label: labels.posted, value: formatJobDate(job.postedDate) },
    { icon: CalendarClock, label: labels.deadline, value: formatJobDate(job.deadline) },
  ];
  const apply = jobApplyHref(job);
  return (
    <div className="space-y-6">
      {job.isNew ? <Badge tone="amber">{jobsCopy.newBadge}</Badge> : null}
      <dl className="grid gap-3 sm:grid-cols-2">
        {facts.map(({ icon: Icon, label, value }) => (
          <div key={label} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
            <dt className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wider text-slate-600">
              <Icon aria-hidden="true" className="size-4 text-brand-600" />
              {label}
            </dt>
            <dd className="mt-1 text-sm font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {/* Rich text as the API stored it: cleaned once, when written (decision 0014). */}
      <div>
        <h3 className="text-sm font-semibold uppercase tracking-wider text-slate-600">{labels.description}</h3>
        <div className="prose-content mt-2" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: job.description }} />
      </div>
      <div>
        <h3 className="text-sm font-semibold uppercase tracking-wider text-slate-600">{labels.requirements}</h3>
        <div className="prose-content mt-2" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: job.requirements }} />
      </div>
      <p className="flex items-start gap-2 rounded-xl bg-brand-50 p-4 text-sm text-brand-900 ring-1 ring-brand-100">
        <ArrowRight aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {job.applyUrl ? (
          <span>
            {jobsCopy.applyOnline.before}
            <a href={apply} className="break-all font-semibold underline underline-offset-2 hover:text-brand-700">
              {job.applyUrl}
            </a>
            {jobsCopy.applyOnline.after}
          </span>
        ) : (
          <span>
            {jobsCopy.applyNote.before}
            <a href={apply} className="font-semibold underline underline-offset-2 hover:text-brand-700">
              {job.applyEmail}
            </a>
            {jobsCopy.applyNote.after}
          </span>
        )}
      </p>
    </div>
  );
}
