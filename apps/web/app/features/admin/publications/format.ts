import { PUBLICATION_STATUSES, PUBLICATION_TYPES, type Publication } from '@mnch/shared';
import type { BadgeTone } from '../../../components/ui';

/** The year filter always offers these, plus every year that has a publication. */
export const BASE_FILTER_YEARS = [2020, 2021, 2022, 2023, 2024] as const;

export const POLICY_BRIEF = 'Policy Brief';

export const PUBLICATION_STATUS_LABELS: Record<string, string> = {
  published: 'Published',
  'in review': 'In Review',
  draft: 'Draft',
  archived: 'Archived',
};

/** Published green, Draft and In Review yellow, Archived red. */
export const PUBLICATION_STATUS_TONES: Record<string, BadgeTone> = {
  published: 'brand',
  'in review': 'amber',
  draft: 'amber',
  archived: 'red',
};

export const PUBLICATION_TYPE_OPTIONS = PUBLICATION_TYPES.map((value) => ({ value, label: value }));
export const PUBLICATION_STATUS_OPTIONS = PUBLICATION_STATUSES.map((value) => ({ value, label: PUBLICATION_STATUS_LABELS[value]! }));

export const statusLabel = (status: string) => PUBLICATION_STATUS_LABELS[status] ?? status;
export const statusTone = (status: string): BadgeTone => PUBLICATION_STATUS_TONES[status] ?? 'neutral';

/** The year filter's options: 2020-2024 and the years in the data, newest first, each once. */
export function yearOptions(dataYears: readonly number[] = []): { value: string; label: string }[] {
  const years = [...new Set([...BASE_FILTER_YEARS, ...dataYears])].filter(Number.isInteger).sort((a, b) => b - a);
  return years.map((y) => ({ value: String(y), label: String(y) }));
}

/** "Jane Nakato", "Jane Nakato +1 other", "Jane Nakato +3 others"; '—' without authors. */
export function authorsSummary(authors: readonly { name: string }[]): string {
  const names = authors.map((a) => a.name.trim()).filter(Boolean);
  if (names.length === 0) return '—';
  const rest = names.length - 1;
  if (rest === 0) return names[0]!;
  return `${names[0]} +${rest} ${rest === 1 ? 'other' : 'others'}`;
}

/** Where the table's second line comes from: the journal, else a policy brief's source. */
export function publicationSource(p: Pick<Publication, 'journal' | 'publicationSource'>): string {
  return p.journal || p.publicationSource || '';
}

/** The document's address (either spelling), or null. */
export function documentUrl(p: Pick<Publication, 'fileUrl' | 'file_url' | 'externalUrl'>): string | null {
  return p.fileUrl || p.file_url || p.externalUrl || null;
}

const numberFormat = new Intl.NumberFormat('en-GB');
export const formatCount = (n: number) => numberFormat.format(n);
