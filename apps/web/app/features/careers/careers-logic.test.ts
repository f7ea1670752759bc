// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ALL_PATHWAYS, INTERNSHIP, JOB_PATHWAYS, applyHref, jobs, pathways } from '../../content/careers';
import { site } from '../../content/site';
import { countByFilter, filterJobs, parsePathwayFilter } from './filter-jobs';
import { formatJobDate } from './format-date';

describe('careers content', () => {
  it('has six pathways and five jobs with every field, dated 2025, paid in UGX', () => {
    expect(pathways).toHaveLength(6);
    for (const p of pathways) {
      for (const key of ['title', 'level', 'description', 'fullDescription', 'duration', 'targetAudience', 'location'] as const) {
        expect(p[key]).toBeTruthy();
      }
      expect(p.benefits.length && p.skills.length && p.activities.length).toBeTruthy();
    }
    expect(jobs).toHaveLength(5);
    expect(new Set(jobs.map((j) => j.id)).size).toBe(5);
    for (const j of jobs) {
      expect(j.salary).toMatch(/^UGX [\d,]+ - [\d,]+/);
      expect(j.postedDate.startsWith('2025-')).toBe(true);
      expect(j.deadline.startsWith('2025-')).toBe(true);
      expect(j.deadline > j.postedDate).toBe(true);
      expect(JOB_PATHWAYS).toContain(j.pathway);
    }
    expect(jobs.some((j) => j.isNew)).toBe(true);
    expect(INTERNSHIP).toEqual({ minMonths: 3, maxMonths: 6, monthlyStipendUsd: 500 });
  });
});

describe('job filter', () => {
  it('shows every position for all, else only the pathway', () => {
    expect(filterJobs(jobs, ALL_PATHWAYS)).toHaveLength(5);
    expect(filterJobs(jobs, 'Research Assistants & Data Analysts').map((j) => j.id)).toEqual([1, 2]);
    expect(filterJobs(jobs, 'Internship Programme').map((j) => j.id)).toEqual([5]);
    // No field service opening at the moment: the empty state.
    expect(filterJobs(jobs, 'Field Service Category')).toEqual([]);
  });

  it('counts per filter', () => {
    const counts = countByFilter(jobs);
    expect(counts[ALL_PATHWAYS]).toBe(5);
    expect(JOB_PATHWAYS.reduce((sum, p) => sum + counts[p], 0)).toBe(5);
  });

  it('reads the URL parameter, falling back to all', () => {
    expect(parsePathwayFilter('Young Professionals & Fellows')).toBe('Young Professionals & Fellows');
    expect(parsePathwayFilter('nonsense')).toBe(ALL_PATHWAYS);
    expect(parsePathwayFilter(null)).toBe(ALL_PATHWAYS);
  });
});

describe('apply link and dates', () => {
  it('mails the careers address with the job title as subject', () => {
    expect(applyHref('Data Analyst (Biostatistics)')).toBe(
      `mailto:${site.emails.careers}?subject=Data%20Analyst%20(Biostatistics)`,
    );
  });
  it('formats ISO dates', () => {
    expect(formatJobDate('2025-10-31')).toBe('31 October 2025');
  });
});
