import { useContext, useEffect, type ReactNode } from 'react';
import { Link, Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { LogoLockup } from './components/brand/logo';
import { LazyToaster } from './components/lazy-toaster';
import { LazyErrorContent, LazyNotFoundContent } from './components/status-page-lazy';
import { errorCopy, notFoundCopy } from './content/errors';
import { site, siteFeed } from './content/site';
import { canonicalUrl, pageTitle } from './lib/meta';
import type { RootData } from './lib/public-config';
import { IslandRendererContext } from './islands/context';
import appCss from './app.css?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

export const links: Route.LinksFunction = () => [
  // With a precedence React puts the stylesheet at the top of <head>, ahead of any modulepreload links
  // (public pages have none: they ask for their scripts after the first paint, decision 13), so the
  // browser asks for it first. The Latin subset of Inter (the one every page uses) is preloaded so
  // text does not wait for the stylesheet to name it.
  { rel: 'stylesheet', href: appCss, precedence: 'default' },
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function meta({ error }: Route.MetaArgs): Route.MetaDescriptors {
  if (error) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [{ title: pageTitle(notFound ? notFoundCopy.name : errorCopy.name) }, { name: 'robots', content: 'noindex' }];
  }
  return [{ title: site.name }, { name: 'description', content: site.description }];
}

/** Deployment settings for the pages: read them with useRouteLoaderData('root'). */
export function loader({ context }: Route.LoaderArgs): RootData {
  // The configured public origin (SITE_URL, else http://localhost:<PORT>), never the request's Host.
  return { publicConfig: context.publicConfig, origin: context.publicConfig.siteUrl };
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<RootData>('root');
  const location = useLocation();
  // A page served as islands has one script, the islands' entry, and no React Router runtime.
  const islands = useContext(IslandRendererContext);
  const canonical = root ? canonicalUrl(root.origin, location.pathname, location.search) : undefined;
  // Marks the moment the page's buttons respond (tests and monitoring wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // The site's time zone rides on the page for the browser, which sets it before hydrating
  // (entry.client.tsx), so that dates render the same on both sides (decision 25).
  return (
    <html lang="en" data-time-zone={root?.publicConfig.siteTimeZone}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#134f34" />
        <Meta />
        {canonical ? (
          <>
            <link rel="canonical" href={canonical} />
            <meta property="og:url" content={canonical} />
          </>
        ) : null}
        <meta name="twitter:card" content="summary" />
        <link rel="alternate" type="application/rss+xml" title={siteFeed.title} href={root ? root.origin + siteFeed.path : siteFeed.path} />
        <Links />
      </head>
      <body>
        {children}
        {islands ? (
          // async: a module script would otherwise hold DOMContentLoaded until it has run (decision 13:
          // the page is complete before its scripts). It comes after every island's marker.
          <script type="module" async src={islands.entry} />
        ) : (
          <>
            <LazyToaster />
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** A plain bar with the logo, for error pages rendered outside the public layout. */
function ErrorFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="absolute inset-x-0 top-0 z-10">
        <div className="mx-auto flex h-20 max-w-7xl items-center px-4 sm:px-6 lg:px-8">
          <Link to="/" className="rounded-lg" aria-label={`${site.name}, home`}>
            <LogoLockup tone="dark" />
          </Link>
        </div>
      </header>
      <main id="main-content">{children}</main>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorFrame>
        <LazyNotFoundContent />
      </ErrorFrame>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  const details = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <ErrorFrame>
      <LazyErrorContent status={status} details={details} />
    </ErrorFrame>
  );
}
