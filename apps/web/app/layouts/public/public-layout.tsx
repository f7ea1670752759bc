import type { ReactNode } from 'react';
import { Outlet, isRouteErrorResponse, useMatches } from 'react-router';
import type { Route } from './+types/public-layout';
import { LazyErrorContent, LazyNotFoundContent } from '../../components/status-page-lazy';
import { Footer } from './footer';
import { Island } from '../../islands/island';
import { useNavigationScroll } from './use-navigation-scroll';
import type { RouteHandle } from '../../lib/route-handle';
import { useSiteSettings, type PublicLayoutData } from '../../lib/site-settings';
import { useFigures } from '../../lib/figures';
import { chatContact } from '../../content/chat';

/** The public site's frame: skip link, header, page, footer and the chat assistant. */
function Frame({ children, lightHero }: { children: ReactNode; lightHero?: boolean }) {
  useNavigationScroll();
  const settings = useSiteSettings();
  const figures = useFigures();
  const matches = useMatches();
  const light = lightHero || matches.some((match) => (match.handle as RouteHandle | undefined)?.lightHero);
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-[100] rounded-full bg-white px-5 py-3 text-sm font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <Island name="header" props={{ lightHero: light }} wake="scroll" />
      <main id="main-content" tabIndex={-1} className="min-h-[60vh] outline-none">
        {children}
      </main>
      <Footer />
      {/* The chat's code loads when its launcher (in the server's HTML) is first used. */}
      <Island name="chat" props={{ contact: chatContact(settings), figures }} wake="interaction" />
    </>
  );
}

/**
 * The site settings (the centre's contact details, hours, map, social accounts, footer links), read once
 * per page on the server: the footer, the contact page, the structured data, the chat assistant and the
 * policy pages show them (lib/site-settings.ts). A change shows on the next page request (the page cache
 * keeps pages by the settings' content kind).
 */
export async function loader({ context }: Route.LoaderArgs): Promise<PublicLayoutData> {
  const [{ settings }, { figures }] = await Promise.all([context.read.settings(), context.read.figures()]);
  return { settings, figures };
}

/** Moving between public pages in the browser keeps the settings the page was loaded with. */
export function shouldRevalidate(): boolean {
  return false;
}

/** Public pages are rendered in full on the server: their scripts load after the first paint. */
export const handle: RouteHandle = { scriptsAfterPaint: true };

export default function PublicLayout() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

/** Errors in a public page keep the header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const details = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    // Both pages open on a light background.
    <Frame lightHero>
      {notFound ? (
        <LazyNotFoundContent />
      ) : (
        <LazyErrorContent status={isRouteErrorResponse(error) ? error.status : undefined} details={details} />
      )}
    </Frame>
  );
}
