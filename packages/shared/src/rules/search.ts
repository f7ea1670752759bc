import { collectionAdminPath } from '../collections/define';
import { ALL_KINDS, COLLECTION_KEYS, KINDS, type Kind, type KindDefinition } from '../kinds';

/**
 * The back office's search of every kind of content by title (GET /api/search, the command palette of
 * apps/web/app/features/admin/palette; docs/behaviour/command-palette.md), derived from the registry of
 * content kinds (decision 35) instead of a list of its own.
 */

/** Longest search (characters, after trimming), and how many matches of each kind the answer holds. */
export const SEARCH_LIMITS = { q: 100, perKind: 5 } as const;

export const SEARCH_MESSAGES = {
  qRequired: 'Type a few letters of a title to search for',
  qTooLong: `Search for at most ${SEARCH_LIMITS.q} characters`,
} as const;

/** A back-office section that lists items of a kind: the kind of use its items are (`article`, `newsletter`; null when one section holds them all), what one is, and its address. */
export interface KindSection {
  readonly use: string | null;
  readonly noun: string;
  readonly admin: string;
}

const isCollection = (key: Kind) => COLLECTION_KEYS.some((k) => k === key);

/**
 * The sections whose lists hold a kind's items: its media uses' sections (articles: News & Articles and
 * Newsletters), or a collection's own section; none for a kind without an item list (figures).
 */
export function kindSections(key: Kind): readonly KindSection[] {
  const definition: KindDefinition = KINDS[key];
  const uses = definition.mediaUses ?? [];
  if (uses.length > 0) return uses.map((u) => ({ use: uses.length > 1 ? u.use : null, noun: u.noun, admin: u.admin }));
  if (isCollection(key))
    return [{ use: null, noun: definition.noun, admin: collectionAdminPath(KINDS[key as (typeof COLLECTION_KEYS)[number]]) }];
  return [];
}

/** The kinds the search walks: those whose items have a title, name or label and a section that lists them (not site settings, not figures). */
export const SEARCH_KINDS: readonly Kind[] = /* @__PURE__ */ ALL_KINDS.filter(
  (key) => KINDS[key].labelField !== null && kindSections(key).length > 0,
);

/**
 * The kinds whose items staff add one by one (each delete goes to the trash; site settings and figures
 * are a fixed set, changed in place): the palette's "New …" actions, one per section.
 */
export const CREATABLE_KINDS: readonly Kind[] = /* @__PURE__ */ ALL_KINDS.filter((key) => KINDS[key].trash && kindSections(key).length > 0);

/** The address that opens an item's form in its section (`edit`; a viewer sees its view instead), its list searched for its title so that it is on the page. */
export function itemEditPath(section: string, id: number, title: string): string {
  const params = new URLSearchParams({ search: title.slice(0, SEARCH_LIMITS.q), edit: String(id) });
  return `${section}?${params.toString()}`;
}
