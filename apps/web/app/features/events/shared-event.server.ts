import { redirect } from 'react-router';
import { ApiError, EVENT_PARAM, eventPath, type EventItem, type PublicReads } from '@mnch/shared';

/** An old address's id: a positive whole number (events were opened by id before they had slugs). */
const OLD_ID = /^[1-9][0-9]{0,9}$/;

/**
 * The event the events page's address opens (`?event={slug}`, eventPath), or null. An old address answers
 * 301 before anything is rendered (decision 28), its other parameters kept: an event's id (the address
 * before events had slugs) and an old slug of an event whose slug changed (the redirects table) both lead
 * to the event's current slug. A slug is looked up first, so a slug of digits is the event that has it.
 * Server only: the browser never asks.
 */
export async function sharedEvent(read: PublicReads, url: URL): Promise<EventItem | null> {
  const value = url.searchParams.get(EVENT_PARAM)?.trim().toLowerCase();
  if (!value) return null;
  const missing = (error: unknown) => {
    if (error instanceof ApiError) return null;
    throw error;
  };
  const found = await read.eventBySlug(value).then((r) => r.event, missing);
  if (found) return found;
  const moved = OLD_ID.test(value)
    ? await read.event(Number(value)).then((r) => r.event.slug, missing)
    : await read.redirect(eventPath(value)).then((path) => (path ? new URL(path, url).searchParams.get(EVENT_PARAM) : null), missing);
  if (!moved) return null;
  const params = new URLSearchParams(url.search);
  params.set(EVENT_PARAM, moved);
  throw redirect(`${url.pathname}?${params}`, 301);
}
