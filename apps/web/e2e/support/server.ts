import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBuiltServer, type ServerProcess } from '../../../../scripts/server-process.mjs';

export { freePort, repoRoot, serverEntry } from '../../../../scripts/server-process.mjs';

export const E2E_ADMIN = { email: 'admin@e2e.example.org', password: 'E2e-admin-pass-1', name: 'Esther Admin' };

export interface RunningServer extends ServerProcess {
  dataDir: string;
}

/**
 * Starts the built server on a fresh embedded database (or `dataDir`) with the end-to-end
 * administrator and generous rate limits, and waits until /api/health answers.
 */
export async function startServer(options: { dataDir?: string; env?: Record<string, string> } = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'mnch-e2e-'));
  const server = await startBuiltServer({
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_NAME: E2E_ADMIN.name,
      SEED_SAMPLE_CONTENT: 'false',
      LOGIN_RATE_LIMIT: '200',
      LOGIN_FREE_FAILURES: '200',
      LOGIN_ACCOUNT_FREE_FAILURES: '200',
      EVENT_REGISTRATION_RATE_LIMIT: '500',
      // Every registration of the run comes from the loopback: let it hold every seat of an event.
      EVENT_SEAT_SHARE_PER_ADDRESS: '100',
      PUBLIC_WRITE_RATE_LIMIT: '500',
      // Every browser and request of the run comes from the loopback: let its user agents count as visitors of their own.
      COUNTED_AGENTS_PER_ADDRESS: '1000',
      ...options.env,
    },
  });
  return { ...server, dataDir };
}
