import { describe, expect, it } from 'vitest';
import { applyZoom, canZoomIn, canZoomOut, clampZoom, formatZoom, zoomIn, zoomOut, zoomShortcut } from './zoom';

describe('zoom', () => {
  it('steps by 0.25 between 0.5 and 3', () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomOut(1)).toBe(0.75);
    expect(zoomOut(0.5)).toBe(0.5);
    expect(zoomIn(3)).toBe(3);
    expect(clampZoom(0.1)).toBe(0.5);
    expect(clampZoom(7)).toBe(3);
    expect(clampZoom(1.3)).toBe(1.25);
  });

  it('says when the buttons are disabled', () => {
    expect(canZoomOut(0.5)).toBe(false);
    expect(canZoomOut(0.75)).toBe(true);
    expect(canZoomIn(3)).toBe(false);
    expect(canZoomIn(2.75)).toBe(true);
  });

  it('reaches the limits in the expected number of steps', () => {
    let z = 1;
    for (let i = 0; i < 8; i++) z = zoomIn(z);
    expect(z).toBe(3);
    z = 1;
    for (let i = 0; i < 2; i++) z = zoomOut(z);
    expect(z).toBe(0.5);
  });

  it('formats as a percentage', () => {
    expect(formatZoom(1)).toBe('100%');
    expect(formatZoom(0.5)).toBe('50%');
    expect(formatZoom(2.25)).toBe('225%');
  });

  it('maps Ctrl/Cmd + "+", "-", "0" to zoom actions', () => {
    const key = (k: string, mods: Partial<KeyboardEvent> = { ctrlKey: true }) =>
      zoomShortcut({ key: k, ctrlKey: false, metaKey: false, altKey: false, ...mods });
    expect(key('+')).toBe('in');
    expect(key('=')).toBe('in');
    expect(key('-')).toBe('out');
    expect(key('0')).toBe('reset');
    expect(key('+', { metaKey: true })).toBe('in');
    expect(key('+', {})).toBeNull();
    expect(key('a')).toBeNull();
    expect(applyZoom(2, 'reset')).toBe(1);
    expect(applyZoom(2, 'in')).toBe(2.25);
  });
});
