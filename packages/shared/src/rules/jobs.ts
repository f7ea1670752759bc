/**
 * Jobs (the careers page's open positions): the pathways, employment types, states, texts and rules,
 * without zod, so that pages can use them without loading the schemas (../schemas/jobs.ts builds on them).
 */

/** The five pathways the Open Positions list filters by: ids, as stored and as the page's `?pathway=`. */
export const JOB_PATHWAYS = ['research-data', 'coordination-field', 'young-professionals', 'field-service', 'internships'] as const;
export type JobPathway = (typeof JOB_PATHWAYS)[number];
export const JOB_PATHWAY_LABELS: Record<JobPathway, string> = {
  'research-data': 'Research Assistants & Data Analysts',
  'coordination-field': 'Project Coordination & Field Operations',
  'young-professionals': 'Young Professionals & Fellows',
  'field-service': 'Field Service Category',
  internships: 'Internship Programme',
};

export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'fellowship', 'internship'] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const JOB_TYPE_LABELS: Record<JobType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  fellowship: 'Fellowship',
  internship: 'Internship',
};

/** What staff set: a draft is seen only in the back office; a published job is on /jobs until its deadline. */
export const JOB_STATUSES = ['draft', 'published'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/**
 * What a job is now, computed from its status and deadline (never stored): a draft, open (published,
 * deadline ahead) or closed (published, deadline passed). A job closes by itself at its deadline.
 */
export const JOB_STATES = ['draft', 'open', 'closed'] as const;
export type JobState = (typeof JOB_STATES)[number];
export const JOB_STATE_LABELS: Record<JobState, string> = { draft: 'Draft', open: 'Open', closed: 'Closed' };

/** A job is NEW for this many days from its posted date (docs/behaviour/careers-and-training.md). */
export const JOB_NEW_DAYS = 14;
const DAY_MS = 86_400_000;

/** The moment a job posted at `postedDate` stops being NEW. */
export const jobNewUntil = (postedDate: Date) => new Date(postedDate.getTime() + JOB_NEW_DAYS * DAY_MS);

/** True while the job is within JOB_NEW_DAYS of its posted date. */
export const isNewJob = (postedDate: Date, now: Date) => now < jobNewUntil(postedDate);

/** The job's state at `now`: draft, open until its deadline, then closed. */
export function jobState(status: JobStatus, deadline: Date, now: Date): JobState {
  if (status === 'draft') return 'draft';
  return now < deadline ? 'open' : 'closed';
}

export const JOB_LIMITS = {
  title: 200,
  text: 200,
  salary: 200,
  summary: 500,
  /** Rich HTML of the description and of the requirements. */
  richText: 100_000,
  searchTerm: 200,
} as const;

export const JOB_MESSAGES = {
  titleRequired: 'Job title is required',
  pathwayRequired: 'Pathway is required',
  pathwayInvalid: `Pathway must be one of: ${JOB_PATHWAYS.join(', ')}`,
  typeRequired: 'Employment type is required',
  typeInvalid: `Employment type must be one of: ${JOB_TYPES.join(', ')}`,
  statusInvalid: 'Status must be draft or published',
  stateInvalid: 'State must be open, closed, draft or all',
  locationRequired: 'Location is required',
  summaryRequired: 'Summary is required',
  descriptionRequired: 'Job description is required',
  requirementsRequired: 'Requirements are required',
  postedDateRequired: 'Posted date is required',
  deadlineRequired: 'Deadline is required',
  dateInvalid: 'Please enter a valid date',
  deadlineBeforePosted: 'The deadline must be after the posted date',
  applyEmailInvalid: 'Please enter a valid email address to apply to',
  applyUrlInvalid: 'Please enter a valid web address (http or https) to apply at',
  applyRequired: 'Give an email address or a web address to apply at',
  applyBoth: 'Give an email address or a web address to apply at, not both',
  notFound: 'Job not found',
  created: 'Job created successfully',
  updated: 'Job updated successfully',
  deleted: 'Job moved to the trash',
  emptyTitle: 'No jobs found',
  emptySearchHint: 'Try adjusting your search or filters',
  emptyHint: 'Add the first job to show it on the careers page',
} as const;

/** How to apply: a mail link (with the job title as the subject) or the web address given. */
export function jobApplyHref(job: { title: string; applyEmail: string | null; applyUrl: string | null }): string {
  if (job.applyUrl) return job.applyUrl;
  return `mailto:${job.applyEmail ?? ''}?subject=${encodeURIComponent(job.title)}`;
}
