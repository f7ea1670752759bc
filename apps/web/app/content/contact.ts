/** The contact page's form texts. Address, phone, email and hours: ./site. */
import { site } from './site';
import type { PageIntro } from './types';

export const contactFormCopy = {
  eyebrow: 'Send a message',
  title: 'Write to us',
  intro: 'Fields marked * are required.',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  subject: 'Subject',
  message: 'Message',
  submit: 'Send message',
  submitting: 'Sending...',
  sentTitle: 'Message sent',
  another: 'Send another message',
} as const;

export const contactDetailsCopy = {
  eyebrow: 'Contact details',
  title: 'Reach our team',
  address: 'Address',
  officeHours: 'Office hours',
  phone: 'Phone',
  email: 'Email',
  general: 'General enquiries',
  careers: 'Careers',
} as const;

export const contactIntro: PageIntro = {
  name: 'Contact Us',
  description: `Contact the ${site.name}: address, phone, email and office hours.`,
  eyebrow: 'Contact Us',
  heading: 'Get in touch',
  lead: `Questions about our research, training or partnerships? Our team is happy to help. ${site.replyPromise}`,
};
