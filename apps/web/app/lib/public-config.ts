import { useRouteLoaderData } from 'react-router';
import { UPLOADS_PATH, type PublicConfig } from '@mnch/shared';

/** What the root loader hands to every page (root.tsx). */
export interface RootData {
  publicConfig: PublicConfig;
  /** The site's public origin (SITE_URL, else http://localhost:<PORT>; never the request's Host), for canonical and shared addresses. */
  origin: string;
}

/** The deployment settings the root loader hands to the pages (undefined only on a root error page). */
export function usePublicConfig(): PublicConfig | undefined {
  return useRouteLoaderData<RootData>('root')?.publicConfig;
}

/** The base URL of uploaded files: '/uploads/', or the object storage's public URL (S3_PUBLIC_URL). */
export function useUploadsUrl(): string {
  return usePublicConfig()?.uploadsUrl ?? UPLOADS_PATH;
}

/** The site's public origin, e.g. "https://mnch.example.org" (undefined only on a root error page). */
export function useSiteOrigin(): string | undefined {
  return useRouteLoaderData<RootData>('root')?.origin;
}

/** The origin from a meta function's matches (the root route's data). */
export function originFromMatches(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string | undefined {
  const data = matches.find((m) => m?.id === 'root')?.data;
  return typeof data === 'object' && data !== null && 'origin' in data && typeof data.origin === 'string' ? data.origin : undefined;
}
