import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { VIEWER, pdfViewerCopy } from '../../content/pdf-viewer';
import type { PdfLib } from './load-document';
import './pdf-viewer.css';

interface PdfPagesProps {
  lib: PdfLib;
  pdf: PDFDocumentProxy;
  zoom: number;
  /** The scrolling element the pages live in (lazy drawing watches it). */
  scroller: HTMLElement | null;
  onRenderError: (error: unknown) => void;
}

interface PageSize {
  width: number;
  height: number;
}

/**
 * Every page of a PDF, each a canvas with a text layer (so the text can be selected, searched and
 * read aloud). Pages are drawn only when they come near the visible area, and redrawn on zoom.
 * 100% fits the first page to the available width (at most VIEWER.maxPageWidth).
 */
export function PdfPages({ lib, pdf, zoom, scroller, onRenderError }: PdfPagesProps) {
  const [first, setFirst] = useState<PageSize | null>(null);
  const [available, setAvailable] = useState<number>(VIEWER.maxPageWidth);

  useEffect(() => {
    let cancelled = false;
    pdf
      .getPage(1)
      .then((page) => {
        if (cancelled) return;
        const { width, height } = page.getViewport({ scale: 1 });
        setFirst({ width, height });
      })
      .catch(onRenderError);
    return () => {
      cancelled = true;
    };
  }, [pdf, onRenderError]);

  useEffect(() => {
    if (!scroller) return;
    const measure = () => setAvailable(Math.min(VIEWER.maxPageWidth, Math.max(240, scroller.clientWidth - 32)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [scroller]);

  if (!first) return null;
  const scale = (available / first.width) * zoom;
  const pages = Array.from({ length: pdf.numPages }, (_, i) => i + 1);

  return (
    <ol className="mx-auto flex w-max min-w-full flex-col items-center gap-6 px-4 py-6" aria-label={pdfViewerCopy.pageCount(pdf.numPages)}>
      {pages.map((n) => (
        <PdfPage
          key={n}
          lib={lib}
          pdf={pdf}
          pageNumber={n}
          scale={scale}
          estimate={{ width: first.width * scale, height: first.height * scale }}
          scroller={scroller}
          onRenderError={onRenderError}
        />
      ))}
    </ol>
  );
}

interface PdfPageProps {
  lib: PdfLib;
  pdf: PDFDocumentProxy;
  pageNumber: number;
  scale: number;
  estimate: PageSize;
  scroller: HTMLElement | null;
  onRenderError: (error: unknown) => void;
}

function PdfPage({ lib, pdf, pageNumber, scale, estimate, scroller, onRenderError }: PdfPageProps) {
  const itemRef = useRef<HTMLLIElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [size, setSize] = useState<PageSize | null>(null);
  const [drawn, setDrawn] = useState(false);

  // Draw a page once it comes near the visible area; it then stays drawn.
  useEffect(() => {
    const item = itemRef.current;
    if (!item || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { root: scroller, rootMargin: VIEWER.lazyMargin },
    );
    observer.observe(item);
    return () => observer.disconnect();
  }, [near, scroller]);

  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    let task: RenderTask | undefined;
    let textLayer: InstanceType<PdfLib['TextLayer']> | undefined;
    (async () => {
      const page = await pdf.getPage(pageNumber);
      if (cancelled) return;
      const viewport = page.getViewport({ scale });
      setSize({ width: viewport.width, height: viewport.height });
      const canvas = canvasRef.current;
      const text = textRef.current;
      if (!canvas || !text) return;
      const ratio = window.devicePixelRatio || 1;
      // Draw off to the side, then swap, so zooming never flashes an empty page.
      const buffer = document.createElement('canvas');
      buffer.width = Math.floor(viewport.width * ratio);
      buffer.height = Math.floor(viewport.height * ratio);
      task = page.render({
        canvas: buffer,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      await task.promise;
      if (cancelled) return;
      canvas.width = buffer.width;
      canvas.height = buffer.height;
      canvas.getContext('2d')?.drawImage(buffer, 0, 0);
      text.replaceChildren();
      textLayer = new lib.TextLayer({ textContentSource: page.streamTextContent(), container: text, viewport });
      await textLayer.render();
      if (!cancelled) setDrawn(true);
    })().catch((err: unknown) => {
      if (cancelled || err instanceof lib.RenderingCancelledException) return;
      onRenderError(err);
    });
    return () => {
      cancelled = true;
      task?.cancel();
      textLayer?.cancel();
    };
  }, [near, pdf, pageNumber, scale, lib, onRenderError]);

  const width = size?.width ?? estimate.width;
  const height = size?.height ?? estimate.height;
  const label = pdfViewerCopy.pageLabel(pageNumber, pdf.numPages);

  return (
    <li
      ref={itemRef}
      className="flex flex-col items-center gap-2"
      aria-label={label}
      data-page={pageNumber}
      data-drawn={drawn || undefined}
    >
      <div
        className="pdf-page relative overflow-hidden bg-white shadow-lg ring-1 ring-slate-300"
        style={{ width, height, ['--scale-factor' as string]: scale, ['--total-scale-factor' as string]: scale }}
      >
        <canvas ref={canvasRef} aria-hidden="true" className="block size-full" />
        <div ref={textRef} className="textLayer" />
        {!drawn ? <div aria-hidden="true" className="absolute inset-0 animate-pulse bg-slate-100/70" /> : null}
      </div>
      <span className="text-xs font-medium text-slate-600">{label}</span>
    </li>
  );
}
