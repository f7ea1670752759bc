/** Texts and constants of the publications list. */
import { PAGE_SIZES, PUBLICATION_LIMITS } from '@mnch/shared';
import { BookOpen, FileText, Landmark, Presentation } from 'lucide-react';
import type { Feature, PageIntro } from './types';

/** The list's page size (10). */
export const PUBLICATIONS_PAGE_SIZE = PAGE_SIZES.publicationsPage;
/**
 * The list's search: a GET form (works without scripts) whose term is `q` in the address
 * (PAGE_QUERY_PARAMS['/publications']); with scripts it searches as you type (lib/use-url-search.ts).
 */
export const PUBLICATIONS_SEARCH = {
  path: '/publications',
  anchor: 'library',
  param: 'q',
  maxLength: PUBLICATION_LIMITS.searchTerm,
} as const;
/** Left out of the list when there is no search term; the media page lists them. */
export const PUBLICATIONS_EXCLUDED_TYPE = 'Policy Brief';

export const CITATION_FORMAT_OPTIONS = [
  { id: 'apa', label: 'APA' },
  { id: 'mla', label: 'MLA' },
  { id: 'bibtex', label: 'BibTeX' },
  { id: 'ris', label: 'RIS' },
] as const;
export type CitationFormat = (typeof CITATION_FORMAT_OPTIONS)[number]['id'];

export const publicationsListCopy = {
  sectionTitle: 'Browse our publications',
  sectionEyebrow: 'Library',
  searchLabel: 'Search publications by title',
  searchPlaceholder: 'Search publications by title...',
  search: 'Search',
  clearSearch: 'Clear search',
  view: 'View',
  download: 'Download',
  cite: 'Cite',
  /** Without a file, a publication with a DOI links to it; one with neither has only Cite. */
  readOnline: 'Read online',
  readOnlineLabel: (title: string) => `Read online: ${title} (opens in a new tab)`,
  doi: 'DOI:',
  doiLabel: (doi: string) => `DOI ${doi} (opens in a new tab)`,
  empty: { title: 'No publications found', text: 'Try another title or filter, or clear them to see all publications.' },
  /** "1 publication found", "12 publications found". */
  count: (total: number) => `${total} ${total === 1 ? 'publication' : 'publications'} found`,
  downloads: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'download' : 'downloads'}`,
  citations: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'citation' : 'citations'}`,
  policyBriefsNote: {
    text: 'Policy briefs are listed with our reports.',
    link: { label: 'See policy briefs', to: '/media?tab=reports#reports' },
  },
  citeTitle: 'Cite this publication',
  citeFormats: 'Citation format',
  copy: 'Copy',
  copied: 'Citation copied to clipboard',
  copyFailed: 'Could not copy the citation. Please select and copy it by hand.',
  citationFailed: 'Could not generate the citation. Please try again.',
  loadingCitation: 'Generating citation...',
  downloadFailed: 'The download could not be started. Please try again.',
};

/** The list's filters (features/publications/publication-filters.tsx). */
export const publicationsFiltersCopy = {
  label: 'Filter publications',
  type: 'Type',
  anyType: 'All types',
  year: 'Year',
  anyYear: 'All years',
  topic: 'Topic',
  anyTopic: 'All topics',
  author: 'Author',
  anyAuthor: 'All authors',
  apply: 'Apply filters',
  clear: 'Clear filters',
};

export const publicationsIntro: PageIntro = {
  name: 'Publications',
  description: 'Peer-reviewed papers, research reports and policy briefs from the centre.',
  eyebrow: 'Research output',
  heading: 'Publications',
  lead: 'Peer-reviewed papers, research reports, conference papers and book chapters by our researchers and students.',
};

export const publicationKinds: Feature[] = [
  { icon: BookOpen, title: 'Journal articles', text: 'Peer-reviewed studies in international and African journals.' },
  { icon: FileText, title: 'Research reports', text: 'Full reports of our studies and evaluations for partners and funders.' },
  { icon: Presentation, title: 'Conference papers', text: 'Findings presented at scientific conferences.' },
  {
    icon: Landmark,
    title: 'Policy briefs',
    text: 'Short summaries of evidence for decision makers.',
    link: { label: 'Policy briefs and reports', to: '/media?tab=reports#reports' },
  },
];

/** Texts of a publication's page, /publications/{slug}. */
export const publicationPageCopy = {
  backToList: { label: 'Back to Publications', to: '/publications#library' },
  eyebrow: 'Publication',
  authors: 'Authors',
  published: 'Published',
  journal: 'Journal',
  source: 'Published by',
  type: 'Type',
  topics: 'Topics',
  doi: 'DOI',
  abstract: 'Abstract',
  file: 'Full text',
  fileSize: (size: string) => `File size ${size}`,
  view: 'View',
  download: 'Download',
  external: 'Read at the publisher',
  externalLabel: (title: string) => `Read at the publisher: ${title} (opens in a new tab)`,
  cite: 'Cite this publication',
  citeApa: 'Formatted citation (APA)',
  citeHint: 'Select the text to copy it, or import a file into your reference manager.',
  exportAs: (label: string) => `Download ${label}`,
  exportLabel: (label: string, title: string) => `Download the ${label} citation of ${title}`,
  bibtex: 'BibTeX',
  ris: 'RIS',
  moreByAuthor: (name: string) => `More publications by ${name}`,
  moreOnTopic: (topic: string) => `More publications on ${topic}`,
  notFound: { title: 'Publication not found', text: "The publication you're looking for doesn't exist or is no longer on the site" },
  error: { title: 'Could not load this publication', text: 'Please try again in a moment.' },
};
