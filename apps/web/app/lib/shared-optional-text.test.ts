import { describe, expect, it } from 'vitest';
import { createProjectSchema, optionalText, subscribeSchema, updateEventSchema } from '@mnch/shared';

/** The one optional-text rule (packages/shared/src/schemas/common.ts, optionalText) every schema uses. */
describe('optional text', () => {
  it('trims; absent stays undefined; blank or null become undefined by default', () => {
    const text = optionalText(5);
    expect(text.parse(undefined)).toBeUndefined();
    expect(text.parse(null)).toBeUndefined();
    expect(text.parse('   ')).toBeUndefined();
    expect(text.parse('  abc  ')).toBe('abc');
    expect(text.parse(' 12345 ')).toBe('12345');
    expect(text.safeParse('123456').error?.issues[0]?.message).toBe('Must be at most 5 characters');
    expect(text.safeParse(5).error?.issues[0]?.message).toBe('Must be text');
  });

  it('with blank: null, blank or null clear the value (null) and absent leaves it (undefined)', () => {
    const text = optionalText(5, { blank: null, label: 'Excerpt' });
    expect(text.parse(undefined)).toBeUndefined();
    expect(text.parse(null)).toBeNull();
    expect(text.parse(' ')).toBeNull();
    expect(text.safeParse('123456').error?.issues[0]?.message).toBe('Excerpt must be at most 5 characters');
  });

  it('runs a check on non-blank values only', () => {
    const text = optionalText(50, { blank: null, check: { test: (v) => v.startsWith('/'), message: 'Bad' } });
    expect(text.parse('')).toBeNull();
    expect(text.safeParse('x').error?.issues[0]?.message).toBe('Bad');
  });

  it('is what the schemas apply', () => {
    expect(subscribeSchema.parse({ email: 'a@example.org', organization: '  ' }).organization).toBeUndefined();
    const project = createProjectSchema.parse({ title: 'T', description: '<p>D</p>', category: 'research', fundingSource: ' ' });
    expect(project.fundingSource).toBeNull();
    expect(updateEventSchema.parse({ venueName: '' }).venueName).toBeNull();
  });
});
