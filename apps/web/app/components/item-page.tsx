import type { ReactNode } from 'react';
import { FileQuestion, TriangleAlert } from 'lucide-react';
import { data, redirect } from 'react-router';
import type { PublicReads } from '@mnch/shared';
import { EmptyPage } from './ui';
import { isMissing } from '../lib/missing';
import { pageMeta } from '../lib/meta';

/** What an item's page (an article's, a project's, a publication's) loads: the item, or why there is none. */
export type ItemState<T> = ({ state: 'ok' } & T) | { state: 'not-found' } | { state: 'error' };
type Missing = Exclude<ItemState<never>, { state: 'ok' }>;
/** The words of an item page's two missing states. */
export interface MissingCopy {
  notFound: { title: string; text: string };
  error: { title: string; text: string };
}

/**
 * An item's page found by its slug: what `get` reads; when nothing has the slug now, a 301 to the item an
 * old slug named (decision 28: `pathOf` is the item's address for a slug), else not found (404); a read
 * that failed otherwise is an error (502).
 */
export async function itemBySlug<T extends object>(
  read: Pick<PublicReads, 'redirect'>,
  slug: string,
  pathOf: (slug: string) => string,
  get: () => Promise<T>,
) {
  try {
    return data<ItemState<T>>({ state: 'ok', ...(await get()) });
  } catch (error) {
    if (!isMissing(error)) return data<ItemState<T>>({ state: 'error' }, { status: 502 });
  }
  const moved = await read.redirect(pathOf(slug.trim().toLowerCase())).catch(() => null);
  if (moved) throw redirect(moved, 301);
  return data<ItemState<T>>({ state: 'not-found' }, { status: 404 });
}

/** The meta tags of a missing item's page: a page not found is not for search engines. */
export function missingItemMeta(state: Missing['state'] | undefined, copy: MissingCopy) {
  if (state === 'not-found') return [...pageMeta(copy.notFound.title, copy.notFound.text), { name: 'robots', content: 'noindex' }];
  return pageMeta(copy.error.title, copy.error.text);
}

/** A missing item's page: not found, or not loaded, with a way back to its list. */
export function MissingItemPage({ state, copy, back }: { state: Missing['state']; copy: MissingCopy; back: ReactNode }) {
  const text = state === 'not-found' ? copy.notFound : copy.error;
  return <EmptyPage icon={state === 'not-found' ? FileQuestion : TriangleAlert} title={text.title} description={text.text} action={back} />;
}
