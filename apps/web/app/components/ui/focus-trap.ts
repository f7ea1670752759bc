const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** What Tab can reach inside `root`, in order (`shown`: only what is laid out, not hidden or `display: none`). */
export function focusables(root: HTMLElement, { shown = false }: { shown?: boolean } = {}): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && (!shown || el.getClientRects().length > 0),
  );
}

/**
 * Keeps Tab and Shift+Tab inside `container` (a modal dialog, the phone menu): from its last control to
 * its first and back, and from outside it to its first (or last) control.
 */
export function keepTabWithin(
  event: { key: string; shiftKey: boolean; preventDefault: () => void },
  container: HTMLElement,
  items: HTMLElement[],
): void {
  if (event.key !== 'Tab') return;
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (!active || !container.contains(active)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
