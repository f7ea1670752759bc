import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { iconSprite } from './icon-sprite';

export default defineConfig({
  plugins: [iconSprite(), tailwindcss(), reactRouter()],
  // The shared package is TypeScript source (packages/shared/src): bundle it into the server build
  // instead of leaving it to Node, which cannot load .ts files. lucide-react is bundled too, so that
  // the server draws icons from the sprite as the browser does (icon-sprite.ts).
  ssr: { noExternal: ['@mnch/shared', 'lucide-react'] },
});
