/**
 * The get involved page: the four ways in, quick links and the two
 * dialogs. The intro is `getInvolvedIntro` in ./areas.
 */
import { Briefcase, CalendarDays, Handshake, MessageSquare, type LucideIcon } from 'lucide-react';
import { NEWSLETTER_INTERESTS, type InquiryInterest } from '@mnch/shared';
import type { PageIntro } from './types';

/** A way to get involved: a link to another page, or the Get in Touch dialog. */
export interface InvolvementWay {
  id: 'partnership' | 'career' | 'events' | 'contact';
  icon: LucideIcon;
  title: string;
  text: string;
  action: { label: string } & ({ to: string } | { dialog: 'get-in-touch' });
}

export const involvementWays: InvolvementWay[] = [
  {
    id: 'partnership',
    icon: Handshake,
    title: 'Partnership',
    text: 'Collaborate with us on research, training or service delivery for mothers, newborns and children.',
    action: { label: 'Partner with us', to: '/partners' },
  },
  {
    id: 'career',
    icon: Briefcase,
    title: 'Career',
    text: 'Join our research, field and support teams, or apply for an internship or student research grant.',
    action: { label: 'See careers', to: '/jobs' },
  },
  {
    id: 'events',
    icon: CalendarDays,
    title: 'Events',
    text: 'Attend our conferences, workshops, webinars, training sessions and symposiums.',
    action: { label: 'Browse events', to: '/events' },
  },
  {
    id: 'contact',
    icon: MessageSquare,
    title: 'Contact',
    text: 'Ask a question, propose an idea or offer your time. We reply within 24 hours on business days.',
    action: { label: 'Get in Touch', dialog: 'get-in-touch' },
  },
];

export const quickLinks = {
  title: 'Quick links',
  label: 'Quick links',
  items: [
    { label: 'Partnerships', to: '/partners' },
    { label: 'Careers', to: '/jobs' },
    { label: 'Events', to: '/events' },
    { label: 'Get in Touch', dialog: 'get-in-touch' as const },
  ] as ReadonlyArray<{ label: string; to?: string; dialog?: 'get-in-touch' }>,
};

/** Labels of the Get in Touch interest values (partnership, career, events, volunteer, research, funding, other). */
export const interestLabels: Record<InquiryInterest, string> = {
  partnership: 'Partnership',
  career: 'Career opportunities',
  events: 'Events',
  volunteer: 'Volunteering',
  research: 'Research collaboration',
  funding: 'Funding',
  other: 'Other',
};

/** The Stay Updated dialog's interest areas: the subscription topics (packages/shared/src/rules/interests.ts). */
export const stayUpdatedAreas = NEWSLETTER_INTERESTS;

export const getInvolvedCopy = {
  ways: { eyebrow: 'Ways to help', title: 'How you can get involved' },
  stayUpdated: {
    title: 'Stay Updated',
    text: 'Hear about new research, programmes, events and opportunities to take part. Choose what interests you.',
    button: 'Stay Updated',
  },
  getInTouch: {
    title: 'Get in Touch',
    description: 'Tell us how you would like to work with us. Fields marked * are required.',
    name: 'Full name',
    email: 'Email address',
    organization: 'Organization',
    interest: 'Area of interest',
    interestPlaceholder: 'Choose an area (optional)',
    message: 'Message',
    submit: 'Send message',
    submitting: 'Sending...',
    cancel: 'Cancel',
    close: 'Close',
  },
  stayUpdatedDialog: {
    title: 'Stay Updated',
    description: 'We will send you news about the areas you choose. Fields marked * are required.',
    email: 'Email address',
    name: 'Full name',
    areas: 'Interest areas',
    submit: 'Subscribe',
    submitting: 'Subscribing...',
    cancel: 'Cancel',
    close: 'Close',
  },
} as const;

export const getInvolvedIntro: PageIntro = {
  name: 'Get Involved',
  description: 'Ways to get involved: partner with us, join our team, attend our events or contact us.',
  eyebrow: 'Get Involved',
  heading: 'Be part of the change',
  lead: 'There are many ways to support healthier mothers, newborns and children: partner with us, work with us, join our events or simply get in touch.',
};
