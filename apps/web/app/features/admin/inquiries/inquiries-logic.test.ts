import { describe, expect, it } from 'vitest';
import { PREVIEW_LENGTH, inquiriesFiltersSearch, inquirySummary, readInquiriesFilters, readParam } from './inquiries-logic';

const base = { subject: null, message: null, interests: [] as string[], interest: null, kind: 'contact' as const };

describe('inquiries filters in the URL', () => {
  it('reads known values, drops the rest and writes them back', () => {
    const filters = readInquiriesFilters(new URLSearchParams('kind=get-involved&read=unread&search=%20x%20&page=2'));
    expect(filters).toEqual({ kind: 'get-involved', read: 'unread', search: 'x', page: 2 });
    expect(inquiriesFiltersSearch(filters)).toBe('?kind=get-involved&read=unread&search=x&page=2');
    expect(readInquiriesFilters(new URLSearchParams('kind=spam&read=maybe&page=0'))).toEqual({ kind: '', read: '', search: '', page: 1 });
    expect(inquiriesFiltersSearch({ kind: '', read: '', search: '', page: 1 })).toBe('?');
  });

  it('maps the read filter to the API flag', () => {
    expect(readParam('unread')).toBe(false);
    expect(readParam('read')).toBe(true);
    expect(readParam('')).toBeUndefined();
  });
});

describe('inquiry summary', () => {
  it('prefers the subject, then the message on one line, shortened', () => {
    expect(inquirySummary({ ...base, subject: 'Visit', message: 'Long text' })).toBe('Visit');
    expect(inquirySummary({ ...base, message: 'Hello\n\nthere' })).toBe('Hello there');
    const long = inquirySummary({ ...base, message: 'a'.repeat(300) });
    expect(long).toHaveLength(PREVIEW_LENGTH);
    expect(long.endsWith('…')).toBe(true);
  });

  it('falls back to the interests or event types', () => {
    expect(inquirySummary({ ...base, kind: 'event-notifications', interests: ['Workshop', 'Webinar'] })).toBe(
      'Event types: Workshop, Webinar',
    );
    expect(inquirySummary({ ...base, kind: 'stay-updated', interests: ['Training'] })).toBe('Interests: Training');
    expect(inquirySummary({ ...base, kind: 'stay-updated' })).toBe('No message');
  });
});
