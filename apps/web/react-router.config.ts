import type { Config } from '@react-router/dev/config';

/**
 * Framework mode with server rendering. The Fastify server (apps/api) imports
 * build/server/index.js and serves build/client as static files.
 */
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // The v8 behaviours stay off for now (v8_middleware would replace the WebLoadContext load context).
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
