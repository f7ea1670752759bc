import { NEWSLETTER_PAGE } from '../../content/newsletter';
import { createStoredIds } from '../../lib/stored-ids';

/** Favourite newsletter ids, kept in this browser only (favourites are never sent to the server). */
const favourites = createStoredIds(NEWSLETTER_PAGE.favouritesKey);

export const readFavourites = favourites.read;

/** Adds or removes the id; returns true when it is a favourite afterwards. */
export const toggleFavourite = favourites.toggle;

/** The favourite ids (none on the server and during hydration) and a toggle. */
export const useFavourites = favourites.useIds;
