import { defineConfig } from 'vitest/config';

/** Unit and component tests. React Router's Vite plugin is not loaded here (it is for app builds). */
export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['app/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
