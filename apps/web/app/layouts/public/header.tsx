import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ChevronDown, Menu, X } from 'lucide-react';
import { clsx } from 'clsx';
import { HEADER_SCROLL_THRESHOLD_PX, MENU_BREAKPOINT_PX } from '@mnch/shared';
import { LogoLockup } from '../../components/brand/logo';
import { focusables, keepTabWithin, useBodyScrollLock } from '../../components/ui';
import { site } from '../../content/site';
import { mainNavigation, type NavGroup, type NavLink as NavItem } from '../../content/navigation';
import { useNativeDisclosure } from '../../lib/use-native-disclosure';

/** A <summary> that looks like the button it stands in for (no disclosure triangle). */
const SUMMARY = 'cursor-pointer list-none [&::-webkit-details-marker]:hidden';

/** True once the page has scrolled past `threshold` pixels. */
function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

function pathOf(to: string): string {
  return to.split(/[?#]/)[0] ?? to;
}

/** A menu item that is the page itself (not a section or a filtered view of it) is marked current. */
function currentPage(item: NavItem, pathname: string): 'page' | undefined {
  return item.to === pathname ? 'page' : undefined;
}

function isGroupActive(group: NavGroup, pathname: string): boolean {
  return group.items.some((item) => pathOf(item.to) === pathname);
}

/**
 * The public header: fixed; transparent over the hero, solid green once the
 * page has scrolled more than 10 px; dropdowns from 1024 px, a hamburger with an accordion below.
 * Until the page hydrates (and without JavaScript) the dropdowns, the hamburger and its accordion are
 * native <details> disclosures, so every menu link is reachable (docs/no-script.md, "Controls"); a
 * disclosure opened before the scripts arrive stays open in the scripted menus. Over a light page
 * (`lightHero`: the public layout reads it from the route's `handle.lightHero`) its text is dark until
 * the page scrolls. On a page served as islands it is an island that wakes on the first scroll or use.
 */
export function Header({ lightHero = false }: { lightHero?: boolean }) {
  const location = useLocation();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const [lastKey, setLastKey] = useState(location.key);

  // Any navigation closes the menus.
  if (lastKey !== location.key) {
    setLastKey(location.key);
    setMobileOpen(false);
    setOpenGroup(null);
  }

  useBodyScrollLock(mobileOpen);
  const { hydrated, ref: mobileDetails } = useNativeDisclosure<HTMLDetailsElement>((details) => details.open && setMobileOpen(true));

  // The mobile menu closes when the window grows to the desktop layout, and on Escape. Open, it covers
  // the page: Tab and Shift+Tab go round the header (its logo, the close button and the menu) and never
  // to the links behind it.
  const headerRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!mobileOpen) return;
    const media = window.matchMedia(`(min-width: ${MENU_BREAKPOINT_PX}px)`);
    const onChange = () => media.matches && setMobileOpen(false);
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setMobileOpen(false);
      const header = headerRef.current;
      if (event.key === 'Tab' && header) keepTabWithin(event, header, focusables(header, { shown: true }));
    };
    media.addEventListener('change', onChange);
    document.addEventListener('keydown', onKey);
    return () => {
      media.removeEventListener('change', onChange);
      document.removeEventListener('keydown', onKey);
    };
  }, [mobileOpen]);

  const solid = scrolled || mobileOpen;
  const dark = !solid && lightHero;

  return (
    <header
      ref={headerRef}
      className={clsx(
        'site-header fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300',
        solid ? 'bg-brand-800 shadow-lg shadow-brand-950/20' : 'bg-transparent',
        // Before hydration: solid while the native phone menu is open, as the scripted one makes it.
        'has-[details[data-mobile-menu][open]]:bg-brand-800',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-20 lg:px-8">
        <Link to="/" className="rounded-lg" aria-label={`${site.name}, home`}>
          <LogoLockup tone={dark ? 'dark' : 'light'} condensed />
        </Link>

        <DesktopNav dark={dark} openGroup={openGroup} setOpenGroup={setOpenGroup} pathname={location.pathname} hydrated={hydrated} />

        {hydrated ? (
          <button
            type="button"
            className={menuToggleClasses(dark)}
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileOpen((v) => !v)}
          >
            {mobileOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        ) : (
          <details ref={mobileDetails} data-mobile-menu="" className="group/mobile lg:hidden">
            <summary aria-label="Menu" className={clsx(menuToggleClasses(dark), SUMMARY)}>
              <Menu aria-hidden="true" className="size-6 group-open/mobile:hidden" />
              <X aria-hidden="true" className="hidden size-6 group-open/mobile:block" />
            </summary>
            <MobileMenu pathname={location.pathname} native />
          </details>
        )}
      </div>

      {hydrated && mobileOpen ? <MobileMenu pathname={location.pathname} onClose={() => setMobileOpen(false)} /> : null}
    </header>
  );
}

function menuToggleClasses(dark: boolean): string {
  return clsx(
    'inline-flex size-11 items-center justify-center rounded-full lg:hidden',
    dark ? 'text-slate-900 hover:bg-slate-900/5' : 'text-white hover:bg-white/10',
  );
}

interface DesktopNavProps {
  hydrated: boolean;
  dark: boolean;
  openGroup: string | null;
  setOpenGroup: (id: string | null) => void;
  pathname: string;
}

function DesktopNav({ hydrated, dark, openGroup, setOpenGroup, pathname }: DesktopNavProps) {
  const topItem = (active: boolean) =>
    clsx(
      'inline-flex h-10 items-center gap-1 whitespace-nowrap rounded-full px-2.5 text-sm font-semibold transition-colors xl:px-3.5',
      dark
        ? clsx('text-slate-800 hover:bg-slate-900/5 hover:text-brand-800', active && 'text-brand-800')
        : clsx('text-white/90 hover:bg-white/10 hover:text-white', active && 'bg-white/10 text-white'),
    );

  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-0.5">
        {mainNavigation.map((entry, index) =>
          entry.kind === 'link' ? (
            <li key={entry.label}>
              <NavLink to={entry.to} end className={({ isActive }) => topItem(isActive)}>
                {entry.label}
              </NavLink>
            </li>
          ) : (
            <DesktopGroup
              key={entry.id}
              hydrated={hydrated}
              group={entry}
              open={openGroup === entry.id}
              setOpen={(open) => setOpenGroup(open ? entry.id : null)}
              className={topItem(isGroupActive(entry, pathname))}
              alignEnd={index >= mainNavigation.length - 2}
            />
          ),
        )}
      </ul>
    </nav>
  );
}

interface DesktopGroupProps {
  hydrated: boolean;
  group: NavGroup;
  open: boolean;
  setOpen: (open: boolean) => void;
  className: string;
  /** Open towards the left (the last menus, near the window's edge). */
  alignEnd?: boolean;
}

/**
 * A dropdown: opens on mouse hover, on a click and with Enter/Space/ArrowDown, not on focus (a
 * keyboard user tabs past the menus to the page); Escape closes. Before hydration: a <details> that
 * opens on click.
 */
function DesktopGroup({ hydrated, group, open, setOpen, className, alignEnd }: DesktopGroupProps) {
  const menuId = useId();
  const { ref: detailsRef } = useNativeDisclosure<HTMLDetailsElement>((details) => details.open && setOpen(true));
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  function closeAndFocusButton() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      closeAndFocusButton();
    }
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      // Focus the first link once the list is shown.
      requestAnimationFrame(() => listRef.current?.querySelector<HTMLAnchorElement>('a')?.focus());
    }
  }

  function onBlur(event: FocusEvent<HTMLLIElement>) {
    const next = event.relatedTarget as Node | null;
    if (!next || !event.currentTarget.contains(next)) setOpen(false);
  }

  const panelClasses = clsx('absolute top-full z-10 pt-2', alignEnd ? 'right-0' : 'left-1/2 -translate-x-1/2');
  const links = (
    <ul ref={listRef} className="w-64 animate-pop-in rounded-2xl bg-white p-2 shadow-xl shadow-slate-900/10 ring-1 ring-slate-900/5">
      {group.items.map((item) => (
        <li key={item.label}>
          <DropdownLink item={item} onNavigate={() => setOpen(false)} />
        </li>
      ))}
    </ul>
  );

  if (!hydrated) {
    return (
      <li className="relative">
        <details ref={detailsRef} className="group/menu">
          <summary className={clsx(className, SUMMARY)}>
            {group.label}
            <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open/menu:rotate-180" />
          </summary>
          <div className={panelClasses}>{links}</div>
        </details>
      </li>
    );
  }

  return (
    <li
      className="relative"
      onPointerEnter={(e) => e.pointerType === 'mouse' && setOpen(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && setOpen(false)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className={className}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        onKeyDown={onButtonKeyDown}
      >
        {group.label}
        <ChevronDown aria-hidden="true" className={clsx('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div id={menuId} hidden={!open} className={panelClasses}>
        {links}
      </div>
    </li>
  );
}

function DropdownLink({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <Link
      to={item.to}
      aria-current={currentPage(item, pathname)}
      onClick={onNavigate}
      className="block rounded-xl px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800"
    >
      {item.label}
    </Link>
  );
}

/**
 * Below 1024 px: an accordion under the header, over a backdrop that closes it. `native`: the version
 * rendered until hydration, inside the hamburger's <details>, whose groups are <details> too.
 */
function MobileMenu({ pathname, onClose, native = false }: { pathname: string; onClose?: () => void; native?: boolean }) {
  const [expanded, setExpanded] = useState<string | null>(() => {
    const current = mainNavigation.find((e) => e.kind === 'group' && isGroupActive(e, pathname));
    return current?.kind === 'group' ? current.id : null;
  });

  return (
    <>
      <div className="fixed inset-0 top-16 bg-slate-950/50 lg:hidden" aria-hidden="true" onClick={onClose} />
      <nav
        id={native ? undefined : 'mobile-menu'}
        aria-label="Main"
        className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-white/10 bg-brand-800 pb-6 shadow-2xl lg:hidden"
      >
        <ul className="mx-auto max-w-7xl px-4 pt-2 sm:px-6">
          {mainNavigation.map((entry) => {
            if (entry.kind === 'link') {
              return (
                <li key={entry.label} className="border-b border-white/10">
                  <NavLink
                    to={entry.to}
                    end
                    onClick={onClose}
                    className={({ isActive }) =>
                      clsx(
                        'flex min-h-12 items-center rounded-lg px-2 text-base font-semibold',
                        isActive ? 'text-accent-300' : 'text-white',
                      )
                    }
                  >
                    {entry.label}
                  </NavLink>
                </li>
              );
            }
            const open = expanded === entry.id;
            const panelId = `mobile-${entry.id}`;
            const groupLinks = (
              <ul id={native ? undefined : panelId} hidden={native ? undefined : !open} className="pb-3 pl-3">
                {entry.items.map((item) => (
                  <li key={item.label}>
                    <Link
                      to={item.to}
                      aria-current={currentPage(item, pathname)}
                      onClick={onClose}
                      className="flex min-h-11 items-center rounded-lg px-3 text-[15px] text-brand-50 hover:bg-white/10 aria-[current=page]:font-semibold aria-[current=page]:text-accent-300"
                    >
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            );
            if (native) {
              return (
                <li key={entry.id} className="border-b border-white/10">
                  <details open={open} className="group/item">
                    <summary
                      className={clsx(
                        SUMMARY,
                        'flex min-h-12 w-full items-center justify-between rounded-lg px-2 text-left text-base font-semibold text-white',
                      )}
                    >
                      {entry.label}
                      <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open/item:rotate-180" />
                    </summary>
                    {groupLinks}
                  </details>
                </li>
              );
            }
            return (
              <li key={entry.id} className="border-b border-white/10">
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setExpanded(open ? null : entry.id)}
                  className="flex min-h-12 w-full items-center justify-between rounded-lg px-2 text-left text-base font-semibold text-white"
                >
                  {entry.label}
                  <ChevronDown aria-hidden="true" className={clsx('size-5 transition-transform', open && 'rotate-180')} />
                </button>
                {groupLinks}
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
