/** The query parameters of the document viewer (features/pdf-viewer/pdf-viewer.route.tsx). */
export const VIEWER_PARAMS = { url: 'url', title: 'title' } as const;

/** The address at which a document (PDF or Word) opens in the site's own viewer, under its title. */
export function viewerHref(url: string, title: string): string {
  return `/pdf-viewer?${new URLSearchParams({ [VIEWER_PARAMS.url]: url, [VIEWER_PARAMS.title]: title }).toString()}`;
}
