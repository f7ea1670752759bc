import { Search } from 'lucide-react';
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { Role } from '@mnch/shared';
import { ADMIN_SECTIONS } from '../nav';

/** The palette itself, fetched the first time it opens (the shell's first load stays as it was; public pages never load it). */
const CommandPalette = lazy(() => import('./command-palette'));

/** Whether the element takes typed text (so `/` types a slash there instead of opening the palette). */
export function takesText(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (element.getAttribute('type') ?? 'text').toLowerCase();
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'image', 'range', 'color'].includes(type);
}

/** Whether `/` opens the palette on this page: a section's list (not the dashboard, not the profile). */
export function isListSection(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path !== '/admin' && ADMIN_SECTIONS.some((s) => s.to === path);
}

/** Whether a modal dialog (a form, a confirmation) is open: its keys are its own. */
const dialogOpen = () => document.querySelector('dialog[open]') !== null;

/** The palette's open state and keys: Ctrl+K or Cmd+K anywhere in the back office, `/` on a section's list outside a text field. */
export function useCommandPalette() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || dialogOpen()) return;
      const shortcut = (event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && isListSection(pathname) && !takesText(document.activeElement);
      if (!shortcut && !slash) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [pathname]);
  const close = useCallback(() => setOpen(false), []);
  return { open, show: useCallback(() => setOpen(true), []), close };
}

/** The header's button that opens the palette (for touch and mouse users; the keys say themselves in its title). */
export function PaletteButton({ onClick, expanded }: { onClick: () => void; expanded: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-keyshortcuts="Control+K Meta+K"
      title="Search and jump (Ctrl+K)"
      className="flex h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:px-3"
    >
      <Search aria-hidden="true" className="size-5 sm:size-4" />
      <span className="max-sm:sr-only">Search</span>
      <kbd
        aria-hidden="true"
        className="hidden rounded border border-slate-300 bg-slate-50 px-1.5 font-sans text-xs text-slate-600 xl:inline"
      >
        Ctrl K
      </kbd>
    </button>
  );
}

/** The palette while open; nothing (and nothing loaded) before it first opens. */
export function PaletteDialog({ open, role, onClose }: { open: boolean; role: Role; onClose: () => void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette role={role} onClose={onClose} />
    </Suspense>
  );
}
