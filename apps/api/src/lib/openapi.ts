import type { FastifyInstance } from 'fastify';

/** Where the generated contract is kept, from the repository's root. */
export const OPENAPI_FILE = 'docs/api/openapi.json';

/**
 * The OpenAPI document the app generates from its route schemas (`@fastify/swagger`, registered in
 * app.ts), as the text `docs/api/openapi.json` holds: `npm run openapi` writes it
 * (apps/api/scripts/openapi.ts) and test/openapi.test.ts fails when the file differs.
 */
export function openApiText(app: FastifyInstance): string {
  return `${JSON.stringify(app.swagger(), null, 2)}\n`;
}

/**
 * Tags each API route of the OpenAPI document with its folder, the first segment of its path after
 * `/api` (`/api/trash/:id` is under `trash`), unless its schema names its own tag: app.ts calls it once
 * for every module instead of each route repeating its module's tag.
 */
export function tagRoutesByFolder(api: FastifyInstance): void {
  api.addHook('onRoute', (route) => {
    const folder = route.url.split('/')[2];
    if (folder && route.schema && !route.schema.hide && route.schema.tags === undefined) route.schema.tags = [folder];
  });
}
