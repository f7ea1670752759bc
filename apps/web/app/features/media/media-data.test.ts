import { describe, expect, it } from 'vitest';
import { coverGradient, galleryLarge, galleryThumb, mediaHref, parseMediaQuery, tabFromHash, viewerHref } from './media-data';
import { appendUnique, categoryLabel, newsCategories } from './news-tab';
import { stepIndex } from './gallery-tab';
import { formatDate } from '../../lib/dates';
import type { Article } from '../../lib/articles';

describe('media URL state', () => {
  it('reads the tab from the hash, only for known tabs', () => {
    expect(tabFromHash('#press')).toBe('press');
    expect(tabFromHash('#gallery')).toBe('gallery');
    expect(tabFromHash('#other')).toBeNull();
    expect(tabFromHash('')).toBeNull();
  });

  it('parses pages and terms, defaulting bad pages to 1', () => {
    expect(parseMediaQuery(new URLSearchParams('category=Blog&q=%20malaria%20&reportsPage=3&galleryPage=-2'))).toEqual({
      tab: null,
      category: 'Blog',
      reportsSearch: 'malaria',
      reportsPage: 3,
      galleryPage: 1,
    });
  });

  it('reads the tab from ?tab= (for pages rendered without the hash), ignoring unknown ones', () => {
    expect(parseMediaQuery(new URLSearchParams('tab=press')).tab).toBe('press');
    expect(parseMediaQuery(new URLSearchParams('tab=other')).tab).toBeNull();
  });

  it('builds addresses that keep other parameters, drop empty ones and page 1, and carry the hash', () => {
    const current = new URLSearchParams('category=News&reportsPage=2');
    expect(mediaHref(current, { q: 'hiv', reportsPage: null }, 'reports')).toBe('/media?category=News&q=hiv&tab=reports#reports');
    expect(mediaHref(current, { galleryPage: 1, category: '' }, 'gallery')).toBe('/media?reportsPage=2&tab=gallery#gallery');
  });

  it('points documents at the viewer with the url and title encoded', () => {
    expect(viewerHref('/uploads/a b.pdf', 'R&D brief')).toBe('/pdf-viewer?url=%2Fuploads%2Fa+b.pdf&title=R%26D+brief');
  });
});

describe('news', () => {
  it('labels Program Expansion as News and Award as Blog', () => {
    expect(categoryLabel('Program Expansion')).toBe('News');
    expect(categoryLabel('Award')).toBe('Blog');
    expect(categoryLabel('Partnership')).toBe('Partnership');
    expect(newsCategories[0]).toBe('');
    expect(newsCategories).toContain('Blog');
  });

  it('appends a page without repeating articles already shown', () => {
    const a = (id: number) => ({ id }) as Article;
    expect(appendUnique([a(1), a(2)], [a(2), a(3)]).map((x) => x.id)).toEqual([1, 2, 3]);
  });

  it('formats calendar days and ignores bad dates (the press and news tabs use lib/dates)', () => {
    expect(formatDate('2025-03-18')).toBe('18 March 2025');
    expect(formatDate('nope')).toBeNull();
    expect(formatDate(null)).toBeNull();
  });
});

describe('gallery', () => {
  it('steps through images with wrap-around', () => {
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(1, 1, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(-1);
  });

  it('prefers the WebP copies', () => {
    const img = { image_url: '/uploads/a.png', variants: { '400': '/uploads/a-400.webp', '1200': '/uploads/a-1200.webp' } };
    expect(galleryThumb(img)).toBe('/uploads/a-400.webp');
    expect(galleryLarge(img)).toBe('/uploads/a-1200.webp');
    expect(galleryThumb({ image_url: '/uploads/b.png', variants: {} })).toBe('/uploads/b.png');
  });

  it('gives a stable generated cover per title', () => {
    expect(coverGradient('Brief A')).toEqual(coverGradient('Brief A'));
  });
});
