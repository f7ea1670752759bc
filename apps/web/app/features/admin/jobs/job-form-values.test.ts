import { describe, expect, it } from 'vitest';
import { JOB_MESSAGES, createJobSchema, type Job } from '@mnch/shared';
import { jobFormDefaults, jobPayload } from './job-form-values';

const stored: Job = {
  id: 1,
  title: 'Data Analyst',
  pathway: 'research-data',
  employmentType: 'full-time',
  level: null,
  location: 'Kampala',
  salary: null,
  summary: 'Analyse data.',
  description: '<p>Analyse.</p>',
  requirements: '<p>A degree.</p>',
  applyEmail: null,
  applyUrl: 'https://jobs.example.org/1',
  postedDate: '2030-01-04T21:00:00.000Z',
  deadline: '2030-01-31T20:59:59.999Z',
  status: 'published',
  state: 'open',
  isNew: true,
  createdAt: '2030-01-04T21:00:00.000Z',
  updatedAt: '2030-01-04T21:00:00.000Z',
  version: '"0"',
};

describe('job form values', () => {
  it("shows a stored job's days in the centre and its way to apply", () => {
    const values = jobFormDefaults(stored);
    expect(values).toMatchObject({
      postedDate: '2030-01-05',
      deadline: '2030-01-31',
      applyBy: 'link',
      applyTo: 'https://jobs.example.org/1',
    });
    // Saved again unchanged, the days read back as the same moments.
    const parsed = createJobSchema.parse(jobPayload(values));
    expect(parsed.postedDate?.toISOString()).toBe(stored.postedDate);
    expect(parsed.deadline?.toISOString()).toBe(stored.deadline);
    expect(parsed).toMatchObject({ applyUrl: stored.applyUrl, applyEmail: null });
  });

  it('sends the apply address to the field its kind names, clearing the other', () => {
    const values = { ...jobFormDefaults(stored), applyBy: 'email' as const, applyTo: 'careers@example.org' };
    expect(jobPayload(values)).toMatchObject({ applyEmail: 'careers@example.org', applyUrl: null });
    const empty = createJobSchema.safeParse(jobPayload({ ...values, applyTo: '' }));
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe(JOB_MESSAGES.applyRequired);
  });

  it('starts a new job as a draft posted today', () => {
    const values = jobFormDefaults(null, new Date('2030-03-10T10:00:00Z'));
    expect(values).toMatchObject({ status: 'draft', postedDate: '2030-03-10', deadline: '', applyBy: 'email' });
  });
});
