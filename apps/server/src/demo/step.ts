import type { Db, Tx } from '../db/client.ts';
import type { Storage } from '../platform/storage.ts';

/** What every demo step receives. */
export interface DemoContext {
  db: Db;
  storage: Storage;
  /** How many copies of the scalable data (users, announcements, documents…) to load; 1 by default. */
  scale: number;
  /** The share of the benchmark sizes the bulk steps generate at a scale above 1: 1 but in tests. */
  bulkShare: number;
  /** The local calendar date the data is relative to, 'YYYY-MM-DD'. */
  today: string;
  /** Ids by natural key, found or created by earlier steps, for later steps to refer to. */
  refs: {
    offices: Map<string, number>;
    /** By lower-case username. */
    users: Map<string, number>;
  };
}

/** Per entity: rows this run created, and rows that were already there (matched by natural key). */
export type StepCounts = Record<string, { created: number; existing: number }>;

/**
 * One area's part of the demo. A step must be idempotent: it looks rows up by their natural key
 * (office name, username, title…) and creates only the missing ones, never changing existing rows.
 * It runs in one transaction, after the steps before it in `demoSteps`.
 */
export interface DemoStep {
  name: string;
  run(tx: Tx, ctx: DemoContext): Promise<StepCounts>;
}

/** A counter for one step's entities. */
export function tally() {
  const counts: StepCounts = {};
  const entry = (entity: string) => {
    counts[entity] ??= { created: 0, existing: 0 };
    return counts[entity];
  };
  return {
    counts,
    created: (entity: string, n = 1) => {
      entry(entity).created += n;
    },
    existing: (entity: string, n = 1) => {
      entry(entity).existing += n;
    },
  };
}

/**
 * How many rows a bulk step generates of something it makes `perScale` of per unit of scale, at
 * `share` of the benchmark sizes: at least one, so that a small share still makes every kind of row.
 */
export const bulkCount = (scale: number, perScale: number, share: number) =>
  Math.max(1, Math.round(scale * perScale * share));

/** The suffix of scaled copy `k` (1-based): nothing for the first copy, then 2, 3, … */
export const copySuffix = (k: number, separator = '') => (k === 1 ? '' : `${separator}${k}`);

export { addDays } from '../platform/calendar.ts';

export function localDate(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
