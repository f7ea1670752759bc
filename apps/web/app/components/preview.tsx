import type { ReactNode } from 'react';
import { Eye, LockKeyhole, TriangleAlert } from 'lucide-react';
import type { MetaDescriptor } from 'react-router';
import { ButtonLink, EmptyState } from './ui';
import { NotFoundContent } from './status-page';
import { pageTitle } from '../lib/meta';
import { previewSignInHref, type Preview } from '../lib/preview';

/*
 * The frame of the preview pages (/preview/...): staff see a draft, scheduled or in-review item in
 * the public layout before it goes live. The server sends every preview page as a 404 that no one
 * keeps (UNCACHED_PAGE_PATHS in packages/shared, X-Robots-Tag: noindex); the page's script reads
 * the item with the staff token (lib/preview.ts).
 */

/** Meta of every preview page: never indexed. */
export const previewMeta = (): MetaDescriptor[] => [{ title: pageTitle('Preview') }, { name: 'robots', content: 'noindex, nofollow' }];

/** Headers of every preview page: never indexed. (Never kept: /preview is in UNCACHED_PAGE_PATHS, so plugins/web.ts sends no-store.) */
export const previewHeaders = () => ({ 'X-Robots-Tag': 'noindex, nofollow' });

/** The band above a previewed item: what it is and when it goes live, and the way back. */
export function PreviewNotice({ state, backTo }: { state: string; backTo: string }) {
  return (
    <aside
      aria-label="Preview"
      className="mb-8 flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2 text-sm">
        <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong className="font-semibold">Preview.</strong> {state} Visitors cannot see this page yet.
        </span>
      </p>
      <ButtonLink to={backTo} variant="secondary" className="shrink-0">
        Back to the back office
      </ButtonLink>
    </aside>
  );
}

/** While the preview's script reads the item (the server's page, and the page without scripts). */
export function PreviewLoading() {
  return (
    <div className="px-4 pb-20 pt-32 sm:pt-40">
      <div className="mx-auto max-w-xl">
        <EmptyState
          as="h1"
          icon={Eye}
          title="Opening the preview"
          description="Previews are for signed-in staff and need JavaScript in this browser."
          className="bg-white"
        />
      </div>
    </div>
  );
}

/** A preview that cannot be shown: not found (as for any visitor), a session that ended, or an error. */
export function PreviewUnavailable({ preview, path }: { preview: Exclude<Preview<unknown>, { state: 'ok' }>; path: string }) {
  if (preview.state === 'not-found') return <NotFoundContent />;
  const signedOut = preview.state === 'signed-out';
  const action: ReactNode = signedOut ? <ButtonLink to={previewSignInHref(path)}>Sign in</ButtonLink> : null;
  return (
    <div className="px-4 pb-20 pt-32 sm:pt-40">
      <div className="mx-auto max-w-xl">
        <EmptyState
          as="h1"
          icon={signedOut ? LockKeyhole : TriangleAlert}
          title={signedOut ? 'Your session has ended' : 'The preview could not be loaded'}
          description={signedOut ? 'Sign in again to see this preview.' : 'Please try again in a moment.'}
          action={action}
          className="bg-white"
        />
      </div>
    </div>
  );
}
