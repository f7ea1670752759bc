/** Texts of the document viewer (spec part 1, sections 2, 5 and 8). */
export const pdfViewerCopy = {
  name: 'Document viewer',
  description: 'View a PDF or Word document of the centre.',
  defaultTitle: 'Document',
  back: 'Back',
  download: 'Download',
  downloadPdf: 'Download PDF',
  errors: {
    missing: 'No document URL provided',
    unsupported: 'Unsupported file format. Only PDF and DOCX are allowed.',
  },
  errorHeading: 'Failed to load PDF',
  fallback: {
    title: 'PDF Preview Not Available',
    text: "Your browser doesn't support embedded PDF viewing",
  },
  noPreview: {
    title: 'Preview not available',
    text: 'This document cannot be shown here. Download it to open it on your device.',
  },
  titleLimit: 50,
};
