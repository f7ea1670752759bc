import { defineConfig } from 'vitest/config';

/**
 * Unit and component tests. React Router's Vite plugin is not loaded here (it is for app builds).
 * Tests run in Node; a file that needs a DOM says so on its first line (`// @vitest-environment happy-dom`),
 * so the others skip building one.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['app/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    setupFiles: ['app/test-setup.ts'],
  },
});
