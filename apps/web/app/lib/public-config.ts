import { useRouteLoaderData } from 'react-router';
import type { PublicConfig } from '@mnch/shared';

/** The deployment settings the root loader hands to the pages (undefined only on a root error page). */
export function usePublicConfig(): PublicConfig | undefined {
  return useRouteLoaderData<{ publicConfig: PublicConfig }>('root')?.publicConfig;
}
