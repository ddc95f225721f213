import { randomBytes } from 'node:crypto';
import { existsSync, utimesSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { startS3, type TestS3 } from '../../test/s3.ts';
import { files } from '../db/schema/index.ts';
import { type FileStore, folderStore, idOfKey } from './file-store.ts';
import { s3Client, s3Store } from './s3-store.ts';
import { fileStorage, type Storage } from './storage.ts';
import type { Upload } from './upload.ts';

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

let s3: TestS3;

beforeAll(async () => {
  t = await createTestApp();
  storage = t.app.services.storage;
  s3 = await startS3();
});

describe('stored files in the folder', () => {
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

/** A temporary file as readUpload leaves it (upload.ts). */
async function upload(content: string, filename: string): Promise<Upload> {
  const path = join(await mkdtemp(join(tmpdir(), 'fieldbook-upload-')), 'part');
  await writeFile(path, content);
  return { path, size: Buffer.byteLength(content), filename, field: 'file', fields: {} };
}

let prefixes = 0;
/** The same rules on both stores, each test on a store of its own (a new folder, a new prefix in the bucket). */
const stores: [string, () => Promise<FileStore>][] = [
  ['the folder', async () => folderStore(await mkdtemp(join(tmpdir(), 'fieldbook-store-')))],
  ['the bucket', async () => s3Store(s3.location(`contract-${prefixes++}`))],
];

describe.each(stores)('stored files in %s', (_name, makeStore) => {
  let store: FileStore;
  let on: Storage;
  beforeAll(async () => {
    store = await makeStore();
    on = fileStorage(t.database.db, store);
  });
  const putText = (content: string) =>
    t.database.db.transaction((tx) => on.put(tx, Buffer.from(content), 'note.txt', ['text/plain'], null));

  it('keeps bytes the server made and gives them back whole or as a stream', async () => {
    const file = await putText('field notes');
    expect(file).toMatchObject({ originalName: 'note.txt', contentType: 'text/plain', size: 11 });
    expect((await on.read(file.id))?.bytes.toString()).toBe('field notes');
    const opened = await on.open(file.id);
    expect(opened?.file).toMatchObject({ id: file.id, size: 11 });
    expect(await text(opened?.stream ?? Readable.from([]))).toBe('field notes');
  });

  it('streams an upload larger than one part into the store', async () => {
    // 6 MB: more than lib-storage's 5 MB part, so the bucket receives it as a multipart upload.
    const big = randomBytes(3 * 1024 * 1024).toString('hex');
    const file = await t.database.db.transaction(async (tx) =>
      on.put(tx, await upload(big, 'readings.csv'), 'readings.csv', ['text/csv'], null),
    );
    expect(file).toMatchObject({ contentType: 'text/csv', size: big.length });
    const opened = await on.open(file.id);
    expect(await text(opened?.stream ?? Readable.from([]))).toBe(big);
  });

  it('refuses a type the area does not allow and stores nothing', async () => {
    const before = await t.database.db.select().from(files);
    await expect(
      t.database.db.transaction(async (tx) =>
        on.put(tx, await upload('plain words', 'x.pdf'), 'x.pdf', ['application/pdf'], null),
      ),
    ).rejects.toMatchObject({ statusCode: 400, message: 'This type of file is not accepted.' });
    expect(await t.database.db.select().from(files)).toHaveLength(before.length);
  });

  it('answers nothing for an unknown file, and for a row whose bytes are gone', async () => {
    expect(await on.open('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await on.read('00000000-0000-4000-8000-000000000000')).toBeNull();
    const file = await putText('short-lived');
    await store.erase(file.id);
    expect(await on.open(file.id)).toBeNull();
    expect(await on.read(file.id)).toBeNull();
  });

  it('sweeps only the bytes no row names, once old enough, after a rolled-back remove loses nothing', async () => {
    const kept = await putText('kept');
    await expect(
      t.database.db.transaction(async (tx) => {
        await on.remove(tx, kept.id);
        throw new Error('the rest of the change failed');
      }),
    ).rejects.toThrow('the rest of the change failed');
    const removed = await putText('removed');
    await t.database.db.transaction((tx) => on.remove(tx, removed.id));
    let orphan = '';
    await expect(
      t.database.db.transaction(async (tx) => {
        orphan = (await on.put(tx, Buffer.from('never committed'), 'a.txt', ['text/plain'], null)).id;
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');

    // Too recent: a transaction may still be about to name them.
    expect(await on.sweep()).toBe(0);
    expect(await store.read(orphan)).not.toBeNull();

    const listed = [];
    for await (const ids of store.olderThan(Date.now() + 1000)) listed.push(...ids);
    expect(listed).toEqual(expect.arrayContaining([kept.id, removed.id, orphan]));
    expect(await on.sweep(0)).toBe(2);
    expect(await store.read(removed.id)).toBeNull();
    expect(await store.read(orphan)).toBeNull();
    expect((await on.read(kept.id))?.bytes.toString()).toBe('kept');
  });
});

describe('what the bucket holds besides stored files', () => {
  it('is never listed for the sweep', async () => {
    const location = s3.location('strays');
    const store = s3Store(location);
    for (const key of ['notes.txt', 'ab/abc.part', 'zz/abc', 'ab/abc/def', 'before/ab/abc']) {
      await s3Client(location).send(
        new PutObjectCommand({ Bucket: location.bucket, Key: `${location.prefix}${key}`, Body: 'x' }),
      );
    }
    await store.write('abcdef', Buffer.from('a file'));
    const listed = [];
    for await (const ids of store.olderThan(Date.now() + 1000)) listed.push(...ids);
    expect(listed).toEqual(['abcdef']);
    expect(idOfKey('ab/abcdef')).toBe('abcdef');
  });
});
