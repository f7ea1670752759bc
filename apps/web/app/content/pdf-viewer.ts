/** Texts and constants of the document viewer. */
export const pdfViewerCopy = {
  name: 'Document viewer',
  description: 'View a PDF or Word document of the centre.',
  defaultTitle: 'Document',
  back: 'Back',
  download: 'Download',
  downloadPdf: 'Download PDF',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomLevel: 'Zoom level',
  enterFullscreen: 'Enter fullscreen',
  exitFullscreen: 'Exit fullscreen',
  toolbar: 'Document tools',
  loading: 'Loading document...',
  tryAgain: 'Try Again',
  pageLabel: (page: number, total: number) => `Page ${page} of ${total}`,
  pageCount: (total: number) => (total === 1 ? '1 page' : `${total} pages`),
  kindLabel: { pdf: 'PDF document', docx: 'Word document', doc: 'Word document', blob: 'PDF document' },
  errors: {
    missing: 'No document URL provided',
    unsupported: 'Unsupported file format. Only PDF and DOCX are allowed.',
    /** Logged only (console.warn), never shown: the reachability check does not block. */
    notAccessible: (status: number) => `Document not accessible (${status})`,
    status: (status: number) =>
      status === 404
        ? 'The document was not found (error 404). It may have been moved or removed.'
        : `The server could not deliver the document (error ${status}).`,
    network: 'The document could not be reached. Check your connection and try again.',
  },
  errorHeading: 'Failed to load PDF',
  fallback: {
    title: 'PDF Preview Not Available',
    text: "Your browser doesn't support embedded PDF viewing",
  },
  noPreview: {
    title: 'Preview not available',
    text: 'Older Word documents (.doc) cannot be shown in the browser. Download the file to open it on your device.',
  },
  tooLarge: {
    title: 'Preview not available',
    text: 'This document is too large to show here. Download the file to open it on your device.',
  },
  /** Without scripts: the document cannot be drawn here (pdf-viewer.route.tsx, NoScriptDocument). */
  noScript: {
    title: 'The viewer needs JavaScript',
    pdf: "JavaScript is off in this browser, so the document cannot be shown here. Open it in your browser's own PDF viewer or download it.",
    doc: 'JavaScript is off in this browser, so the document cannot be shown here. Download the file to open it on your device.',
    open: "Open in the browser's viewer",
  },
  external: {
    title: 'PDF Preview Not Available',
    text: 'Documents from other websites cannot be shown here. Download the file or open it on its own site.',
  },
};

/** The viewer's constants. */
export const VIEWER = {
  titleLimit: 50,
  zoom: { min: 0.5, max: 3, step: 0.25, initial: 1 },
  /** Under this width (px) a bottom toolbar carries zoom and download (Tailwind's `md` breakpoint). */
  mobileBreakpoint: 768,
  /** How long the viewer keeps trying before it shows the 'PDF Preview Not Available' fallback. */
  fallbackDelayMs: 2000,
  /** The widest a page is drawn at 100% zoom (CSS pixels); narrower screens fit the page to the width. */
  maxPageWidth: 900,
  /** Pages are drawn when they come within this distance of the visible area. */
  lazyMargin: '600px 0px',
} as const;
