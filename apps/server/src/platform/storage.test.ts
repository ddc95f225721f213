import { existsSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { files } from '../db/schema/index.ts';
import type { Storage } from './storage.ts';

let t: TestApp;
let storage: Storage;
const pathOf = (id: string) => join(t.config.dataDir, 'files', id.slice(0, 2), id);
const put = (text: string) =>
  t.database.db.transaction((tx) => storage.put(tx, Buffer.from(text), 'note.txt', ['text/plain'], null));
/** Makes a stored file look written two hours ago. */
const age = (id: string) => {
  const then = new Date(Date.now() - 2 * 60 * 60 * 1000);
  utimesSync(pathOf(id), then, then);
};

beforeAll(async () => {
  t = await createTestApp();
  storage = t.app.services.storage;
});

describe('stored files', () => {
  it('a remove in a transaction that rolls back loses nothing', async () => {
    const file = await put('site map notes');
    await expect(
      t.database.db.transaction(async (tx) => {
        await storage.remove(tx, file.id);
        throw new Error('the rest of the change failed');
      }),
    ).rejects.toThrow('the rest of the change failed');
    age(file.id);
    await storage.sweep();
    expect((await storage.read(file.id))?.bytes.toString()).toBe('site map notes');
  });

  it('sweep erases the bytes of removed files and of rolled-back uploads, once old enough', async () => {
    const removed = await put('removed');
    await t.database.db.transaction((tx) => storage.remove(tx, removed.id));
    let orphan = '';
    await expect(
      t.database.db.transaction(async (tx) => {
        orphan = (await storage.put(tx, Buffer.from('never committed'), 'a.txt', ['text/plain'], null)).id;
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const kept = await put('kept');

    // Too recent: a transaction may still be about to name them.
    expect(await storage.sweep()).toBe(0);
    expect(existsSync(pathOf(removed.id)) && existsSync(pathOf(orphan))).toBe(true);

    for (const id of [removed.id, orphan, kept.id]) age(id);
    expect(await storage.sweep()).toBe(2);
    expect(existsSync(pathOf(removed.id))).toBe(false);
    expect(existsSync(pathOf(orphan))).toBe(false);
    expect(existsSync(pathOf(kept.id))).toBe(true);
    expect(await t.database.db.select().from(files).where(eq(files.id, kept.id))).toHaveLength(1);
  });
});
