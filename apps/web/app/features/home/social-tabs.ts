/**
 * The home page's social tabs as an address (docs/no-script.md, "Controls"): `/?social=<tab>#social-media`
 * is rendered by the server with that tab selected, so the tabs are links that work without scripts.
 */
import { isOneOf } from '@mnch/shared';

/** The query parameter naming the chosen tab (listed in PAGE_QUERY_PARAMS['/'], packages/shared/src/constants.ts). */
export const SOCIAL_PARAM = 'social';
/** The section's id: the tabs' links keep it in view. */
export const SOCIAL_SECTION_ID = 'social-media';
/** The tabs, the first the default (Facebook only when a page is configured). */
export const SOCIAL_TAB_IDS = ['youtube', 'twitter', 'facebook'] as const;
export type SocialTabId = (typeof SOCIAL_TAB_IDS)[number];

/** The tab the home page's address names (`?social=`), or null for the default. */
export function parseHomeQuery(params: URLSearchParams): { social: SocialTabId | null } {
  const value = params.get(SOCIAL_PARAM);
  return { social: isOneOf(SOCIAL_TAB_IDS, value) ? value : null };
}

/** The home page with `tab` chosen (the default without the parameter), scrolled to the section. */
export function socialTabHref(tab: SocialTabId): string {
  return `/${tab === SOCIAL_TAB_IDS[0] ? '' : `?${SOCIAL_PARAM}=${tab}`}#${SOCIAL_SECTION_ID}`;
}
