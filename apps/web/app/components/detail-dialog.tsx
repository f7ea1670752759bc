import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { Dialog, InPlaceLink, buttonClasses, type DialogProps } from './ui';

interface DetailDialogProps extends Omit<DialogProps, 'open' | 'title' | 'footer' | 'closeHref' | 'onClose'> {
  /** The card shown (the dialog is open while there is one), named by its title. */
  item: { title: string } | null;
  /** The Close link: the page without the dialog (docs/no-script.md, "Controls"), its label, and the close in place. */
  close: { href: string; label: string; onClose: () => void };
  /** The footer's action after Close (Apply, View openings), if any. */
  action?: ReactNode;
}

/** A card's details in a dialog an address opens: its footer a Close link to the page without it, then `action`. */
export function DetailDialog({ item, close, action, children, ...dialog }: DetailDialogProps) {
  return (
    <Dialog
      {...dialog}
      open={item !== null}
      onClose={close.onClose}
      title={item?.title ?? ''}
      closeHref={close.href}
      footer={
        <>
          <InPlaceLink href={close.href} onActivate={close.onClose} className={buttonClasses({ variant: 'secondary' })}>
            {close.label}
          </InPlaceLink>
          {action}
        </>
      }
    >
      {children}
    </Dialog>
  );
}

interface LearnMoreLinkProps {
  /** The address that opens the card's details. */
  href: string;
  onActivate: () => void;
  label: string;
  /** The card's title: the link's name is "label: title". */
  title: string;
}

/** A card's "Learn more" link, opening its details in place (DetailDialog). */
export function LearnMoreLink({ href, onActivate, label, title }: LearnMoreLinkProps) {
  return (
    <InPlaceLink
      href={href}
      onActivate={onActivate}
      aria-label={`${label}: ${title}`}
      className="mt-4 inline-flex items-center gap-1.5 self-start rounded text-sm font-semibold text-brand-700 hover:text-brand-900"
    >
      {label}
      {/* The link's own text names the card too (read by search engines and Lighthouse's link-text audit). */}
      <span className="sr-only">: {title}</span>
      <ArrowRight aria-hidden="true" className="size-4" />
    </InPlaceLink>
  );
}
