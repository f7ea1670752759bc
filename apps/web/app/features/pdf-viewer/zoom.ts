import { VIEWER } from '../../content/pdf-viewer';

const { min, max, step, initial } = VIEWER.zoom;

/** Zoom is kept to the 0.25 grid between 0.5 and 3. */
export function clampZoom(zoom: number): number {
  const snapped = Math.round(zoom / step) * step;
  return Math.min(max, Math.max(min, snapped));
}

export const zoomIn = (zoom: number): number => clampZoom(zoom + step);
export const zoomOut = (zoom: number): number => clampZoom(zoom - step);
export const resetZoom = (): number => initial;
export const canZoomIn = (zoom: number): boolean => zoom < max;
export const canZoomOut = (zoom: number): boolean => zoom > min;

/** "125%". */
export function formatZoom(zoom: number): string {
  return `${Math.round(zoom * 100)}%`;
}

export type ZoomAction = 'in' | 'out' | 'reset';

/** The zoom shortcut of a key press: Ctrl or Cmd with +, - or 0 (also = and the keypad keys). */
export function zoomShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): ZoomAction | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  switch (event.key) {
    case '+':
    case '=':
    case 'Add':
      return 'in';
    case '-':
    case '_':
    case 'Subtract':
      return 'out';
    case '0':
      return 'reset';
    default:
      return null;
  }
}

export function applyZoom(zoom: number, action: ZoomAction): number {
  if (action === 'in') return zoomIn(zoom);
  if (action === 'out') return zoomOut(zoom);
  return resetZoom();
}
