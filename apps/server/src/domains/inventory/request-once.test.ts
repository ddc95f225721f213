import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { createUser } from '../../../test/factories/users.ts';
import { once } from './request-once.ts';

const t = await createTestApp();
const db = t.database.db;

describe('a stock-moving request runs once per client key', () => {
  it('a repeat answers the first result without running again', async () => {
    const user = await createUser(db, { signInable: false });
    const key = randomUUID();
    let runs = 0;
    const run = async () => ({ id: ++runs });
    const first = await db.transaction((tx) => once(tx, { key, kind: 'pickOrder', userId: user.id }, run));
    const again = await db.transaction((tx) => once(tx, { key, kind: 'pickOrder', userId: user.id }, run));
    expect(first).toEqual({ id: 1 });
    expect(again).toEqual({ id: 1 });
    expect(runs).toBe(1);
  });

  it('two concurrent requests with one key run once, and both get its answer', async () => {
    const user = await createUser(db, { signInable: false });
    const key = randomUUID();
    let runs = 0;
    const run = async () => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 50));
      return { id: runs };
    };
    const answers = await Promise.all(
      [0, 1].map(() => db.transaction((tx) => once(tx, { key, kind: 'ship', userId: user.id }, run))),
    );
    expect(answers).toEqual([{ id: 1 }, { id: 1 }]);
    expect(runs).toBe(1);
  });

  it('a refused first run leaves the key free for the retry', async () => {
    const user = await createUser(db, { signInable: false });
    const key = randomUUID();
    const refused = db.transaction((tx) =>
      once(tx, { key, kind: 'checkIn', userId: user.id }, async () => {
        throw new Error('refused');
      }),
    );
    await expect(refused).rejects.toThrow('refused');
    const retried = await db.transaction((tx) =>
      once(tx, { key, kind: 'checkIn', userId: user.id }, async () => 'done'),
    );
    expect(retried).toBe('done');
  });

  it('a key reused by another user or for another kind is refused with 409', async () => {
    const [a, b] = [await createUser(db, { signInable: false }), await createUser(db, { signInable: false })];
    const key = randomUUID();
    await db.transaction((tx) => once(tx, { key, kind: 'upload', userId: a.id }, async () => 1));
    for (const other of [
      { key, kind: 'upload' as const, userId: b.id },
      { key, kind: 'shopTicket' as const, userId: a.id },
    ])
      await expect(db.transaction((tx) => once(tx, other, async () => 2))).rejects.toMatchObject({ statusCode: 409 });
  });
});
