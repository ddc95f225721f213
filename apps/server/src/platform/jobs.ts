import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { PgBoss } from 'pg-boss';

/**
 * Scheduled and triggered work of the server process, on pg-boss: its jobs live in PostgreSQL (schema
 * `pgboss`, beside the application's tables, through the application's pool), so they survive a
 * restart and several server processes share them, each job run by one of them (SKIP LOCKED).
 * docs/decisions/mail-outbox.md "Scheduled work on pg-boss" says which work runs here.
 */
export interface Jobs {
  /**
   * Runs `run` for every job of `queue` (one at a time per process), and every `cron` when given
   * (pg-boss cron: minute resolution, one run across all processes).
   */
  handle(queue: string, run: () => Promise<unknown>, cron?: string): Promise<void>;
  /** Asks for a run of `queue`: now, or not before `at`. */
  trigger(queue: string, at?: Date): Promise<void>;
  stop(): Promise<void>;
}

/** How often an idle worker asks PostgreSQL for a job; a trigger from this process wakes it at once. */
const POLL_SECONDS = 2;

export async function startJobs(pool: pg.Pool, log: FastifyBaseLogger): Promise<Jobs> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) },
    schema: 'pgboss',
  });
  boss.on('error', (err) => log.error({ err }, 'scheduled work: pg-boss reported an error'));
  await oneStartAtATime(pool, () => boss.start());
  const workers = new Map<string, string>();
  return {
    async handle(queue, run, cron) {
      await boss.createQueue(queue);
      const id = await boss.work(queue, { pollingIntervalSeconds: POLL_SECONDS }, async () => {
        await run();
      });
      workers.set(queue, id);
      if (cron) await boss.schedule(queue, cron);
    },
    async trigger(queue, at) {
      await boss.send(queue, {}, at ? { startAfter: at } : {});
      const id = workers.get(queue);
      if (id && !at) boss.notifyWorker(id);
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}

/** The session-level advisory lock key that lets one process at a time start pg-boss. */
const START_LOCK = 727030;

/**
 * Runs `start` holding a lock that other starting processes wait on: two processes started together on
 * a new database would both find no `pgboss` schema and both create it, and the second would fail.
 */
async function oneStartAtATime(pool: pg.Pool, start: () => Promise<unknown>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [START_LOCK]);
    await start();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [START_LOCK]).catch(() => undefined);
    client.release();
  }
}
