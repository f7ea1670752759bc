import { Writable } from 'node:stream';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import type { WebLoadContext } from '@mnch/shared';
import { deferScriptsUntilPainted } from './lib/defer-scripts.server';
import { IslandRendererContext } from './islands/context';
import { islandRenderer } from './islands/render.server';
import type { RouteHandle } from './lib/route-handle';

declare module 'react-router' {
  // The Fastify server (apps/api/src/plugins/web.ts) passes this load context to every request.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends WebLoadContext {}
}

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // Pages complete without JavaScript load it after their first paint (lib/defer-scripts.server.ts).
  // Development keeps React Router's own loading, which Vite's client and hot reload rely on.
  const handles = routerContext.staticHandlerContext.matches.map(
    (match) => routerContext.routeModules[match.route.id]?.handle as RouteHandle | undefined,
  );
  const scriptsAfterPaint = import.meta.env.PROD && handles.some((handle) => handle?.scriptsAfterPaint);
  // Pages served as islands hydrate only their islands (islands/island.tsx); development hydrates
  // every page with React Router, as Vite's hot reload expects. An error page is never islands.
  const islands =
    import.meta.env.PROD && !routerContext.staticHandlerContext.errors && handles.some((handle) => handle?.islands)
      ? await islandRenderer()
      : null;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const page = (
      <IslandRendererContext.Provider value={islands}>
        <ServerRouter context={routerContext} url={request.url} />
      </IslandRendererContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      // Every visitor, person or crawler, gets the complete document in one piece: loaders have
      // finished before rendering starts, and the lazily loaded islands (components/island.tsx)
      // are rendered in place rather than streamed behind a fallback.
      // React moves a finished Suspense boundary out of place (a hidden element and an inline script
      // that swaps it in) once the document has passed `progressiveChunkSize` bytes (12,800 by
      // default), so without scripts every island further down a page stayed hidden: no limit keeps
      // the whole document in order (e2e/no-js-forms.spec.ts).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        shellRendered = true;
        const chunks: Buffer[] = [];
        const body = new Writable({
          write(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk);
            callback();
          },
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            const html = Buffer.concat(chunks).toString('utf8');
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            const document = scriptsAfterPaint && !islands ? deferScriptsUntilPainted(html) : html;
            resolve(new Response(document, { headers: responseHeaders, status: responseStatusCode }));
            callback();
          },
        });
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors while rendering the shell reject above and are logged by React Router.
        if (shellRendered) console.error(error);
      },
    });
  });
}
