/**
 * The texts of the events page's dialogs and calendar: loaded with them, not with the page
 * (the page's first JavaScript has a budget, scripts/check-budgets.mjs). The page's own texts are
 * `eventsCopy` in ./events.
 */
export const eventDialogsCopy = {
  calendar: {
    previous: 'Previous month',
    next: 'Next month',
    today: 'Today',
    none: 'No events this month.',
    count: (n: number) => `${n} ${n === 1 ? 'event' : 'events'} this month`,
    loadFailed: 'The events of this month could not be loaded.',
  },
  dialog: {
    when: 'Date and time',
    where: 'Venue',
    joinLink: 'Join link',
    organizer: 'Organizer',
    fee: 'Registration fee',
    deadline: 'Registration deadline',
    capacity: 'Places',
    duration: 'Duration',
    highlights: 'Highlights',
    speakers: 'Speakers',
    full: 'Event Full',
    completed: 'Event Completed',
    addToCalendar: 'Add to Calendar',
    share: 'Share Event',
    linkCopied: 'Event link copied to the clipboard',
    copyFailed: 'The link could not be copied. Please copy it from the address bar.',
    close: 'Close',
  },
  registration: {
    title: 'Register for this event',
    name: 'Full name',
    email: 'Email address',
    submit: 'Confirm registration',
    submitting: 'Registering...',
    cancel: 'Cancel',
    failed: 'Registration failed. Please try again.',
  },
  notify: {
    description:
      'We will email you when new events of the types you choose are announced (every event if you choose none), once you confirm with the link we send you. Fields marked * are required.',
    email: 'Email address',
    name: 'Full name',
    types: 'Event types',
    submit: 'Subscribe',
    submitting: 'Subscribing...',
    cancel: 'Cancel',
  },
} as const;
