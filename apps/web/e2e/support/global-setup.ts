import { existsSync, rmSync } from 'node:fs';
import { serverEntry, startServer } from './server';

/** Starts one built server for all browser tests; its URL reaches the tests as E2E_BASE_URL. */
export default async function globalSetup() {
  if (!existsSync(serverEntry)) throw new Error('The app is not built: run `npm run build` before the end-to-end tests.');
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    const code = await server.stop('SIGTERM');
    rmSync(server.dataDir, { recursive: true, force: true });
    if (code !== 0) throw new Error(`server did not shut down cleanly (exit ${code}):\n${server.output()}`);
  };
}
