import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { X } from 'lucide-react';
import { clsx } from 'clsx';
import { focusables, keepTabWithin } from './focus-trap';
import { InPlaceLink } from './in-place-link';
import { useBodyScrollLock } from './use-body-scroll-lock';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom (e.g. Close, Save). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Hide the title visually (it still names the dialog). */
  hideTitle?: boolean;
  className?: string;
  /**
   * The address of the page without this dialog open, for a dialog that an address opens (docs/no-script.md,
   * "Controls"): the server renders it open, and its close button is then a link there, which works
   * before and without JavaScript (once hydrated, it closes in place as the button does).
   */
  closeHref?: string;
  /** The dialog element's id: an address the server renders with the dialog open may target it (#id). */
  id?: string;
}

const closeClasses = '-mr-2 ml-auto rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800';

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' };

function isModal(dialog: HTMLDialogElement): boolean {
  try {
    return dialog.matches(':modal');
  } catch {
    return false;
  }
}

/** Whether the element's content is taller than it (it scrolls), as its size or content change. */
function useScrolls(ref: RefObject<HTMLElement | null>, content: ReactNode): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref, content]);
  return scrolls;
}

// Opening runs before the browser paints, so a dialog opened by a click is never drawn non-modal first.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A modal dialog on the native <dialog> element: labelled by its title, closes on Escape, on a click
 * on the backdrop and with the close button; keeps Tab inside; returns focus to where it was; locks
 * the page scroll while open. Rendered only while open: the server renders an open dialog with the
 * `open` attribute (shown, not modal, until the scripts make it modal), so a page whose address opens
 * a dialog shows it without JavaScript.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return <OpenDialog {...props} />;
}

function OpenDialog({ onClose, title, description, children, footer, size = 'md', hideTitle, className, closeHref, id }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useBodyScrollLock(true);
  const bodyRef = useRef<HTMLDivElement>(null);
  const scrolls = useScrolls(bodyRef, children);

  useIsomorphicLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Rendered open (by the server, or by React writing the `open` attribute): made modal here.
    if (dialog.open && !isModal(dialog)) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
    if (!dialog.open) {
      try {
        dialog.showModal();
      } catch {
        dialog.setAttribute('open', '');
      }
    }
    // React does not write `autoFocus` into the DOM: a field that should take focus says data-autofocus.
    const first = dialog.querySelector<HTMLElement>('[autofocus], [data-autofocus]') ?? focusables(dialog)[0] ?? dialog;
    first.focus();
    // The browser's own Escape handling: close through React instead.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key === 'Tab' && ref.current) keepTabWithin(event, ref.current, focusables(ref.current));
  }

  function onBackdropClick(event: MouseEvent<HTMLDialogElement>) {
    // A click on the ::backdrop (or the padding around the panel) targets the dialog itself.
    if (event.target === event.currentTarget) onClose();
  }

  return (
    <dialog
      ref={ref}
      id={id}
      open
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={onKeyDown}
      onClick={onBackdropClick}
      className={clsx(
        'fixed inset-0 z-[70] m-0 flex h-full max-h-none w-full max-w-none items-end justify-center bg-transparent p-0 sm:items-center sm:p-6',
        'backdrop:bg-slate-950/60 backdrop:backdrop-blur-[2px]',
        // Before the scripts run (or without them) the dialog is open but not modal: no ::backdrop.
        '[&:not(:modal)]:bg-slate-950/60',
      )}
    >
      <div
        className={clsx(
          'relative flex max-h-[92dvh] w-full animate-pop-in flex-col overflow-hidden rounded-t-2xl bg-white shadow-2xl sm:rounded-2xl',
          widths[size],
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-6 py-4">
          <div className={clsx(hideTitle && 'sr-only')}>
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-1 text-sm text-slate-600">
                {description}
              </p>
            ) : null}
          </div>
          {closeHref ? (
            <InPlaceLink href={closeHref} onActivate={onClose} aria-label="Close dialog" className={closeClasses}>
              <X aria-hidden="true" className="size-5" />
            </InPlaceLink>
          ) : (
            <button type="button" onClick={onClose} aria-label="Close dialog" className={closeClasses}>
              <X aria-hidden="true" className="size-5" />
            </button>
          )}
        </div>
        {/* When its content overflows, the body is a named region that Tab reaches, so that the keyboard
            scrolls it (WCAG 2.1.1), even with nothing focusable inside. */}
        <div
          ref={bodyRef}
          tabIndex={scrolls ? 0 : undefined}
          role={scrolls ? 'region' : undefined}
          aria-labelledby={scrolls ? titleId : undefined}
          className="overflow-y-auto px-6 py-5 outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500"
        >
          {children}
        </div>
        {footer ? <div className="flex flex-wrap justify-end gap-3 border-t border-slate-100 bg-slate-50 px-6 py-4">{footer}</div> : null}
      </div>
    </dialog>
  );
}
