import type { InquiryKind } from '@mnch/shared';

/** How each kind of visitor message is named in the back office (dashboard and Inquiries section). */
export const INQUIRY_KIND_LABELS: Record<InquiryKind, string> = {
  contact: 'Contact message',
  'get-involved': 'Get involved',
  'event-notifications': 'Event notifications',
  'stay-updated': 'Stay updated',
};

/** The short form for filters and badges. */
export const INQUIRY_KIND_SHORT: Record<InquiryKind, string> = {
  contact: 'Contact',
  'get-involved': 'Get Involved',
  'event-notifications': 'Event Notifications',
  'stay-updated': 'Stay Updated',
};

/** The key every inquiries query starts with (the bell's count included): marking read invalidates it. */
export const INQUIRIES_KEY = ['inquiries'] as const;
