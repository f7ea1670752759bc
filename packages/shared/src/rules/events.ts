import { EVENT_STATUSES, EVENT_TYPES } from '../constants';

/**
 * Events: texts, limits and checks without zod, so that a page can use them without loading the schemas
 * (the first-load budget: docs/decisions/0012-first-load-javascript-budget.md). The schemas in ../schemas/events.ts build on them.
 */

export const EVENT_MESSAGES = {
  titleRequired: 'Event title is required',
  typeRequired: 'Event type is required',
  typeInvalid: `Event type must be one of ${EVENT_TYPES.join(', ')}`,
  statusInvalid: `Status must be one of ${EVENT_STATUSES.join(', ')}`,
  startRequired: 'Start date and time is required',
  dateInvalid: 'Please enter a valid date and time',
  endBeforeStart: 'End date must be after the start date',
  capacityInvalid: 'Valid capacity is required',
  organizerRequired: 'Organizer name is required',
  locationRequired: 'Location is required for physical events',
  linkRequired: 'Virtual meeting link is required for virtual events',
  linkInvalid: 'Virtual meeting link must be a valid http:// or https:// address',
  imageInvalid: 'Image must be an http:// or https:// address or an uploaded file path',
  avatarInvalid: 'Speaker photo must be an http:// or https:// address or an uploaded file path',
  feeInvalid: 'Registration fee must be a number of 0 or more',
  feeStep: 'Registration fee can have at most 2 decimal places',
  ratingInvalid: 'Rating must be a number from 0 to 5',
  booleanInvalid: 'Must be true or false',
  capacityBelowRegistered: (registered: number) =>
    `Capacity cannot be less than the ${registered} ${registered === 1 ? 'person' : 'people'} already registered`,
  notFound: 'Event not found',
  created: 'Event created successfully',
  updated: 'Event updated successfully',
  deleted: 'Event moved to the trash',
  // Registration, stored by the API.
  full: 'This event is full',
  closed: 'Registration for this event has closed',
  tooManyRegistrations: 'Too many registrations for this event from your network today. Please try again tomorrow.',
  tooManySeats: 'Your network already holds as many places at this event as one network may. Please ask the organizer.',
  // The same whether the address was new or registered before (the mail says which): docs/security.md, "Registrations told who had registered".
  registeredSuccess: 'Thank you! Your place is booked. We are emailing the details and a calendar file to the address you gave.',
  pendingApproval: 'Thank you! Your registration waits for approval by the organizer. We are emailing the address you gave.',
} as const;

/** Filters of the public events page. */
export const EVENT_TIME_FILTERS = ['all', 'upcoming', 'this-month', 'next-month', 'past'] as const;
export type EventTimeFilter = (typeof EVENT_TIME_FILTERS)[number];
/**
 * Where both events lists open (the public /events page and the back office's Events): on events not yet
 * over (an event under way included), soonest first; past events are one choice away.
 */
export const DEFAULT_EVENT_TIME: EventTimeFilter = 'upcoming';
/** `date` start ascending (default), `-date` descending, `rating` most popular, `title` alphabetical. */
export const EVENT_SORTS = ['date', '-date', 'rating', 'title'] as const;
export type EventSort = (typeof EVENT_SORTS)[number];
