/** The query parameters of the document viewer (features/pdf-viewer/pdf-viewer.route.tsx). */
export const VIEWER_PARAMS = { url: 'url', title: 'title' } as const;

/** The address at which a document (PDF or Word) opens in the site's own viewer, under its title. */
export function viewerHref(url: string, title: string): string {
  return `/pdf-viewer?${new URLSearchParams({ [VIEWER_PARAMS.url]: url, [VIEWER_PARAMS.title]: title }).toString()}`;
}

/**
 * The viewer's address for a document named in the path instead of the query: `/pdf-viewer/<address>`
 * (`/pdf-viewer/uploads/documents/report.pdf`, `/pdf-viewer/https://example.org/report.pdf`) is
 * `/pdf-viewer?url=<address>`, the other parameters (the title) kept. `path` is the path after
 * `/pdf-viewer/`, still percent-encoded; a `https:/` whose second slash was merged away gets it back.
 * An address encoded whole as one segment (`%2Fuploads%2Fdocuments%2Fa.pdf`, `https%3A%2F%2F...`, as
 * `encodeURIComponent` gives it) is decoded once, so it is not encoded a second time in the query.
 */
export function viewerAddressFromPath(path: string, search: string): string {
  const rest = encodedWhole(path) ? decodeOnce(path) : path;
  const address = /^https?:/i.test(rest) ? rest.replace(/^(https?:)\/*/i, '$1//') : `/${rest.replace(/^\/+/, '')}`;
  const params = new URLSearchParams(search);
  params.delete(VIEWER_PARAMS.url);
  return `/pdf-viewer?${new URLSearchParams([[VIEWER_PARAMS.url, address], ...params]).toString()}`;
}

/** The address's own slashes are encoded (`%2F`), or its scheme's colon (`https%3A`). */
function encodedWhole(path: string): boolean {
  const rest = path.replace(/^\/+/, '');
  return /^https?%3A/i.test(rest) || (!rest.includes('/') && /%2F/i.test(rest));
}

function decodeOnce(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
