import { writeFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { iconSprite } from './icon-sprite';

/** Writes build/islands.json: `{ "entry": "/assets/islands/islands-<hash>.js" }`. */
function entryName(): Plugin {
  return {
    name: 'islands-entry-name',
    writeBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      if (!entry) throw new Error('The islands build wrote no entry');
      writeFileSync('build/islands.json', JSON.stringify({ entry: `/${entry.fileName}` }) + '\n');
    },
  };
}

/**
 * The islands' build (docs/decisions/0031-public-pages-as-islands.md), after React Router's: one small
 * entry (app/islands/entry.ts) and a chunk per island and per shared module, into build/client/assets
 * (served as immutable files). build/islands.json names the entry's file for the server
 * (app/islands/script.server.ts).
 */
export default defineConfig({
  plugins: [iconSprite(), entryName()],
  publicDir: false,
  build: {
    outDir: 'build/client',
    emptyOutDir: false,
    target: 'es2022',
    rollupOptions: {
      input: { islands: 'app/islands/entry.ts' },
      output: {
        entryFileNames: 'assets/islands/[name]-[hash].js',
        chunkFileNames: 'assets/islands/[name]-[hash].js',
        assetFileNames: 'assets/islands/[name]-[hash][extname]',
      },
    },
  },
});
