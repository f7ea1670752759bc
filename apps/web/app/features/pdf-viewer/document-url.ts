import { isOwnUpload } from '@mnch/shared';
import { VIEWER, pdfViewerCopy } from '../../content/pdf-viewer';

export type DocumentKind = 'pdf' | 'docx' | 'doc' | 'blob';

export type DocumentCheck =
  | {
      ok: true;
      /** The address as given. */
      url: string;
      /** Where to fetch and download it: root-relative on this site, absolute elsewhere. */
      href: string;
      /** A file name for the download link. */
      fileName: string;
      kind: DocumentKind;
      sameOrigin: boolean;
      /** The viewer may fetch it: on this site, or in the site's object storage (allowed by the CSP). */
      fetchable: boolean;
    }
  | { ok: false; message: string };

/**
 * The viewer's rules: a url is required; only addresses ending in .pdf, .docx
 * or .doc, or containing blob:, are accepted. Relative upload paths ("/uploads/..." or "uploads/...")
 * are resolved against the site's origin. `uploadsUrl` is where the site's uploads live when they are
 * in object storage (an absolute URL); documents there are fetched like the site's own.
 */
export function checkDocumentUrl(raw: string | null | undefined, origin: string, uploadsUrl = ''): DocumentCheck {
  const url = (raw ?? '').trim();
  if (!url) return { ok: false, message: pdfViewerCopy.errors.missing };
  if (url.includes('blob:')) {
    const href = url.slice(url.indexOf('blob:'));
    return { ok: true, url, href, fileName: 'document.pdf', kind: 'blob', sameOrigin: true, fetchable: true };
  }
  const path = url.split(/[?#]/)[0]!.toLowerCase();
  let kind: DocumentKind | null = null;
  if (path.endsWith('.pdf')) kind = 'pdf';
  else if (path.endsWith('.docx')) kind = 'docx';
  else if (path.endsWith('.doc')) kind = 'doc';
  if (!kind) return { ok: false, message: pdfViewerCopy.errors.unsupported };
  const site = new URL(origin);
  let resolved: URL;
  try {
    // "uploads/x.pdf" is a path on this site, not relative to /pdf-viewer.
    resolved = new URL(/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url) || url.startsWith('/') ? url : `/${url}`, site);
  } catch {
    return { ok: false, message: pdfViewerCopy.errors.unsupported };
  }
  if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') {
    return { ok: false, message: pdfViewerCopy.errors.unsupported };
  }
  const sameOrigin = resolved.origin === site.origin;
  const href = sameOrigin ? `${resolved.pathname}${resolved.search}` : resolved.href;
  const last = resolved.pathname.split('/').pop() ?? '';
  let fileName = `document.${kind}`;
  try {
    fileName = decodeURIComponent(last) || fileName;
  } catch {
    fileName = last || fileName;
  }
  return { ok: true, url, href, fileName, kind, sameOrigin, fetchable: sameOrigin || isOwnUpload(resolved.href, uploadsUrl) };
}

/** The title as shown: cut to 50 characters with an ellipsis. */
export function displayTitle(title: string | null | undefined, limit: number = VIEWER.titleLimit): string {
  const t = (title ?? '').trim() || pdfViewerCopy.defaultTitle;
  return t.length > limit ? `${t.slice(0, limit)}...` : t;
}
