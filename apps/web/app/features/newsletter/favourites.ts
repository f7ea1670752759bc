import { NEWSLETTER_PAGE } from '../../content/newsletter';
import { createStoredIds } from '../../lib/stored-ids';

/** Favourite newsletter ids, kept in this browser only (favourites are never sent to the server). */
const favourites = createStoredIds(NEWSLETTER_PAGE.favouritesKey);

/** The favourite ids (none on the server and during hydration) and a toggle. */
export const useFavourites = favourites.useIds;
