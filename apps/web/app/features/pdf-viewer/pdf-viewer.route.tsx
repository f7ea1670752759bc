import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ArrowLeft, Download, ExternalLink, FileText, FileWarning, RotateCcw } from 'lucide-react';
import { NavigationType, useNavigate, useNavigationType } from 'react-router';
import type { Route } from './+types/pdf-viewer.route';
import { Button, EmptyState, Spinner, buttonClasses } from '../../components/ui';
import { VIEWER, pdfViewerCopy } from '../../content/pdf-viewer';
import { VIEWER_PARAMS } from '../../lib/document-viewer';
import { pageMeta } from '../../lib/meta';
import { checkDocumentUrl, displayTitle, type DocumentCheck } from './document-url';
import { DocumentFetchError, DocumentTooLargeError, checkReachable, loadDocument, type LoadedDocument } from './load-document';
import { PdfPages } from './pdf-pages';
import { ViewerToolbar, type ZoomControls } from './viewer-toolbar';
import { applyZoom, canZoomIn, canZoomOut, zoomShortcut, type ZoomAction } from './zoom';

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  ...pageMeta(loaderData?.title ?? pdfViewerCopy.name, pdfViewerCopy.description),
  { name: 'robots', content: 'noindex' },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const check = checkDocumentUrl(url.searchParams.get(VIEWER_PARAMS.url), url.origin, context.publicConfig.uploadsUrl);
  const title = displayTitle(url.searchParams.get(VIEWER_PARAMS.title));
  // An unusable address is shown as the viewer's error state (a page, not an HTTP error).
  return { check, title };
}

type ViewState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** Drawing failed: keep trying for VIEWER.fallbackDelayMs, then show the fallback. */
  | { status: 'render-failed' }
  | { status: 'fallback'; reason: 'render' | 'doc' | 'external' | 'too-large' }
  | { status: 'shown'; document: LoadedDocument };

function subscribeFullscreen(onChange: () => void): () => void {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

function initialState(check: DocumentCheck): ViewState {
  if (!check.ok) return { status: 'error', message: check.message };
  if (check.kind === 'doc') return { status: 'fallback', reason: 'doc' };
  // Other sites' documents cannot be fetched here (the CSP allows this origin and the uploads' only).
  if (!check.fetchable) return { status: 'fallback', reason: 'external' };
  return { status: 'loading' };
}

/**
 * The document viewer, with no third-party viewer service: PDFs are
 * drawn in the page with pdf.js, Word documents converted with mammoth; both libraries are loaded only
 * here, on demand. Old .doc files and documents from other sites get the download fallback.
 */
export default function PdfViewerRoute({ loaderData }: Route.ComponentProps) {
  const { check, title } = loaderData;
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const rootRef = useRef<HTMLDivElement>(null);
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [zoom, setZoom] = useState<number>(VIEWER.zoom.initial);
  const fullscreen = useSyncExternalStore(
    subscribeFullscreen,
    () => document.fullscreenElement !== null,
    () => false,
  );
  const canFullscreen = useSyncExternalStore(
    subscribeFullscreen,
    () => Boolean(document.fullscreenEnabled),
    () => false,
  );

  const href = check.ok ? check.href : null;
  const kind = check.ok ? check.kind : null;
  // A load's outcome belongs to one address and one attempt; a new one starts from the initial state.
  const loadKey = `${attempt}:${href ?? ''}`;
  const [outcome, setOutcome] = useState<{ key: string; state: ViewState } | null>(null);
  const state = outcome?.key === loadKey ? outcome.state : initialState(check);
  const setState = useCallback((next: ViewState) => setOutcome({ key: loadKey, state: next }), [loadKey]);

  // Load (again on Try Again).
  useEffect(() => {
    if (!href || !kind || kind === 'doc' || !check.ok || !check.fetchable) return;
    checkReachable(href);
    const controller = new AbortController();
    loadDocument(href, kind === 'docx' ? 'docx' : 'pdf', controller.signal)
      .then((document) => setState({ status: 'shown', document }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        if (err instanceof DocumentFetchError) setState({ status: 'error', message: err.message });
        else if (err instanceof DocumentTooLargeError) setState({ status: 'fallback', reason: 'too-large' });
        else setState({ status: 'render-failed' });
      });
    return () => controller.abort();
    // `check` is loader data: it changes with href and kind.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [href, kind, setState]);

  // Free the PDF's worker when it is replaced or the viewer closes.
  const shownPdf = state.status === 'shown' && state.document.kind === 'pdf' ? state.document.pdf : null;
  useEffect(() => {
    if (!shownPdf) return;
    return () => void shownPdf.destroy();
  }, [shownPdf]);

  useEffect(() => {
    if (state.status !== 'render-failed') return;
    const timer = window.setTimeout(() => setState({ status: 'fallback', reason: 'render' }), VIEWER.fallbackDelayMs);
    return () => window.clearTimeout(timer);
  }, [state.status, setState]);

  const onRenderError = useCallback(() => setState({ status: 'render-failed' }), [setState]);

  const shown = state.status === 'shown';
  const zoomBy = useCallback((action: ZoomAction) => setZoom((z) => applyZoom(z, action)), []);

  // Ctrl/Cmd + '+', '-', '0' zoom the document instead of the page.
  useEffect(() => {
    if (!shown) return;
    const onKey = (event: KeyboardEvent) => {
      const action = zoomShortcut(event);
      if (!action) return;
      event.preventDefault();
      zoomBy(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shown, zoomBy]);

  function toggleFullscreen() {
    // Esc leaves fullscreen too (the browser does that).
    if (document.fullscreenElement) void document.exitFullscreen();
    else void rootRef.current?.requestFullscreen().catch(() => undefined);
  }

  function back() {
    // Reached by a link inside the app (PUSH), or by a full page load from a link (a referrer with
    // history behind it): go one step back. Opened directly (new tab, typed address): go home.
    const arrivedByLink = document.referrer !== '' && window.history.length > 1;
    if (navigationType !== NavigationType.Pop || arrivedByLink) void navigate(-1);
    else void navigate('/');
  }

  const zoomControls: ZoomControls | null = shown
    ? {
        zoom,
        canZoomIn: canZoomIn(zoom),
        canZoomOut: canZoomOut(zoom),
        onZoomIn: () => zoomBy('in'),
        onZoomOut: () => zoomBy('out'),
        onReset: () => zoomBy('reset'),
      }
    : null;
  const download = check.ok ? { href: check.href, fileName: check.fileName } : null;
  // An error screen has nothing to zoom or download.
  const hasTools = check.ok && state.status !== 'error';
  const pageCount = state.status === 'shown' && state.document.kind === 'pdf' ? state.document.pageCount : null;

  return (
    <div ref={rootRef} className="flex h-dvh flex-col bg-slate-200">
      <header className="z-10 flex shrink-0 items-center gap-2 bg-brand-900 px-2 py-2 text-white shadow-md sm:gap-3 sm:px-4">
        {/* A link home until the scripts run (and without them); then one step back in the history. */}
        <a
          href="/"
          onClick={(event) => {
            event.preventDefault();
            back();
          }}
          className={buttonClasses({ variant: 'outline-inverse', size: 'sm', className: 'px-3 sm:px-4' })}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">{pdfViewerCopy.back}</span>
        </a>
        <div className="min-w-0 flex-1">
          <h1 className="flex min-w-0 items-center gap-2 text-sm font-semibold sm:text-base" title={title}>
            <FileText aria-hidden="true" className="size-4 shrink-0 text-accent-300" />
            <span className="truncate">{title}</span>
          </h1>
          {check.ok ? (
            <p className="truncate pl-6 text-xs text-brand-100" aria-live="polite">
              {pdfViewerCopy.kindLabel[check.kind]}
              {pageCount !== null ? (
                <>
                  {' '}
                  · <span data-testid="page-count">{pdfViewerCopy.pageCount(pageCount)}</span>
                </>
              ) : null}
            </p>
          ) : null}
        </div>
        {hasTools ? (
          <ViewerToolbar
            placement="header"
            zoom={zoomControls}
            download={download}
            fullscreen={canFullscreen ? { active: fullscreen, onToggle: toggleFullscreen } : null}
          />
        ) : null}
      </header>

      <main
        id="main-content"
        ref={setScroller}
        // Focusable so the keyboard can scroll the document (arrow keys, Page Up/Down).
        tabIndex={0}
        aria-label={title}
        className="relative min-h-0 flex-1 overflow-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500"
        aria-busy={state.status === 'loading' || state.status === 'render-failed'}
      >
        <ViewerBody
          state={state}
          check={check}
          zoom={zoom}
          scroller={scroller}
          onRenderError={onRenderError}
          onRetry={() => setAttempt((n) => n + 1)}
          onBack={back}
        />
      </main>

      {hasTools ? <ViewerToolbar placement="bottom" zoom={zoomControls} download={download} fullscreen={null} /> : null}
    </div>
  );
}

interface ViewerBodyProps {
  state: ViewState;
  check: DocumentCheck;
  zoom: number;
  scroller: HTMLElement | null;
  onRenderError: () => void;
  onRetry: () => void;
  onBack: () => void;
}

function ViewerBody({ state, check, zoom, scroller, onRenderError, onRetry, onBack }: ViewerBodyProps) {
  if (state.status === 'loading' || state.status === 'render-failed') {
    return (
      <>
        {/* A browser without scripts (the `scripting: none` media feature) is not told "Loading". */}
        <div className="flex h-full flex-col items-center justify-center gap-3 p-8 text-slate-700 noscript:hidden">
          <Spinner className="size-8 text-brand-700" label={pdfViewerCopy.loading} />
          <p className="text-sm font-medium" aria-hidden="true">
            {pdfViewerCopy.loading}
          </p>
        </div>
        {check.ok ? <NoScriptDocument check={check} /> : null}
      </>
    );
  }

  if (state.status === 'error') {
    return (
      <Centered>
        <EmptyState
          icon={FileWarning}
          className="bg-white"
          title={pdfViewerCopy.errorHeading}
          description={state.message}
          action={
            check.ok ? (
              <Button onClick={onRetry}>
                <RotateCcw aria-hidden="true" className="size-4" />
                {pdfViewerCopy.tryAgain}
              </Button>
            ) : (
              <Button variant="secondary" onClick={onBack}>
                <ArrowLeft aria-hidden="true" className="size-4" />
                {pdfViewerCopy.back}
              </Button>
            )
          }
        />
      </Centered>
    );
  }

  if (state.status === 'fallback') {
    if (!check.ok) return null;
    const copy =
      state.reason === 'doc'
        ? pdfViewerCopy.noPreview
        : state.reason === 'external'
          ? pdfViewerCopy.external
          : state.reason === 'too-large'
            ? pdfViewerCopy.tooLarge
            : pdfViewerCopy.fallback;
    const isPdf = check.kind === 'pdf' || check.kind === 'blob';
    return (
      <Centered>
        <EmptyState
          icon={FileText}
          className="bg-white"
          title={copy.title}
          description={copy.text}
          action={
            <a href={check.href} download={check.fileName} className={buttonClasses()}>
              <Download aria-hidden="true" className="size-4" />
              {isPdf ? pdfViewerCopy.downloadPdf : pdfViewerCopy.download}
            </a>
          }
        />
      </Centered>
    );
  }

  const { document } = state;
  if (document.kind === 'pdf') {
    return <PdfPages lib={document.lib} pdf={document.pdf} zoom={zoom} scroller={scroller} onRenderError={onRenderError} />;
  }
  return (
    <div className="px-3 py-6 sm:px-6">
      <article
        className="docx-body mx-auto max-w-3xl rounded-sm bg-white px-6 py-8 text-[15px] leading-relaxed text-slate-800 shadow-lg ring-1 ring-slate-300 sm:px-12 sm:py-14"
        style={{ zoom }}
        // Sanitised by DOMPurify in loadDocument.
        dangerouslySetInnerHTML={{ __html: document.html }}
      />
    </div>
  );
}

/**
 * Without scripts the viewer cannot draw the document: its download, and for a PDF the browser's own
 * viewer (the file itself), instead (docs/no-script.md).
 */
function NoScriptDocument({ check }: { check: Extract<DocumentCheck, { ok: true }> }) {
  const isPdf = check.kind === 'pdf' || check.kind === 'blob';
  return (
    <div className="hidden noscript:block">
      <Centered>
        <EmptyState
          icon={FileText}
          className="bg-white"
          title={pdfViewerCopy.noScript.title}
          description={isPdf ? pdfViewerCopy.noScript.pdf : pdfViewerCopy.noScript.doc}
          action={
            <div className="flex flex-wrap justify-center gap-3">
              {isPdf ? (
                <a href={check.href} className={buttonClasses()}>
                  <ExternalLink aria-hidden="true" className="size-4" />
                  {pdfViewerCopy.noScript.open}
                </a>
              ) : null}
              <a href={check.href} download={check.fileName} className={buttonClasses({ variant: isPdf ? 'secondary' : 'primary' })}>
                <Download aria-hidden="true" className="size-4" />
                {isPdf ? pdfViewerCopy.downloadPdf : pdfViewerCopy.download}
              </a>
            </div>
          }
        />
      </Centered>
    </div>
  );
}

function Centered({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-xl px-4 py-16">{children}</div>;
}
