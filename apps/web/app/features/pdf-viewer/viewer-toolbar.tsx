import { Download, Maximize, Minimize, ZoomIn, ZoomOut } from 'lucide-react';
import { clsx } from 'clsx';
import { pdfViewerCopy } from '../../content/pdf-viewer';
import { formatZoom } from './zoom';

export interface ZoomControls {
  zoom: number;
  canZoomIn: boolean;
  canZoomOut: boolean;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onReset: () => void;
}

interface ViewerToolbarProps {
  /** 'header': in the top bar from 768 px up; 'bottom': the phone toolbar under 768 px. */
  placement: 'header' | 'bottom';
  /** Null while no document is shown (the zoom buttons are then disabled). */
  zoom: ZoomControls | null;
  download: { href: string; fileName: string } | null;
  fullscreen: { active: boolean; onToggle: () => void } | null;
}

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-full text-white transition-colors hover:bg-white/15 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

/** Zoom out, the zoom percentage (resets to 100%), zoom in, download and fullscreen. */
export function ViewerToolbar({ placement, zoom, download, fullscreen }: ViewerToolbarProps) {
  const header = placement === 'header';
  return (
    <div
      role="toolbar"
      aria-label={header ? pdfViewerCopy.toolbar : `${pdfViewerCopy.toolbar} (bottom)`}
      data-placement={placement}
      className={clsx(
        'flex items-center gap-1',
        header
          ? 'shrink-0'
          : 'shrink-0 justify-around border-t border-white/10 bg-brand-900 px-4 py-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] text-white shadow-[0_-4px_12px_rgb(0_0_0/0.15)] md:hidden',
      )}
    >
      <div className={clsx('items-center gap-1', header ? 'hidden md:flex' : 'flex')}>
        <button
          type="button"
          className={iconButton}
          onClick={zoom?.onZoomOut}
          disabled={!zoom?.canZoomOut}
          aria-label={pdfViewerCopy.zoomOut}
          title={pdfViewerCopy.zoomOut}
        >
          <ZoomOut aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          className="min-w-16 rounded-full px-2 py-1 text-center text-sm font-semibold tabular-nums text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-60 disabled:hover:bg-transparent"
          onClick={zoom?.onReset}
          disabled={!zoom}
          aria-label={`${pdfViewerCopy.zoomLevel} ${formatZoom(zoom?.zoom ?? 1)}, reset to 100%`}
          title="Reset to 100%"
        >
          <span aria-hidden="true" data-testid="zoom-level">
            {formatZoom(zoom?.zoom ?? 1)}
          </span>
        </button>
        <button
          type="button"
          className={iconButton}
          onClick={zoom?.onZoomIn}
          disabled={!zoom?.canZoomIn}
          aria-label={pdfViewerCopy.zoomIn}
          title={pdfViewerCopy.zoomIn}
        >
          <ZoomIn aria-hidden="true" className="size-5" />
        </button>
      </div>
      {download ? (
        <a
          href={download.href}
          download={download.fileName}
          className={clsx(
            header
              ? 'ml-1 hidden h-9 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white md:inline-flex'
              : 'inline-flex h-9 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
          )}
        >
          <Download aria-hidden="true" className="size-4" />
          {pdfViewerCopy.download}
        </a>
      ) : null}
      {fullscreen ? (
        <button
          type="button"
          className={iconButton}
          onClick={fullscreen.onToggle}
          aria-label={fullscreen.active ? pdfViewerCopy.exitFullscreen : pdfViewerCopy.enterFullscreen}
          title={fullscreen.active ? pdfViewerCopy.exitFullscreen : pdfViewerCopy.enterFullscreen}
        >
          {fullscreen.active ? <Minimize aria-hidden="true" className="size-5" /> : <Maximize aria-hidden="true" className="size-5" />}
        </button>
      ) : null}
    </div>
  );
}
