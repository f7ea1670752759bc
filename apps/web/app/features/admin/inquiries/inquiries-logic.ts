import { INQUIRY_KINDS, type Inquiry, type InquiryKind, isOneOf, parsePage } from '@mnch/shared';

/** The list's filters as they live in the URL. */
export interface InquiriesFilters {
  kind: InquiryKind | '';
  read: 'unread' | 'read' | '';
  search: string;
  page: number;
}

export function readInquiriesFilters(params: URLSearchParams): InquiriesFilters {
  const kind = params.get('kind') ?? '';
  const read = params.get('read') ?? '';
  return {
    kind: isOneOf(INQUIRY_KINDS, kind) ? kind : '',
    read: read === 'unread' || read === 'read' ? read : '',
    search: (params.get('search') ?? '').trim(),
    page: parsePage(params.get('page')),
  };
}

export function inquiriesFiltersSearch(filters: InquiriesFilters): string {
  const params = new URLSearchParams();
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.read) params.set('read', filters.read);
  if (filters.search) params.set('search', filters.search);
  if (filters.page > 1) params.set('page', String(filters.page));
  const s = params.toString();
  return s ? `?${s}` : '?';
}

/** The API's `read` query value for a filter. */
export function readParam(read: InquiriesFilters['read']): boolean | undefined {
  return read === 'unread' ? false : read === 'read' ? true : undefined;
}

export const hasInquiryFilter = (f: InquiriesFilters) => Boolean(f.kind || f.read || f.search);

/** Longest preview of the message in the list, in characters. */
export const PREVIEW_LENGTH = 140;

/** One line that says what an inquiry is about: its subject, else the start of its message, else its interests. */
export function inquirySummary(inquiry: Pick<Inquiry, 'subject' | 'message' | 'interests' | 'interest' | 'kind'>): string {
  const text = (inquiry.subject?.trim() || inquiry.message?.replace(/\s+/g, ' ').trim() || '').trim();
  if (text) return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : text;
  if (inquiry.interests.length)
    return `${inquiry.kind === 'event-notifications' ? 'Event types' : 'Interests'}: ${inquiry.interests.join(', ')}`;
  if (inquiry.interest) return `Interest: ${inquiry.interest}`;
  return 'No message';
}

export const INQUIRY_TOASTS = {
  markedRead: 'Marked as read',
  markedUnread: 'Marked as unread',
  updateFailed: 'Failed to update the inquiry',
  deleted: 'Inquiry deleted',
} as const;
