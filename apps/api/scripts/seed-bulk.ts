// npm run seed:bulk [-- --articles=10000 --publications=10000 --projects=5000 --events=5000]
// Fills the configured database (DATABASE_URL, else the PGlite files under DATA_DIR) with bulk rows
// for measuring. Never run it against a real site's database.
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { DEFAULT_BULK_COUNTS, seedBulk, type BulkCounts } from '../src/db/seed/bulk';

export function parseCounts(args: string[]): BulkCounts {
  const counts = { ...DEFAULT_BULK_COUNTS };
  for (const arg of args) {
    const match = /^--(articles|publications|projects|events)=(\d+)$/.exec(arg);
    if (!match) throw new Error(`Unknown argument ${arg}: use --articles=N, --publications=N, --projects=N, --events=N`);
    counts[match[1] as keyof BulkCounts] = Number(match[2]);
  }
  return counts;
}

const counts = parseCounts(process.argv.slice(2));
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
await database.migrate();
const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
console.log(`Adding bulk rows to ${where}...`);
const ms = await seedBulk(database.db, counts, (m) => console.log(`  ${m}`));
console.log(`Done in ${(ms / 1000).toFixed(1)} s.`);
await database.close();
