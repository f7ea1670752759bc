import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // The shared package is TypeScript source (packages/shared/src): bundle it into the server build
  // instead of leaving it to Node, which cannot load .ts files.
  ssr: { noExternal: ['@mnch/shared'] },
});
