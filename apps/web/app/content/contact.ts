/** The contact page's form texts (spec part 2, "Contact page"). Address, phone, email and hours: ./site. */
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
