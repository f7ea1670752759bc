import { useRouteLoaderData } from 'react-router';
import { EMPTY_SITE_SETTINGS, type FigureItem, type SiteSettings } from '@mnch/shared';

/** The public layout's route id (routes.ts: the default, its file without the extension). */
export const PUBLIC_LAYOUT_ID = 'layouts/public/public-layout';

/** What the public layout's loader hands to every public page (layouts/public/public-layout.tsx). */
export interface PublicLayoutData {
  settings: SiteSettings;
  /** The figures the pages quote (GET /api/figures; lib/figures.ts). */
  figures: FigureItem[];
}

/**
 * The site settings (GET /api/settings: the centre's address, phone numbers, emails, office hours, map
 * location, social accounts and footer links), read once per page by the public layout. Empty outside
 * the public layout or when the layout could not read them (its error page).
 */
export function useSiteSettings(): SiteSettings {
  return useRouteLoaderData<PublicLayoutData>(PUBLIC_LAYOUT_ID)?.settings ?? EMPTY_SITE_SETTINGS;
}

/** The settings from a meta function's matches (the public layout's data), or undefined. */
export function settingsFromMatches(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): SiteSettings | undefined {
  const data = matches.find((m) => m?.id === PUBLIC_LAYOUT_ID)?.data as Partial<PublicLayoutData> | undefined;
  return data?.settings;
}
