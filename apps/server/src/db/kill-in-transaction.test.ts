/**
 * PostgreSQL killed (kill -9 of its postmaster) while requests are writing: every answer is 200 or
 * 503, never 500, and every write answered 200 is in the database once it is back. The kill is not
 * left to timing: a hook on the connections the pool lends holds one transaction at a chosen
 * statement, kills PostgreSQL there, waits until that connection is gone, and only then lets the
 * statement go on to it. The database is a private embedded cluster, never a shared one.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { messages } from '@fieldbook/contract';
import { saveOffice } from '@fieldbook/contract/offices';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../../test/api.ts';
import { ADMIN } from '../../test/app.ts';
import { postmasterPid } from '../../test/postmaster.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { bootstrap } from '../platform/bootstrap.ts';
import { embeddedClusterDir, type OpenDatabase, openDatabase } from './open.ts';

// Starting, killing and restarting real PostgreSQL processes: allow for a slow shared machine.
const SLOW = 180_000;
const WRITERS = 3;
/** Writes answered 200 before the hold is armed, and by each writer after the kill. */
const BEFORE_KILL = 6;
const AFTER_KILL = 3;

let dataDir: string;
let clusterDir: string;
let database: OpenDatabase;
let app: FastifyInstance;
let token: string;

/** A statement to hold, and what happens while it is held. */
interface Hold {
  at: RegExp;
  meanwhile: (client: pg.PoolClient) => Promise<void>;
}
let hold: Hold | null = null;

/**
 * Every client the pool lends passes its statements by the hold: the first one matching `hold.at`
 * waits for `hold.meanwhile` and is then sent as it was. Wrapped once per client, on top of the
 * wrapping the application does itself (named reads).
 */
function holdStatements(pool: pg.Pool) {
  const wrapped = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
      const text = typeof config === 'string' ? config : ((config as { text?: string }).text ?? '');
      const held = hold;
      if (!held?.at.test(text)) return query(config, ...rest);
      hold = null;
      return held.meanwhile(client).then(() => query(config, ...rest));
    };
  });
}

/** Kills PostgreSQL and waits until `client`'s connection is gone: its transaction is lost for sure. */
async function killUnder(client: pg.PoolClient) {
  const gone = new Promise((done) => client.once('end', done));
  process.kill(postmasterPid(clusterDir), 'SIGKILL');
  await gone;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fieldbook-kill-'));
  await chmod(dataDir, 0o755); // as root, PostgreSQL runs as 'postgres' and must reach its folder
  const config = loadConfig({ DATA_DIR: dataDir, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
  clusterDir = embeddedClusterDir(config);
  database = await openDatabase(config, () => {});
  holdStatements(database.pool);
  app = await buildApp({ config, db: database.db, logger: false });
  await bootstrap(database.db, config, app.log, []);
  token = await signIn(app, ADMIN.username, ADMIN.password);
}, SLOW);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

interface Outcome {
  name: string;
  status: number;
  json: { success: boolean; message: string; officeLocationId?: number };
}

/**
 * Writers saving new offices, one request after another each, until every writer has had
 * AFTER_KILL writes answered 200 that it started after the kill. The hold is armed once BEFORE_KILL
 * writes were answered 200, so the loop provably runs before, across and after the kill.
 */
async function writeAcrossKill(label: string, at: RegExp): Promise<Outcome[]> {
  let acknowledged = 0;
  let killed = false;
  const deadline = Date.now() + SLOW - 30_000;
  const writer = async (w: number) => {
    const outcomes: Outcome[] = [];
    let afterKill = 0;
    for (let i = 0; afterKill < AFTER_KILL; i++) {
      if (Date.now() > deadline) throw new Error(`writer ${w}: the database did not come back`);
      const startedAfterKill = killed;
      const name = `${label} ${w}-${i}`;
      const body = { officeLocationId: 0, name, address: '1 Main St', city: 'Calgary', state: 'AB', zipCode: 'T2P' };
      const res = await call(app, saveOffice, { body, token });
      outcomes.push({ name, status: res.statusCode, json: res.json });
      if (res.statusCode === 200) {
        if (startedAfterKill) afterKill++;
        if (++acknowledged === BEFORE_KILL) {
          hold = {
            at,
            meanwhile: async (client) => {
              await killUnder(client);
              killed = true;
            },
          };
        }
      } else {
        await sleep(50); // the database is restarting (a second or more): no need to ask in a tight loop
      }
    }
    return outcomes;
  };
  const all = await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
  expect(killed, 'the hold was reached and PostgreSQL killed under it').toBe(true);
  return all.flat();
}

describe('PostgreSQL killed inside a transaction', () => {
  it.each([
    ['the BEGIN', 'begin', /^begin\b/i],
    ['a statement inside the transaction', 'audit', /^insert into "audit_log"/i],
    ['the COMMIT', 'commit', /^commit\b/i],
  ])(
    'at %s: every answer is 200 or 503, every acknowledged write is kept',
    async (_point, label, at) => {
      const outcomes = await writeAcrossKill(label, at);

      const refused = outcomes.filter((o) => o.status !== 200);
      expect(refused.length, 'at least the held write was refused').toBeGreaterThan(0);
      for (const o of refused) {
        expect({ name: o.name, status: o.status, json: o.json }).toEqual({
          name: o.name,
          status: 503,
          json: { success: false, message: messages.databaseUnavailable },
        });
      }

      const acknowledged = outcomes.filter((o) => o.status === 200);
      const { rows } = await database.pool.query<{ id: number; name: string }>(
        'SELECT id, name FROM offices WHERE name LIKE $1',
        [`${label} %`],
      );
      const stored = new Map(rows.map((r) => [r.id, r.name]));
      expect(acknowledged.filter((o) => stored.get(o.json.officeLocationId as number) !== o.name)).toEqual([]);
      // No request is in flight: every connection the pool lent is back, or the pool would shrink for good.
      expect(database.pool.totalCount - database.pool.idleCount, 'connections still lent').toBe(0);
    },
    SLOW,
  );
});
