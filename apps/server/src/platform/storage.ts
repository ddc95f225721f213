import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Db, Tx } from '../db/client.ts';
import { files } from '../db/schema/index.ts';
import { badRequest } from './errors.ts';

export interface StoredFile {
  id: string;
  originalName: string;
  contentType: string;
  size: number;
}

/** Files live in a folder under ids the server makes; the database keeps their names and types. */
export interface Storage {
  /** Checks the bytes' real type against `allowed` (magic bytes, never the client's word) and stores them. */
  put(tx: Tx, bytes: Buffer, name: string, allowed: readonly string[], userId: number | null): Promise<StoredFile>;
  open(id: string): Promise<{ file: StoredFile; stream: Readable } | null>;
  remove(tx: Tx, id: string): Promise<void>;
}

/** Text formats have no magic bytes; they are accepted by name only when the caller allows them. */
const TEXT_TYPES: Record<string, string> = { txt: 'text/plain', csv: 'text/csv' };

export function folderStorage(db: Db, dataDir: string): Storage {
  const root = resolve(dataDir, 'files');
  const pathOf = (id: string) => join(root, id.slice(0, 2), id);
  return {
    async put(tx, bytes, name, allowed, userId) {
      const detected = await fileTypeFromBuffer(bytes);
      const ext = name.split('.').pop()?.toLowerCase() ?? '';
      const contentType = detected?.mime ?? (allowed.includes(TEXT_TYPES[ext] ?? '') ? TEXT_TYPES[ext] : undefined);
      if (!contentType || !allowed.includes(contentType)) throw badRequest('This type of file is not accepted.');
      const id = randomUUID();
      const path = pathOf(id);
      await mkdir(join(root, id.slice(0, 2)), { recursive: true });
      await writeFile(`${path}.part`, bytes);
      await rename(`${path}.part`, path);
      const row = { id, originalName: name.slice(0, 255), contentType, size: bytes.length, createdBy: userId };
      await tx.insert(files).values(row);
      return row;
    },
    async open(id) {
      const [file] = await db.select().from(files).where(eq(files.id, id));
      if (!file) return null;
      return { file, stream: createReadStream(pathOf(id)) };
    },
    async remove(tx, id) {
      await tx.delete(files).where(eq(files.id, id));
      await rm(pathOf(id), { force: true });
    },
  };
}
