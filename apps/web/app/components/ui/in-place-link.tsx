import type { AnchorHTMLAttributes, MouseEvent } from 'react';

export interface InPlaceLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** An address the server renders with the same content shown (a dialog open, a tab selected). */
  href: string;
  /** Once scripts run, a plain click does this instead of loading `href`. */
  onActivate: () => void;
}

/** Whether a click is a plain one (not a new tab or window, not a download): the page handles it itself. */
export function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A control that reveals content and works before and without JavaScript (docs/no-script.md,
 * "Controls"): a real link to an address the server renders with that content shown. Until the
 * page's scripts have run, a click loads that address; afterwards a plain click is handled in place
 * (`onActivate` opens the dialog or selects the tab as before) and the address is not loaded.
 * Modified clicks (new tab or window) still follow the link.
 */
export function InPlaceLink({ href, onActivate, onClick, children, ...rest }: InPlaceLinkProps) {
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onActivate();
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
