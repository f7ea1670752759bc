import { pdfViewerCopy } from '../../content/pdf-viewer';

export type DocumentKind = 'pdf' | 'word' | 'blob';

export type DocumentCheck =
  | { ok: true; url: string; kind: DocumentKind; sameOrigin: boolean }
  | { ok: false; message: string };

/**
 * The viewer's rules (spec part 1, section 5): a url is required; only addresses ending in .pdf, .docx
 * or .doc, or containing blob:, are accepted.
 */
export function checkDocumentUrl(raw: string | null | undefined, origin: string): DocumentCheck {
  const url = (raw ?? '').trim();
  if (!url) return { ok: false, message: pdfViewerCopy.errors.missing };
  if (url.includes('blob:')) return { ok: true, url, kind: 'blob', sameOrigin: true };
  const path = url.split(/[?#]/)[0]!.toLowerCase();
  let kind: DocumentKind | null = null;
  if (path.endsWith('.pdf')) kind = 'pdf';
  else if (path.endsWith('.docx') || path.endsWith('.doc')) kind = 'word';
  if (!kind) return { ok: false, message: pdfViewerCopy.errors.unsupported };
  let resolved: URL;
  try {
    resolved = new URL(url, origin);
  } catch {
    return { ok: false, message: pdfViewerCopy.errors.unsupported };
  }
  if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') {
    return { ok: false, message: pdfViewerCopy.errors.unsupported };
  }
  return { ok: true, url, kind, sameOrigin: resolved.origin === new URL(origin).origin };
}

/** The title as shown: cut to 50 characters with an ellipsis. */
export function displayTitle(title: string | null | undefined, limit = pdfViewerCopy.titleLimit): string {
  const t = (title ?? '').trim() || pdfViewerCopy.defaultTitle;
  return t.length > limit ? `${t.slice(0, limit)}...` : t;
}
