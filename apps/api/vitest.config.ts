import { defineConfig } from 'vitest/config';

/**
 * The API suite runs against PGlite, and again against a real PostgreSQL server when
 * TEST_DATABASE_URL is set (each test file in a fresh database that is dropped afterwards).
 */
const suites = [{ name: 'api-pglite', driver: 'pglite' }];
if (process.env.TEST_DATABASE_URL) suites.push({ name: 'api-postgres', driver: 'postgres' });

export default defineConfig({
  test: {
    projects: suites.map(({ name, driver }) => ({
      test: {
        name,
        include: ['test/**/*.test.ts'],
        env: { TEST_DB_DRIVER: driver },
        testTimeout: 60_000,
        hookTimeout: 60_000,
        pool: 'forks',
      },
    })),
  },
});
