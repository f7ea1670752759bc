import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the real built server,
 * started once by global-setup.ts on a free port with a temporary DATA_DIR.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  forbidOnly: !!process.env.CI,
  // One retry on CI only: on the shared two-core machine a few timing-bound checks (an upload held
  // while the dialog is checked, scripts asked for after the first paint) can miss under load. A test
  // that passes only on its retry is still listed as "flaky" in the report, to be looked at.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/results.json' }]] : 'list',
  outputDir: 'test-results',
  use: {
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      // Debian's headless shell (package chromium-headless-shell): Chromium's engine without the browser's
      // window machinery, about half the CPU of the full browser per page (docs/decisions/0022-tests-in-the-headless-shell.md).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    // Recording a trace costs every action a DOM snapshot: on CI only the retry of a failed test records
    // one (the first failure's screenshot and error are kept either way); locally every failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
