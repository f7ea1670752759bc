// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  ALL_PATHWAYS,
  INTERNSHIP,
  JOB_PATHWAYS,
  applyHref,
  internshipCopy,
  jobs,
  pathways,
  type Job,
  type JobPathway,
} from '../../content/careers';
import { countByFilter, filterJobs, parsePathwayFilter } from './filter-jobs';
import { formatJobDate } from './format-date';

/** A position of the given pathway (the filter tests use their own list, not the page's content). */
const job = (id: number, pathway: JobPathway): Job => ({
  id,
  title: `Position ${id}`,
  pathway,
  location: 'Kampala',
  type: 'Contract',
  level: 'Entry level',
  salary: 'UGX 1,000,000 - 2,000,000 per month',
  summary: 'Summary.',
  description: 'Description.',
  responsibilities: ['Responsibility'],
  qualifications: ['Qualification'],
  skills: ['Skill'],
  postedDate: '2030-01-01',
  deadline: '2030-02-01',
  isNew: false,
});
const [research, coordination, , fieldService, internship] = JOB_PATHWAYS;
const JOBS = [job(1, research), job(2, research), job(3, coordination), job(4, internship), job(5, research)];

describe('careers content', () => {
  it('has pathways and jobs with every field, valid dates and a known pathway', () => {
    expect(pathways.length).toBeGreaterThan(0);
    expect(new Set(pathways.map((p) => p.id)).size).toBe(pathways.length);
    for (const p of pathways) {
      for (const key of ['title', 'level', 'description', 'fullDescription', 'duration', 'targetAudience', 'location'] as const) {
        expect(p[key]).toBeTruthy();
      }
      expect(p.benefits.length && p.skills.length && p.activities.length).toBeTruthy();
    }
    expect(new Set(jobs.map((j) => j.id)).size).toBe(jobs.length);
    for (const j of jobs) {
      for (const key of ['title', 'location', 'type', 'level', 'salary', 'summary', 'description'] as const)
        expect(j[key], `${j.title} ${key}`).toBeTruthy();
      expect(j.postedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(j.deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(j.deadline > j.postedDate, j.title).toBe(true);
      expect(JOB_PATHWAYS).toContain(j.pathway);
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
  it('mails the careers address with the job title as subject', () => {
    expect(applyHref('Data Analyst (Biostatistics)', 'jobs@test.example.org')).toBe(
      'mailto:jobs@test.example.org?subject=Data%20Analyst%20(Biostatistics)',
    );
  });
  it('formats ISO dates', () => {
    expect(formatJobDate('2025-10-31')).toBe('31 October 2025');
  });
});
