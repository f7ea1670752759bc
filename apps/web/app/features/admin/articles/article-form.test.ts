import { describe, expect, it } from 'vitest';
import { articleInputSchema } from '@mnch/shared';
import { statusForAction } from '../components/content-status';
import { articleFormDefaults, articlePayload } from './article-form';

describe('article form', () => {
  it('Save as Draft forces Draft; Publish turns Draft into Published and keeps Scheduled', () => {
    expect(statusForAction('draft', 'published')).toBe('draft');
    expect(statusForAction('publish', 'draft')).toBe('published');
    expect(statusForAction('publish', 'scheduled')).toBe('scheduled');
    expect(statusForAction('publish', 'published')).toBe('published');
  });

  it('builds the request body with only a scheduled date for Scheduled (the server counts the read time)', () => {
    const words = Array.from({ length: 401 }, () => 'word').join(' ');
    const values = {
      ...articleFormDefaults(),
      title: 'A',
      slug: 'a',
      category: 'Award',
      content: `<p>${words}</p>`,
      status: 'published' as const,
      scheduledDate: '2030-01-01T10:00',
    };
    const body = articlePayload(values);
    expect(body).not.toHaveProperty('readTime');
    expect(body.scheduledDate).toBeNull();
    expect(body.kind).toBe('article');
    const scheduled = articlePayload({ ...values, status: 'scheduled' });
    expect(scheduled.scheduledDate).toBe('2030-01-01T07:00:00.000Z'); // 10:00 in Kampala
    expect(articleInputSchema.safeParse(scheduled).success).toBe(true);
  });

  it('a scheduled article without a date gets the date message', () => {
    const body = articlePayload({
      ...articleFormDefaults(),
      title: 'A',
      slug: 'a',
      category: 'Award',
      content: '<p>x</p>',
      status: 'scheduled',
    });
    const result = articleInputSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['scheduledDate']);
  });
});
