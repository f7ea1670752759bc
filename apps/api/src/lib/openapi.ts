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
