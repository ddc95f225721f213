import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { domainSeeds } from '../domains/seeds.ts';
import { bootstrap } from '../platform/bootstrap.ts';
import { loadDemo } from './load.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './users.ts';

const USAGE = `Loads the demo data set into the database the server uses (DATABASE_URL, or the embedded
PostgreSQL under DATA_DIR), after migrating it and seeding reference data. Safe to run again:
existing rows are kept and only missing ones are added.

Usage: npm run demo [-- --scale N]

  --scale N   for benchmarks: N copies of the demo users, announcements, documents, accounts,
              opportunities and jobs, and above 1 also N × 2,000 generated accounts (each with
              a contact and one or two locations) and N × 10,000 jobs over N × 3,334
              opportunities (scale 10: 20,000 accounts, 100,000 jobs), and N × 2 yards,
              N × 30 catalogue items, N × 5,000 assets (ten status rows each) and
              N × 100,000 stock movements with their balances (scale 10: 20 yards,
              300 items, 50,000 assets, 1,000,000 movements); default 1
  --help      this text
`;

async function main() {
  let scale: number;
  try {
    const { values } = parseArgs({
      options: { scale: { type: 'string', default: '1' }, help: { type: 'boolean', default: false } },
    });
    if (values.help) {
      console.log(USAGE);
      return;
    }
    scale = Number(values.scale);
    if (!Number.isInteger(scale) || scale < 1 || scale > 10_000)
      throw new Error('--scale must be a whole number from 1 to 10000');
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }

  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const database = await openDatabase(config);
  try {
    await bootstrap(database.db, config, log, domainSeeds);
    console.log(`Loading the demo data (scale ${scale})…`);
    const summary = await loadDemo(database.db, config, {
      scale,
      onStep: (name, counts, ms) => {
        const parts = Object.entries(counts).map(
          ([entity, c]) => `${entity} ${c.created} created, ${c.existing} already there`,
        );
        console.log(`  ${name.padEnd(14)} ${parts.join('; ') || 'nothing to do'}  (${ms} ms)`);
      },
    });
    const created = summary.steps.reduce((n, s) => n + Object.values(s.counts).reduce((m, c) => m + c.created, 0), 0);
    console.log(
      created ? `\nDone: ${created} rows created.` : '\nDone: the demo data was already complete; nothing changed.',
    );
    console.log(`\nDemo users (password for all: ${DEMO_PASSWORD})`);
    for (const u of DEMO_USERS) console.log(`  ${u.username.padEnd(18)} ${u.role}`);
    if (scale > 1)
      console.log(`  … and copies ${DEMO_USERS[0].username}2 … ${DEMO_USERS[0].username}${scale} for each`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  if (err instanceof Error && err.cause) console.error(err.cause);
  process.exit(1);
});
