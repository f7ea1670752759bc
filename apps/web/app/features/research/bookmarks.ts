import { createStoredIds } from '../../lib/stored-ids';

/** Bookmarked project ids, kept in this browser only (the Bookmark button works without an account). */
export const BOOKMARKS_KEY = 'bookmarkedProjects';

const bookmarks = createStoredIds(BOOKMARKS_KEY);

/** Adds or removes the id; returns true when it is bookmarked afterwards. */
export const toggleBookmark = bookmarks.toggle;

/** The bookmarked ids (none on the server and during hydration) and a toggle. */
export const useBookmarks = bookmarks.useIds;
