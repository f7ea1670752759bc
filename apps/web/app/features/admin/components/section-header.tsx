import type { ReactNode } from 'react';
import type { MetaArgs } from 'react-router';
import { site } from '../../../content/site';

/**
 * The top of a back-office section: what the section manages and, when it has any, its actions.
 * The section's title itself is the page heading in the shell's header (from the route's `handle`).
 */
export function SectionHeader({ description, actions }: { description: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <p className="max-w-3xl text-sm leading-6 text-slate-600">{description}</p>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** What a route module exports as `handle`: the shell shows `title` as the page heading. */
export interface SectionHandle {
  title: string;
}

/**
 * The document title of a back-office page. Until the route's clientLoader has run (the HTML the
 * server sends holds only the HydrateFallback) it is a neutral one, so nothing of the back office
 * is in the server's answer.
 */
export function sectionMeta(title: string, loaded: boolean) {
  return [{ title: `${loaded ? `${title} | ` : ''}Back office | ${site.shortName}` }, { name: 'robots', content: 'noindex, nofollow' }];
}

/** A back-office route's `meta`: its title from the route's own `handle` (SectionHandle), neutral until its clientLoader has run. */
export function backOfficeMeta({ loaderData, matches }: MetaArgs) {
  const handle = matches.at(-1)?.handle as Partial<SectionHandle> | undefined;
  return sectionMeta(handle?.title ?? '', loaderData !== undefined);
}

/** The client loader of a back-office route that loads nothing itself (every one is client-only); the admin layout's guard has already run. */
export async function clientOnlyLoader() {
  return null;
}
