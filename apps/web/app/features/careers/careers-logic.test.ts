// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { JOB_PATHWAYS, jobApplyHref, type Job, type JobPathway } from '@mnch/shared';
import { ALL_PATHWAYS, INTERNSHIP, applyHref, internshipCopy, pathways } from '../../content/careers';
import { countByFilter, filterJobs, parsePathwayFilter } from './filter-jobs';
import { formatJobDate } from './format-date';

/** A position of the given pathway (the filter tests use their own list: jobs are in the database). */
const job = (id: number, pathway: JobPathway): Job => ({
  id,
  title: `Position ${id}`,
  pathway,
  employmentType: 'contract',
  level: 'Entry level',
  location: 'Kampala',
  salary: 'UGX 1,000,000 - 2,000,000 per month',
  summary: 'Summary.',
  description: '<p>Description.</p>',
  requirements: '<p>Requirements.</p>',
  applyEmail: 'careers@example.org',
  applyUrl: null,
  postedDate: '2030-01-01T00:00:00.000Z',
  deadline: '2030-02-01T00:00:00.000Z',
  status: 'published',
  state: 'open',
  isNew: false,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
  version: '"0"',
});
const [research, coordination, , fieldService, internship] = JOB_PATHWAYS;
const JOBS = [job(1, research), job(2, research), job(3, coordination), job(4, internship), job(5, research)];

describe('careers content', () => {
  it('has pathways with every field', () => {
    expect(pathways.length).toBeGreaterThan(0);
    expect(new Set(pathways.map((p) => p.id)).size).toBe(pathways.length);
    for (const p of pathways) {
      for (const key of ['title', 'level', 'description', 'fullDescription', 'duration', 'targetAudience', 'location'] as const) {
        expect(p[key]).toBeTruthy();
      }
      expect(p.benefits.length && p.skills.length && p.activities.length).toBeTruthy();
    }
    // A pathway's View openings names a filter of the list.
    for (const p of pathways) if (p.filter) expect(JOB_PATHWAYS).toContain(p.filter);
  });

  it('states the internship terms from INTERNSHIP', () => {
    expect(INTERNSHIP.minMonths).toBeLessThan(INTERNSHIP.maxMonths);
    expect(internshipCopy.text).toContain(`${INTERNSHIP.minMonths} to ${INTERNSHIP.maxMonths} months`);
    expect(internshipCopy.facts.map((f) => f.value)).toContain(`$${INTERNSHIP.monthlyStipendUsd} per month`);
  });
});

describe('job filter', () => {
  it('shows every position for all, else only the pathway', () => {
    expect(filterJobs(JOBS, ALL_PATHWAYS)).toEqual(JOBS);
    expect(filterJobs(JOBS, research).map((j) => j.id)).toEqual([1, 2, 5]);
    expect(filterJobs(JOBS, internship).map((j) => j.id)).toEqual([4]);
    // A pathway without openings: the empty state.
    expect(filterJobs(JOBS, fieldService)).toEqual([]);
  });

  it('counts per filter', () => {
    const counts = countByFilter(JOBS);
    expect(counts[ALL_PATHWAYS]).toBe(5);
    expect(counts[research]).toBe(3);
    expect(counts[coordination]).toBe(1);
    expect(counts[fieldService]).toBe(0);
    expect(JOB_PATHWAYS.reduce((sum, p) => sum + counts[p], 0)).toBe(5);
  });

  it('reads the URL parameter, falling back to all', () => {
    for (const pathway of JOB_PATHWAYS) expect(parsePathwayFilter(pathway)).toBe(pathway);
    expect(parsePathwayFilter('nonsense')).toBe(ALL_PATHWAYS);
    expect(parsePathwayFilter(null)).toBe(ALL_PATHWAYS);
  });
});

describe('apply link and dates', () => {
  it('mails the careers address with the subject (internships)', () => {
    expect(applyHref('Internship application', 'jobs@test.example.org')).toBe(
      'mailto:jobs@test.example.org?subject=Internship%20application',
    );
  });
  it('applies to a job at its link, or by mail to its address with the job title as subject', () => {
    const byMail = { ...job(1, research), title: 'Data Analyst (Biostatistics)' };
    expect(jobApplyHref(byMail)).toBe('mailto:careers@example.org?subject=Data%20Analyst%20(Biostatistics)');
    expect(jobApplyHref({ ...byMail, applyEmail: null, applyUrl: 'https://jobs.example.org/1' })).toBe('https://jobs.example.org/1');
  });
  it('formats ISO dates', () => {
    expect(formatJobDate('2025-10-31')).toBe('31 October 2025');
    // A deadline is the end of the centre's day: still that day there.
    expect(formatJobDate('2025-10-31T20:59:59.999Z')).toBe('31 October 2025');
  });
});
