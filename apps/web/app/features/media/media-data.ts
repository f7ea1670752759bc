import { orWhenRefused } from '../../lib/refused';
import type { Article } from '../../lib/articles';
import type { ImageSources } from '../../lib/images';
import {
  MEDIA_URL,
  PRESS_PAGE_SIZE,
  PUBLICATION_LIMITS,
  isOneOf,
  parsePage,
  type GalleryImage,
  type PressRelease,
  type Publication,
  type PublicReads,
} from '@mnch/shared';
import {
  MEDIA_GALLERY_PAGE_SIZE,
  MEDIA_NEWS_PAGE_SIZE,
  MEDIA_REPORTS_PAGE_SIZE,
  MEDIA_TAB_IDS,
  REPORTS_DEFAULT_TYPE,
  type MediaTabId,
} from '../../content/media';

export interface Paged<T> {
  items: T[];
  page: number;
  totalPages: number;
  total: number;
}

/**
 * The media page's URL parameters. The tab is in `tab` (read by the server, so tab links work without
 * JavaScript; docs/no-script.md) and in the hash (#news, #press..., followed once hydrated, and first).
 * Each is a field of MEDIA_URL (packages/shared/src/page-urls.ts), which the page cache keeps.
 */
export const MEDIA_PARAMS = {
  tab: 'tab',
  category: 'category',
  newsPage: 'newsPage',
  reportsSearch: 'q',
  reportsPage: 'reportsPage',
  galleryPage: 'galleryPage',
} as const satisfies Record<string, keyof typeof MEDIA_URL.fields>;

/**
 * The query parameter that opens the gallery's lightbox at an image of the page shown
 * (/media?tab=gallery&image=<id>, rendered open by the server). Never carried over by `mediaHref`.
 */
export const MEDIA_IMAGE_PARAM = 'image';

export interface MediaQuery {
  /** The tab the address names (`?tab=`), or null for the first. */
  tab: MediaTabId | null;
  category: string;
  /** The page of news shown (one page per answer). */
  newsPage: number;
  reportsSearch: string;
  reportsPage: number;
  galleryPage: number;
}

export function parseMediaQuery(params: URLSearchParams): MediaQuery {
  return {
    tab: tabFromHash(params.get(MEDIA_PARAMS.tab) ?? ''),
    category: (params.get(MEDIA_PARAMS.category) ?? '').trim(),
    newsPage: parsePage(params.get(MEDIA_PARAMS.newsPage)),
    reportsSearch: (params.get(MEDIA_PARAMS.reportsSearch) ?? '').trim().slice(0, PUBLICATION_LIMITS.searchTerm),
    reportsPage: parsePage(params.get(MEDIA_PARAMS.reportsPage)),
    galleryPage: parsePage(params.get(MEDIA_PARAMS.galleryPage)),
  };
}

/** The media page's own parameters with some changed (empty values and page 1 removed), and the tab in `tab` (but for the first). */
function mediaParams(current: URLSearchParams, changes: Record<string, string | number | null>, tab: MediaTabId): URLSearchParams {
  // Only the page's own parameters are carried over (PAGE_QUERY_PARAMS['/media'] in packages/shared).
  const next = new URLSearchParams();
  for (const name of Object.values(MEDIA_PARAMS)) {
    const value = current.get(name);
    if (value !== null) next.set(name, value);
  }
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '' || value === 1) next.delete(key);
    else next.set(key, String(value));
  }
  if (tab === MEDIA_TAB_IDS[0]) next.delete(MEDIA_PARAMS.tab);
  else next.set(MEDIA_PARAMS.tab, tab);
  return next;
}

/** A media address with some parameters changed (empty values removed), and the tab in `tab` (but for the first) and the hash. */
export function mediaHref(current: URLSearchParams, changes: Record<string, string | number | null>, hash: MediaTabId): string {
  const search = mediaParams(current, changes, hash).toString();
  return `/media${search ? `?${search}` : ''}#${hash}`;
}

/**
 * The hidden fields of the reports tab's search form, which works without scripts: the address that
 * form builds keeps the tab and the page's other parameters as `mediaHref` would, and starts the
 * reports over at page 1 (the term itself is the form's search box).
 */
export function reportsSearchFields(current: URLSearchParams): Array<[string, string]> {
  return [...mediaParams(current, { [MEDIA_PARAMS.reportsSearch]: null, [MEDIA_PARAMS.reportsPage]: null }, 'reports')];
}

/** The tab a hash (#press) or a `tab` parameter value (press) names, or null. */
export function tabFromHash(hash: string): MediaTabId | null {
  const id = hash.replace(/^#/, '');
  return isOneOf(MEDIA_TAB_IDS, id) ? id : null;
}

const empty = <T>(): Paged<T> => ({ items: [], page: 1, totalPages: 0, total: 0 });

export const orEmpty = <T>(load: () => Promise<Paged<T>>): Promise<Paged<T>> => orWhenRefused(load, empty<T>());

/** Page `page` of the published news articles, optionally of one category (the API accepts the public label). */
export async function fetchNews(read: Pick<PublicReads, 'articles'>, page: number, category: string): Promise<Paged<Article>> {
  const data = await read.articles({ page, limit: MEDIA_NEWS_PAGE_SIZE, category: category || undefined });
  const { total } = data.pagination;
  return { items: data.articles, page, totalPages: Math.ceil(total / MEDIA_NEWS_PAGE_SIZE), total };
}

/** Reports tab: without a term only policy briefs; with one, every publication whose title matches. */
export async function fetchReports(read: Pick<PublicReads, 'publications'>, page: number, search: string): Promise<Paged<Publication>> {
  const data = await read.publications({
    page,
    limit: MEDIA_REPORTS_PAGE_SIZE,
    search: search || undefined,
    type: search ? undefined : REPORTS_DEFAULT_TYPE,
  });
  return { items: data.publications, page: data.pagination.page, totalPages: data.pagination.totalPages, total: data.pagination.total };
}

export async function fetchGallery(read: Pick<PublicReads, 'gallery'>, page: number): Promise<Paged<GalleryImage>> {
  const data = await read.gallery({ page, limit: MEDIA_GALLERY_PAGE_SIZE });
  return {
    items: data.images,
    page: data.pagination.currentPage,
    totalPages: data.pagination.totalPages,
    total: data.pagination.totalCount,
  };
}

/** What the media page shows: its four lists, and the address's query they were read for. */
export interface MediaData {
  news: Paged<Article>;
  reports: Paged<Publication>;
  gallery: Paged<GalleryImage>;
  press: Paged<PressRelease>;
  query: MediaQuery;
}

export async function loadMedia(read: PublicReads, query: MediaQuery): Promise<MediaData> {
  const [news, reports, gallery, press] = await Promise.all([
    orEmpty(() => fetchNews(read, query.newsPage, query.category)),
    orEmpty(() => fetchReports(read, query.reportsPage, query.reportsSearch)),
    orEmpty(() => fetchGallery(read, query.galleryPage)),
    orEmpty(() => fetchPressReleases(read)),
  ]);
  return { news, reports, gallery, press, query };
}

/** Press tab: the newest press releases (PRESS_PAGE_SIZE of them). */
export async function fetchPressReleases(read: Pick<PublicReads, 'pressReleases'>): Promise<Paged<PressRelease>> {
  const data = await read.pressReleases({ limit: PRESS_PAGE_SIZE });
  return { items: data.pressReleases, page: data.pagination.page, totalPages: data.pagination.totalPages, total: data.pagination.total };
}

/** A gallery image's smaller WebP copy for thumbnails, and the larger one for the lightbox. */
export function galleryThumb(image: Pick<GalleryImage, 'variants' | 'image_url'>): string {
  return image.variants?.['400'] ?? image.image_url;
}
export function galleryLarge(image: Pick<GalleryImage, 'variants' | 'image_url'>): string {
  return image.variants?.['1200'] ?? image.image_url;
}

/** A gallery image as the responsive-image helper reads it (original, size and WebP copies). */
export function galleryImageSources(image: Pick<GalleryImage, 'variants' | 'image_url' | 'width' | 'height'>): ImageSources {
  return { url: image.image_url, width: image.width, height: image.height, variants: image.variants };
}

/** Two brand colours for a generated report cover, stable for a given title. */
export function coverGradient(seed: string): [string, string] {
  const palettes: [string, string][] = [
    ['#064e3b', '#059669'],
    ['#1e3a8a', '#2563eb'],
    ['#7c2d12', '#ea580c'],
    ['#581c87', '#9333ea'],
    ['#134e4a', '#0d9488'],
    ['#831843', '#db2777'],
  ];
  let hash = 0;
  for (const ch of seed) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return palettes[hash % palettes.length]!;
}
