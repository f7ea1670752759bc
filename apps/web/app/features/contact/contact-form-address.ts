/** Where the contact form posts without scripts, and the addresses of its outcome (PAGE_QUERY_PARAMS['/contact']). */
export const CONTACT_FORM = {
  name: 'contact',
  anchor: 'contact-form',
  action: '/contact#contact-form',
  sentParam: 'sent',
  done: '/contact?sent=contact#contact-form',
  again: '/contact#contact-form',
} as const;
