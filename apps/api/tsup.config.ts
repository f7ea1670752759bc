import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/server.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // The shared package is TypeScript source: bundle it. Everything else stays in node_modules.
  noExternal: ['@mnch/shared'],
  external: ['vite', 'react-router'],
});
