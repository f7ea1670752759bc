import { ExternalLink } from 'lucide-react';

/**
 * The way from a back-office view to the item on the public site, in a new tab: "Open on the website"
 * when it is public, else "Preview on the website" (the preview pages of the public layout, for staff).
 */
export function SiteLink({ isPublic, publicHref, previewHref }: { isPublic: boolean; publicHref: string; previewHref: string }) {
  return (
    <a
      href={isPublic ? publicHref : previewHref}
      target="_blank"
      rel="noreferrer"
      className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      {isPublic ? 'Open on the website' : 'Preview on the website'} <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/** "View on the public site" at the end of a view dialog's badges: the item's public address, in a new tab. */
export function ViewOnSiteLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="ml-auto inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <ExternalLink aria-hidden="true" className="size-4" /> View on the public site
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
