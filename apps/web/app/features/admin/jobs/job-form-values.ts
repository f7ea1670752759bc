import { toSiteDate, type CreateJobInput, type Job } from '@mnch/shared';

/** How a job is applied to: by email or at a web address (one of the two). */
export type ApplyBy = 'email' | 'link';

export interface JobFormValues {
  title: string;
  pathway: string;
  employmentType: string;
  level: string;
  location: string;
  salary: string;
  summary: string;
  description: string;
  requirements: string;
  postedDate: string;
  deadline: string;
  applyBy: ApplyBy;
  applyTo: string;
  status: string;
}

export function jobFormDefaults(job?: Job | null, now = new Date()): JobFormValues {
  return {
    title: job?.title ?? '',
    pathway: job?.pathway ?? '',
    employmentType: job?.employmentType ?? '',
    level: job?.level ?? '',
    location: job?.location ?? '',
    salary: job?.salary ?? '',
    summary: job?.summary ?? '',
    description: job?.description ?? '',
    requirements: job?.requirements ?? '',
    postedDate: toSiteDate(job?.postedDate ?? now),
    // The deadline is the end of a day in the centre (the API stores it so): that day.
    deadline: toSiteDate(job?.deadline),
    applyBy: job?.applyUrl ? 'link' : 'email',
    applyTo: job?.applyUrl ?? job?.applyEmail ?? '',
    status: job?.status ?? 'draft',
  };
}

/** The request body of POST/PUT /api/jobs: the apply address goes to the field its kind names, the other is cleared. */
export function jobPayload(v: JobFormValues): CreateJobInput {
  return {
    title: v.title,
    pathway: v.pathway as CreateJobInput['pathway'],
    employmentType: v.employmentType as CreateJobInput['employmentType'],
    level: v.level,
    location: v.location,
    salary: v.salary,
    summary: v.summary,
    description: v.description,
    requirements: v.requirements,
    postedDate: v.postedDate,
    deadline: v.deadline,
    applyEmail: v.applyBy === 'email' ? v.applyTo : null,
    applyUrl: v.applyBy === 'link' ? v.applyTo : null,
    status: v.status as CreateJobInput['status'],
  };
}
