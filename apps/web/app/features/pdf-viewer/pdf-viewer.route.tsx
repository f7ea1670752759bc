import { ArrowLeft, Download, FileText, FileWarning } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import type { Route } from './+types/pdf-viewer.route';
import { Button, EmptyState, buttonClasses } from '../../components/ui';
import { pdfViewerCopy } from '../../content/pdf-viewer';
import { pageMeta } from '../../lib/meta';
import { checkDocumentUrl, displayTitle } from './document-url';

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  ...pageMeta(loaderData?.title ?? pdfViewerCopy.name, pdfViewerCopy.description),
  { name: 'robots', content: 'noindex' },
];

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const check = checkDocumentUrl(url.searchParams.get('url'), url.origin);
  const title = displayTitle(url.searchParams.get('title'));
  // An unusable address is shown as the viewer's error state (a page, not an HTTP error).
  return { check, title };
}

/**
 * The document viewer (spec part 1, sections 2 and 5): back, title and download, with the document
 * in a frame when it is a PDF on this site. (A later issue renders documents with pdf.js and mammoth.)
 */
export default function PdfViewerRoute({ loaderData }: Route.ComponentProps) {
  const { check, title } = loaderData;
  const navigate = useNavigate();
  const location = useLocation();

  function back() {
    // location.key is 'default' on the first page of this visit: there is nothing to go back to.
    if (location.key !== 'default') navigate(-1);
    else navigate('/');
  }

  const canFrame = check.ok && check.kind === 'pdf' && check.sameOrigin;

  return (
    <div className="flex min-h-dvh flex-col bg-slate-100">
      <header className="sticky top-0 z-10 flex items-center gap-3 bg-brand-900 px-3 py-2 text-white shadow-md sm:px-4">
        <Button variant="outline-inverse" size="sm" onClick={back}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {pdfViewerCopy.back}
        </Button>
        <h1 className="min-w-0 flex-1 truncate text-sm font-semibold sm:text-base" title={title}>
          <FileText aria-hidden="true" className="mr-2 inline size-4 align-[-2px] text-accent-300" />
          {title}
        </h1>
        {check.ok ? (
          <a href={check.url} download className={buttonClasses({ variant: 'inverse', size: 'sm' })}>
            <Download aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{pdfViewerCopy.download}</span>
            <span className="sr-only sm:hidden">{pdfViewerCopy.download}</span>
          </a>
        ) : null}
      </header>

      <main id="main-content" className="flex flex-1 flex-col">
        {!check.ok ? (
          <div className="mx-auto w-full max-w-xl px-4 py-16">
            <EmptyState
              icon={FileWarning}
              title={pdfViewerCopy.errorHeading}
              description={check.message}
              action={
                <Button variant="secondary" onClick={back}>
                  <ArrowLeft aria-hidden="true" className="size-4" />
                  {pdfViewerCopy.back}
                </Button>
              }
            />
          </div>
        ) : canFrame ? (
          <iframe src={check.url} title={title} className="w-full flex-1 border-0 bg-white" style={{ minHeight: 'calc(100dvh - 3.5rem)' }} />
        ) : (
          <div className="mx-auto w-full max-w-xl px-4 py-16">
            <EmptyState
              icon={FileText}
              title={check.kind === 'pdf' ? pdfViewerCopy.fallback.title : pdfViewerCopy.noPreview.title}
              description={check.kind === 'pdf' ? pdfViewerCopy.fallback.text : pdfViewerCopy.noPreview.text}
              action={
                <a href={check.url} download className={buttonClasses()}>
                  <Download aria-hidden="true" className="size-4" />
                  {check.kind === 'pdf' ? pdfViewerCopy.downloadPdf : pdfViewerCopy.download}
                </a>
              }
            />
          </div>
        )}
      </main>
    </div>
  );
}
