import type { PDFDocumentProxy } from 'pdfjs-dist';
import { pdfViewerCopy } from '../../content/pdf-viewer';
import { sanitizeHtml } from '../../lib/sanitize';
import type { DocumentKind } from './document-url';

/** The document could not be fetched: the viewer shows 'Failed to load PDF' with this message and Try Again. */
export class DocumentFetchError extends Error {}

/** The bytes arrived but could not be drawn: the viewer falls back to 'PDF Preview Not Available'. */
export class DocumentRenderError extends Error {}

/** A Word document too large to convert here (docx-check.ts): the viewer offers it as a download. */
export class DocumentTooLargeError extends Error {}

type MammothModule = typeof import('mammoth') & { default?: typeof import('mammoth') };

export type PdfLib = typeof import('pdfjs-dist');

export type LoadedDocument = { kind: 'pdf'; lib: PdfLib; pdf: PDFDocumentProxy; pageCount: number } | { kind: 'docx'; html: string };

/**
 * The reachability check: a HEAD request whose failure is only logged (a warning, never
 * an error) and never blocks the viewer.
 */
export function checkReachable(href: string): void {
  if (href.startsWith('blob:')) return;
  fetch(href, { method: 'HEAD' })
    .then((res) => {
      if (!res.ok) console.warn(pdfViewerCopy.errors.notAccessible(res.status));
    })
    .catch(() => console.warn(pdfViewerCopy.errors.notAccessible(0)));
}

async function fetchBytes(href: string, signal: AbortSignal): Promise<ArrayBuffer> {
  let res: Response;
  try {
    res = await fetch(href, { signal });
  } catch (err) {
    if (signal.aborted) throw err;
    throw new DocumentFetchError(pdfViewerCopy.errors.network);
  }
  if (!res.ok) throw new DocumentFetchError(pdfViewerCopy.errors.status(res.status));
  return res.arrayBuffer();
}

let pdfLib: Promise<PdfLib> | undefined;

/** pdf.js and its worker, loaded on first use only (never part of a page's initial scripts). */
function loadPdfLib(): Promise<PdfLib> {
  pdfLib ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(([lib, worker]) => {
    lib.GlobalWorkerOptions.workerSrc = worker.default;
    return lib;
  });
  pdfLib.catch(() => (pdfLib = undefined));
  return pdfLib;
}

/** Fetches a PDF or DOCX on this site and prepares it for display. */
export async function loadDocument(href: string, kind: Exclude<DocumentKind, 'doc'>, signal: AbortSignal): Promise<LoadedDocument> {
  const bytes = await fetchBytes(href, signal);
  if (kind === 'docx') {
    // Checked before mammoth sees it: a zip bomb would hold the tab until it crashed.
    const { docxFitsViewer } = await import('./docx-check');
    if (!(await docxFitsViewer(new Uint8Array(bytes), undefined, signal))) throw new DocumentTooLargeError(pdfViewerCopy.tooLarge.text);
    try {
      const mod = (await import('mammoth/mammoth.browser.js')) as MammothModule;
      const mammoth = mod.default ?? mod;
      const result = await mammoth.convertToHtml({ arrayBuffer: bytes });
      return { kind: 'docx', html: sanitizeHtml(result.value) };
    } catch (err) {
      throw new DocumentRenderError(err instanceof Error ? err.message : String(err));
    }
  }
  try {
    const lib = await loadPdfLib();
    const task = lib.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false });
    signal.addEventListener('abort', () => void task.destroy());
    const pdf = await task.promise;
    return { kind: 'pdf', lib, pdf, pageCount: pdf.numPages };
  } catch (err) {
    if (signal.aborted) throw err;
    throw new DocumentRenderError(err instanceof Error ? err.message : String(err));
  }
}
