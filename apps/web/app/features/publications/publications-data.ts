import { PUBLICATIONS_URL, type UrlStateOf } from '@mnch/shared';
import type { Publication, PublicReads } from '@mnch/shared';
import {
  CITATION_FORMAT_OPTIONS,
  PUBLICATIONS_EXCLUDED_TYPE,
  PUBLICATIONS_PAGE_SIZE,
  PUBLICATIONS_SEARCH,
  type CitationFormat,
} from '../../content/publications';

/** The list's state in the address: PUBLICATIONS_URL (packages/shared/src/page-urls.ts). */
type PublicationsUrlState = UrlStateOf<typeof PUBLICATIONS_URL.fields>;
/** The list's filters (a GET form of selects), each its own parameter. */
export const PUBLICATIONS_FILTERS = ['type', 'year', 'topic', 'author'] as const satisfies ReadonlyArray<keyof PublicationsUrlState>;
export type PublicationsFilter = (typeof PUBLICATIONS_FILTERS)[number];

/** The search term and page, and the filters ('' or absent for any: a type, a year as written, a keyword and an author as stored). */
export type PublicationsQueryState = Pick<PublicationsUrlState, 'q' | 'page'> & Partial<Pick<PublicationsUrlState, PublicationsFilter>>;

/** The address's list state, read once (the loader and the island both read it with this). */
export const parsePublicationsQuery = (params: URLSearchParams): PublicationsQueryState => PUBLICATIONS_URL.parse(params);

/** Whether any filter (not the search) is chosen. */
export const hasFilters = (state: PublicationsQueryState) => Boolean(state.type || state.year || state.topic || state.author);

/**
 * The query parameters of the Cite dialog (/publications?cite=<id>&format=<format>): the server renders
 * the page with the dialog open at that format, so Cite works without JavaScript (docs/no-script.md).
 */
export const CITE_PARAMS = { publication: 'cite', format: 'format' } as const;

/** The publication the address opens the Cite dialog for, and the format it names (APA when none or unknown). */
export function parseCiteQuery(params: URLSearchParams): { id: number; format: CitationFormat } | null {
  const id = Number(params.get(CITE_PARAMS.publication));
  if (!Number.isInteger(id) || id <= 0) return null;
  const format = params.get(CITE_PARAMS.format);
  const known = CITATION_FORMAT_OPTIONS.find((option) => option.id === format);
  return { id, format: known ? known.id : 'apa' };
}

/** The current address with the Cite dialog open for `id` at `format` (or closed when `id` is null). */
export function citeHref(pathname: string, search: string, id: number | null, format: CitationFormat = 'apa'): string {
  const params = new URLSearchParams(search);
  params.delete(CITE_PARAMS.format);
  if (id === null) params.delete(CITE_PARAMS.publication);
  else {
    params.set(CITE_PARAMS.publication, String(id));
    if (format !== 'apa') params.set(CITE_PARAMS.format, format);
  }
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}#${PUBLICATIONS_SEARCH.anchor}`;
}

/** The list's address for a search term, filters and page (page 1, empty terms and filters are left out). */
export function publicationsHref(state: Partial<PublicationsQueryState>): string {
  return `${PUBLICATIONS_SEARCH.path}${PUBLICATIONS_URL.href(state)}#${PUBLICATIONS_SEARCH.anchor}`;
}

/** The API query: with a term or a filter every type matches; without, everything but policy briefs. */
export function publicationsApiQuery(state: PublicationsQueryState) {
  const narrowed = Boolean(state.q) || hasFilters(state);
  return {
    page: state.page,
    limit: PUBLICATIONS_PAGE_SIZE,
    search: state.q || undefined,
    type: state.type || undefined,
    year: state.year || undefined,
    topic: state.topic || undefined,
    author: state.author || undefined,
    excludeType: narrowed ? undefined : PUBLICATIONS_EXCLUDED_TYPE,
  };
}

export interface PublicationsPage {
  publications: Publication[];
  page: number;
  totalPages: number;
  total: number;
}

/** A citation the server rendered for the Cite dialog the address opened (or the failure's message). */
export interface ServedCitation {
  id: number;
  format: CitationFormat;
  text: string | null;
  error: string | null;
}

export async function fetchPublications(read: Pick<PublicReads, 'publications'>, state: PublicationsQueryState): Promise<PublicationsPage> {
  const data = await read.publications(publicationsApiQuery(state));
  return {
    publications: data.publications,
    page: data.pagination.page,
    totalPages: data.pagination.totalPages,
    total: data.pagination.total,
  };
}

/** "A. Author, B. Author and C. Author". */
export function authorNames(authors: { name: string }[]): string {
  const names = authors.map((a) => a.name.trim()).filter(Boolean);
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * The Download link: the API route that counts the download and answers 303 to the file
 * (apps/api/src/modules/publications/routes.ts), so a download is counted without scripts too.
 */
export function downloadHref(id: number): string {
  return `/api/publications/${id}/download`;
}

/** A file name for the download: the stored name, else the title made safe. */
export function downloadName(publication: Pick<Publication, 'fileName' | 'title' | 'file_url'>): string {
  if (publication.fileName) return publication.fileName;
  const ext = (publication.file_url ?? '').split(/[?#]/)[0]!.match(/\.[a-z0-9]{1,5}$/i)?.[0] ?? '';
  const base =
    publication.title
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 80) || 'publication';
  return `${base}${ext}`;
}
