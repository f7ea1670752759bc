// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_LIMIT, type PublicReads } from '@mnch/shared';
import { MEDIA_NEWS_PAGE_SIZE } from '../../content/media';
import {
  coverGradient,
  fetchNews,
  galleryLarge,
  galleryThumb,
  mediaHref,
  parseMediaQuery,
  reportsSearchFields,
  tabFromHash,
} from './media-data';
import { categoryLabel, newsCategories } from './news-tab';
import { stepIndex } from './gallery-tab';
import { formatDate } from '../../lib/dates';

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
      newsPage: 1,
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

  it('gives the reports search form the fields that keep the tab and the other parameters, and drop the term and page', () => {
    expect(reportsSearchFields(new URLSearchParams(''))).toEqual([['tab', 'reports']]);
    expect(reportsSearchFields(new URLSearchParams('category=News&q=old&reportsPage=3&galleryPage=2&utm=x&tab=gallery'))).toEqual([
      ['tab', 'reports'],
      ['category', 'News'],
      ['galleryPage', '2'],
    ]);
  });

  it('reads the news page shown, any page number (each answer is one page)', () => {
    expect(parseMediaQuery(new URLSearchParams('newsPage=3')).newsPage).toBe(3);
    expect(parseMediaQuery(new URLSearchParams('newsPage=500')).newsPage).toBe(500);
    expect(parseMediaQuery(new URLSearchParams('newsPage=-1')).newsPage).toBe(1);
    expect(MEDIA_NEWS_PAGE_SIZE).toBeLessThanOrEqual(MAX_PAGE_LIMIT);
  });

  it('asks the API for the one page of news shown', async () => {
    const asked: unknown[] = [];
    const read = {
      articles: async (query: unknown) => {
        asked.push(query);
        return { articles: [], pagination: { page: 3, limit: 9, total: 20, totalPages: 3 } } as unknown as Awaited<
          ReturnType<PublicReads['articles']>
        >;
      },
    };
    expect(await fetchNews(read, 3, 'Blog')).toEqual({ items: [], page: 3, totalPages: 3, total: 20 });
    expect(asked).toEqual([{ page: 3, limit: MEDIA_NEWS_PAGE_SIZE, category: 'Blog' }]);
  });

  it('cuts a search term longer than the API accepts', () => {
    expect(parseMediaQuery(new URLSearchParams(`q=${'b'.repeat(300)}`)).reportsSearch).toHaveLength(200);
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
