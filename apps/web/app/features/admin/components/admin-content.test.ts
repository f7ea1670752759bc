import { describe, expect, it } from 'vitest';
import { articleInputSchema, toSiteDateTime } from '@mnch/shared';
import {
  categoryLabel,
  CONTENT_CATEGORY_OPTIONS,
  formatShortDate,
  goLiveLabel,
  isContentStatus,
  isPastPublishDate,
} from './content-status';
import { counterText } from '../../../components/form-fields';
import { schemaResolver } from './schema-resolver';
import { uploadPercent } from './upload';
import { hasActiveFilter, readListParams } from './use-list-params';

describe('content status and categories', () => {
  it('labels Program Expansion as News and Award as Blog, others as they are', () => {
    expect(categoryLabel('Program Expansion')).toBe('News');
    expect(categoryLabel('Award')).toBe('Blog');
    expect(categoryLabel('Partnership')).toBe('Partnership');
    expect(CONTENT_CATEGORY_OPTIONS.map((o) => o.label)).toEqual([
      'Research Breakthrough',
      'News',
      'Partnership',
      'Event',
      'Blog',
      'Press Release',
    ]);
  });
  it('recognises statuses and formats dates', () => {
    expect(isContentStatus('scheduled')).toBe(true);
    expect(isContentStatus('archived')).toBe(false);
    expect(formatShortDate('2026-11-22T10:00:00Z')).toBe('22 Nov 2026');
    expect(formatShortDate('nonsense')).toBe('');
    expect(toSiteDateTime(null)).toBe('');
    expect(toSiteDateTime('2026-01-05T06:07:00Z')).toBe('2026-01-05T09:07');
  });
});

describe('go-live dates', () => {
  const item = { createdAt: '2026-11-01T08:00:00Z', publishedAt: null, scheduledDate: null };
  it('names when a card went or goes live, in the centre time', () => {
    expect(goLiveLabel({ ...item, status: 'scheduled', scheduledDate: '2026-12-03T21:30:00Z' })).toEqual({
      prefix: 'Goes live',
      date: '2026-12-03T21:30:00Z',
      text: '4 Dec 2026, 00:30',
    });
    expect(goLiveLabel({ ...item, status: 'published', publishedAt: '2026-11-20T10:00:00Z' })).toMatchObject({
      prefix: 'Published',
      text: '20 Nov 2026',
    });
    expect(goLiveLabel({ ...item, status: 'draft' })).toMatchObject({ prefix: 'Created', text: '1 Nov 2026' });
  });
  it('knows a typed publish date that has already come', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    // 14:59 in Kampala is 11:59 UTC: passed; 15:01 is still to come.
    expect(isPastPublishDate('2026-11-26T14:59', now)).toBe(true);
    expect(isPastPublishDate('2026-11-26T15:01', now)).toBe(false);
    expect(isPastPublishDate('', now)).toBe(false);
    expect(isPastPublishDate('soon', now)).toBe(false);
  });
});

describe('counters and uploads', () => {
  it('shows n/160', () => {
    expect(counterText(0, 160)).toBe('0/160');
    expect(counterText(171, 160)).toBe('171/160');
  });
  it('computes an upload percent within 0-100', () => {
    expect(uploadPercent(50, 200)).toBe(25);
    expect(uploadPercent(1, 3)).toBe(33);
    expect(uploadPercent(10, 0)).toBe(0);
    expect(uploadPercent(300, 200)).toBe(100);
  });
});

describe('list params', () => {
  it('reads filters, sort and page from the URL', () => {
    const p = readListParams(new URLSearchParams('search=malaria&status=draft&page=3&sort=-title'));
    expect(p).toEqual({ search: 'malaria', status: 'draft', category: '', sort: '-title', page: 3 });
    expect(hasActiveFilter(p)).toBe(true);
    const none = readListParams(new URLSearchParams('page=-2'));
    expect(none.page).toBe(1);
    expect(hasActiveFilter(none)).toBe(false);
    expect(hasActiveFilter({ ...none, search: '   ' })).toBe(false);
  });
});

describe('schemaResolver', () => {
  it('maps the shared schema messages to fields', async () => {
    const resolver = schemaResolver<{ title: string; category: string; content: string }>(articleInputSchema, (v) => v);
    const result = await resolver({ title: '', category: '', content: '<p></p>' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors.title?.message).toBe('Article title is required');
    expect(result.errors.category?.message).toBe('Category is required');
    expect(result.errors.content?.message).toBe('Article content is required');
    const ok = await resolver({ title: 'T', category: 'Award', content: '<p>x</p>' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(ok.errors).toEqual({});
  });
});

describe('editor addresses', async () => {
  const { isAcceptableUrl } = await import('./rich-text-editor');
  it('accepts http(s), mailto and site paths for links; only site paths for images', () => {
    expect(isAcceptableUrl('https://example.org/a', 'link')).toBe(true);
    expect(isAcceptableUrl('mailto:info@example.org', 'link')).toBe(true);
    expect(isAcceptableUrl('/research', 'link')).toBe(true);
    expect(isAcceptableUrl('javascript:alert(1)', 'link')).toBe(false);
    expect(isAcceptableUrl('not a url', 'link')).toBe(false);
    expect(isAcceptableUrl('/uploads/images/a.png', 'image')).toBe(true);
    expect(isAcceptableUrl('https://example.org/a.png', 'image')).toBe(false);
    expect(isAcceptableUrl('/uploads/../x.png', 'image')).toBe(false);
    expect(isAcceptableUrl('//evil.example/x.png', 'image')).toBe(false);
    // With uploads in object storage, its files are images of this site too.
    expect(isAcceptableUrl('https://cdn.example.org/images/a.png', 'image', 'https://cdn.example.org/')).toBe(true);
    expect(isAcceptableUrl('https://cdn.example.org.evil.example/a.png', 'image', 'https://cdn.example.org/')).toBe(false);
    expect(isAcceptableUrl('https://example.org/a.png', 'image', 'https://cdn.example.org/')).toBe(false);
  });
});
