import { EVENT_TYPES, NEWSLETTER_INTERESTS } from '../constants';

/**
 * What a subscriber may ask to hear about (docs/behaviour/subscribers.md, "Interests"): the topics
 * (NEWSLETTER_INTERESTS) and the event types (EVENT_TYPES), one vocabulary stored as it reads in
 * `subscribers.interests`. Every form that subscribes takes its choices from here, and the API's
 * notices (apps/api/src/modules/notices) match published items against it with the functions below.
 * Without zod, so that a page can use it without loading the schemas (decision 12).
 */
export const SUBSCRIPTION_INTERESTS = [...NEWSLETTER_INTERESTS, ...EVENT_TYPES] as const;
export type SubscriptionInterest = (typeof SUBSCRIPTION_INTERESTS)[number];

/** Every event, whatever its type (the events page's notifications form when no type is chosen). */
export const ALL_EVENTS_INTEREST = 'Event Announcements' satisfies SubscriptionInterest;
/** New job ads (the careers page's talent network). */
export const CAREERS_INTEREST = 'Careers' satisfies SubscriptionInterest;

export const isSubscriptionInterest = (value: string): value is SubscriptionInterest =>
  (SUBSCRIPTION_INTERESTS as readonly string[]).includes(value);

/** Event types that also count as training. */
const TRAINING_EVENT_TYPES: readonly string[] = ['Training', 'Workshop'];

/** The interests an event of `type` matches: every event, its type, and training for a training or workshop. */
export function eventInterests(type: string): SubscriptionInterest[] {
  const interests: SubscriptionInterest[] = [ALL_EVENTS_INTEREST];
  if (isSubscriptionInterest(type) && type !== ALL_EVENTS_INTEREST) interests.push(type);
  if (TRAINING_EVENT_TYPES.includes(type)) interests.push('Training Opportunities');
  return interests;
}

/** The interests a news article of `category` matches (awards and press releases reach the newsletter only). */
export function articleInterests(category: string): SubscriptionInterest[] {
  const byCategory: Record<string, SubscriptionInterest> = {
    'Research Breakthrough': 'Research Publications',
    'Program Expansion': 'Program Updates',
    Partnership: 'Partnership News',
    Event: ALL_EVENTS_INTEREST,
  };
  const interest = byCategory[category];
  return interest ? [interest] : [];
}

/** The interests a job ad matches. */
export const jobInterests = (): SubscriptionInterest[] => [CAREERS_INTEREST];

/** The interests a publication of `type` matches: research, and policy for a policy brief. */
export function publicationInterests(type: string): SubscriptionInterest[] {
  return type === 'Policy Brief' ? ['Research Publications', 'Policy Developments'] : ['Research Publications'];
}

/** Interests in vocabulary order, each once (what is stored). */
export function sortInterests(values: Iterable<string>): SubscriptionInterest[] {
  const chosen = new Set(values);
  return SUBSCRIPTION_INTERESTS.filter((i) => chosen.has(i));
}

/** The events page's notifications form: the event types chosen, or every event when none is. */
export const eventNotificationInterests = (types: readonly string[] | undefined): SubscriptionInterest[] =>
  types && types.length > 0 ? sortInterests(types) : [ALL_EVENTS_INTEREST];
