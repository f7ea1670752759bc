import { MENU_BREAKPOINT_PX, STORAGE_KEYS } from '@mnch/shared';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { LogOut, Menu } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, Outlet, redirect, useLocation, useMatches, useNavigate, useRevalidator } from 'react-router';
import { FieldVariantContext } from '../../components/form-fields';
import { AdminOnlyNotice } from '../../features/admin/components/admin-only';
import { AccessProvider, ReadOnlyNote, useCanWrite, useSeesPersonalData } from '../../features/admin/components/access';
import { BackOfficeHydrateFallback } from '../../features/admin/components/spinner';
import { clearToken } from '../../lib/session';
import { signOut } from '../../lib/sign-out';
import { preloadToaster } from '../../lib/toast';
import type { Route } from './+types/admin-layout';
import { currentUser } from './current-user';
import { checkAdminAccess, type StaffUser } from './guard';
import { JumpBox } from './jump-box';
import { matchSections, refusedSectionAt, sectionTitle, sectionsFor, type AdminSection } from './nav';
import { NotificationsBell } from './notifications-bell';
import { PaletteButton, PaletteDialog, useCommandPalette } from './palette/palette-trigger';
import { createAdminQueryClient } from './query-client';
import { Sidebar, UserAvatar } from './sidebar';
import { SignInAgain } from './sign-in-again';

/**
 * The /admin guard. Runs in the browser only: the token lives in localStorage. The user's role, name and
 * avatar are then read from the server (./current-user.ts), so a role changed meanwhile counts now.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const access = checkAdminAccess(new URL(request.url));
  if (!access.allowed) {
    clearToken();
    throw redirect(access.redirectTo);
  }
  return { user: await currentUser(access.user, access.sub) };
}

/** Check the token and the user again on every back-office navigation (either may have changed meanwhile). */
export function shouldRevalidate() {
  return true;
}

export function HydrateFallback() {
  return <BackOfficeHydrateFallback />;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const [queryClient] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {/* The back office's look for every form field below (components/form-fields.tsx). */}
      <FieldVariantContext value="admin">
        {/* Whether the write controls show (a viewer reads only: decision 33). */}
        <AccessProvider role={loaderData.user.role}>
          <AdminShell user={loaderData.user} />
        </AccessProvider>
      </FieldVariantContext>
    </QueryClientProvider>
  );
}

const SIDEBAR_ID = 'admin-sidebar';

function AdminShell({ user }: { user: StaffUser }) {
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  // The narrow-screen overlay is open for the page it was opened on: choosing a section closes it.
  const [navOpenOn, setNavOpenOn] = useState<string | null>(null);
  const navOpen = navOpenOn === location.pathname;
  const [query, setQuery] = useState('');
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // Back-office notices show at once: the toaster loads with the shell.
  useEffect(preloadToaster, []);

  const sections = useMemo(() => sectionsFor(user.role), [user.role]);
  // A section the role may not open (admin-only, or visitors' personal data for a viewer), asked for
  // by its address: the notice instead of the page, whatever the page itself would have checked.
  const refused = refusedSectionAt(location.pathname, user.role);
  const canWrite = useCanWrite();
  // The bell counts unread inquiries: visitors' personal data, not for a viewer.
  const seesPersonalData = useSeesPersonalData();
  const visibleSections = useMemo(() => matchSections(sections, query), [sections, query]);

  const title = useMemo(() => {
    for (let i = matches.length - 1; i >= 0; i--) {
      const handle = matches[i]?.handle as { title?: unknown } | undefined;
      if (typeof handle?.title === 'string') return handle.title;
    }
    return sectionTitle(location.pathname);
  }, [matches, location.pathname]);

  // The command palette (docs/behaviour/command-palette.md): its keys, and its code once it first opens.
  const palette = useCommandPalette();

  const restoreFocus = useRef(false);
  const closeNav = useCallback((returnFocus: boolean) => {
    restoreFocus.current = returnFocus;
    setNavOpenOn(null);
  }, []);

  // The overlay also closes when the screen grows to show the sidebar.
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${MENU_BREAKPOINT_PX}px)`);
    const onChange = () => wide.matches && setNavOpenOn(null);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  // While the overlay is open: Escape closes it, focus moves into it. Closed by the user, focus
  // goes back to the toggle (once the page behind is no longer inert).
  useEffect(() => {
    if (!navOpen) {
      if (restoreFocus.current) toggleRef.current?.focus();
      restoreFocus.current = false;
      return;
    }
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeNav(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navOpen, closeNav]);

  // Signed out or in as someone else in another tab: run the guard again.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === STORAGE_KEYS.accessToken) void revalidator.revalidate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [revalidator]);

  const jump = (section: AdminSection) => {
    setQuery('');
    void navigate(section.to);
  };

  // Ends this session on the server (POST /api/auth/logout), then here; the token is cleared even when
  // the server cannot be reached.
  const logOut = async () => {
    await signOut();
    queryClient.clear();
    void navigate('/');
  };

  const jumpBox = (variant: 'light' | 'dark') => (
    <JumpBox query={query} onQueryChange={setQuery} matches={visibleSections} onJump={jump} variant={variant} />
  );

  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900">
      <SignInAgain email={user.email} />
      <PaletteDialog open={palette.open} role={user.role} onClose={palette.close} />
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-brand-800 focus:shadow-lg focus:ring-2 focus:ring-brand-600"
      >
        Skip to main content
      </a>

      <Sidebar
        id={SIDEBAR_ID}
        sections={visibleSections}
        user={user}
        open={navOpen}
        onClose={() => closeNav(true)}
        closeButtonRef={closeRef}
        query={query}
        top={jumpBox('dark')}
      />
      {navOpen ? <div aria-hidden="true" onClick={() => closeNav(true)} className="fixed inset-0 z-30 bg-slate-900/50 lg:hidden" /> : null}

      <div className="flex min-h-dvh flex-col lg:pl-64" inert={navOpen}>
        <header className="sticky top-0 z-20 flex h-16 shrink-0 items-center gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur sm:gap-3 sm:px-6">
          <button
            ref={toggleRef}
            type="button"
            onClick={() => setNavOpenOn(location.pathname)}
            aria-expanded={navOpen}
            aria-controls={SIDEBAR_ID}
            aria-label="Open navigation"
            className="flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 lg:hidden"
          >
            <Menu aria-hidden="true" className="size-5" />
          </button>
          <h1 className="min-w-0 truncate text-lg font-semibold text-slate-900 sm:text-xl">{title}</h1>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <div className="hidden md:block">{jumpBox('light')}</div>
            <PaletteButton onClick={palette.show} expanded={palette.open} />
            {seesPersonalData ? <NotificationsBell /> : null}
            <Link
              to="/admin/profile"
              aria-label="Your profile"
              title="Your profile"
              className="flex size-10 items-center justify-center rounded-lg hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              <UserAvatar user={user} className="size-8 bg-brand-700 text-xs" />
            </Link>
            <button
              type="button"
              onClick={() => void logOut()}
              className="flex h-10 items-center gap-2 rounded-lg px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:px-3"
            >
              <LogOut aria-hidden="true" className="size-5" />
              <span className="max-sm:sr-only">Log out</span>
            </button>
          </div>
        </header>
        <main id="admin-main" tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8">
          {canWrite ? null : <ReadOnlyNote className="mb-4 text-slate-600" />}
          {refused ? <AdminOnlyNotice what={refused.label} role={user.role} personalData={!refused.adminOnly} /> : <Outlet />}
        </main>
      </div>
    </div>
  );
}
