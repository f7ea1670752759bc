import { describe, expect, it } from 'vitest';
import { createPressReleaseSchema, type PressRelease } from '@mnch/shared';
import { pressFormDefaults, pressPayload } from './press-form-values';

const stored: PressRelease = {
  id: 1,
  title: 'A release',
  summary: 'What happened.',
  date: '2025-03-17T21:00:00.000Z',
  link: '/uploads/documents/2025/03/release.pdf',
  createdAt: '2025-03-17T21:00:00.000Z',
  updatedAt: '2025-03-17T21:00:00.000Z',
};

describe('press release form values', () => {
  it("shows the release's day in the centre and its kind of link; saved unchanged it reads back the same", () => {
    const values = pressFormDefaults(stored);
    expect(values).toMatchObject({ date: '2025-03-18', linkKind: 'file', linkFile: stored.link, linkUrl: '' });
    const parsed = createPressReleaseSchema.parse(pressPayload(values));
    expect(parsed.date?.toISOString()).toBe(stored.date);
    expect(parsed.link).toBe(stored.link);
  });

  it('sends the link its kind names, or none', () => {
    const values = { ...pressFormDefaults(stored), linkUrl: 'https://news.example.org/a' };
    expect(pressPayload({ ...values, linkKind: 'url' }).link).toBe('https://news.example.org/a');
    expect(pressPayload({ ...values, linkKind: 'none' }).link).toBeNull();
    expect(pressFormDefaults({ ...stored, link: 'https://news.example.org/a' })).toMatchObject({ linkKind: 'url' });
    expect(pressFormDefaults(null, new Date('2030-01-01T22:00:00Z'))).toMatchObject({ linkKind: 'none', date: '2030-01-02' });
  });
});
