import { defineConfig } from 'vitest/config';

/**
 * The API suite runs against PGlite, and again against a real PostgreSQL server when
 * TEST_DATABASE_URL is set (each test file in a fresh database that is dropped afterwards). The fresh
 * databases are copies of one migrated at the start of the run (test/support/template-database.ts).
 */
const suites = [{ name: 'api-pglite', driver: 'pglite' }];
if (process.env.TEST_DATABASE_URL) suites.push({ name: 'api-postgres', driver: 'postgres' });

export default defineConfig({
  test: {
    // Most of a test's time is spent waiting (for PostgreSQL, a child server, a kill), not computing: two
    // files at once instead of one (a core each but one) make the suite about twice as fast on two cores.
    maxWorkers: 2,
    projects: suites.map(({ name, driver }) => ({
      test: {
        name,
        include: ['test/**/*.test.ts'],
        // Migrates once into a template that each test's database is copied from (test/helpers.ts).
        globalSetup: ['test/support/template-database.ts'],
        env: { TEST_DB_DRIVER: driver },
        testTimeout: 60_000,
        hookTimeout: 60_000,
        pool: 'forks',
        // A worker runs its files one after another in one module graph: the app's modules are imported and
        // PGlite's WebAssembly compiled (src/db/client.ts) once per worker, not once per file. Every file
        // still builds its own apps on its own database copies (test/helpers.ts); no test mocks a module.
        isolate: false,
      },
    })),
  },
});
