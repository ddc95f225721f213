import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { type FileTypeResult, fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import type { Config } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import { files } from '../db/schema/index.ts';
import { badRequest } from './errors.ts';
import { type FileStore, folderStore } from './file-store.ts';
import { s3Store } from './s3-store.ts';
import type { Upload } from './upload.ts';

export interface StoredFile {
  id: string;
  /** The uploaded name, its extension made to match the content's real type. */
  originalName: string;
  contentType: string;
  size: number;
}

/**
 * Files live under ids the server makes, in a folder or a bucket (file-store.ts); the database keeps
 * their names and types.
 */
export interface Storage {
  /**
   * Checks the content's real type against `allowed` (magic bytes, never the client's word) and
   * stores it: bytes the server made, or an upload, whose temporary file is moved into the folder or
   * streamed to the bucket.
   */
  put(
    tx: Tx,
    content: Buffer | Upload,
    name: string,
    allowed: readonly string[],
    userId: number | null,
  ): Promise<StoredFile>;
  /** A file as a stream (a download sent on as it is read); null when its row or its bytes are gone. */
  open(id: string): Promise<{ file: StoredFile; stream: Readable } | null>;
  /** A small file whole (signatures, photos for a PDF); null when its row or its file is gone. */
  read(id: string): Promise<{ file: StoredFile; bytes: Buffer } | null>;
  /**
   * Forgets a file in the caller's transaction. Its bytes stay in the store until `sweep` finds them
   * without a row: a transaction that rolls back after a remove loses nothing.
   */
  remove(tx: Tx, id: string): Promise<void>;
  /**
   * Erases the stored files that no row names and that are older than `minAgeMs` (the bytes of
   * removed files, and of uploads whose transaction rolled back); answers how many it erased. The age
   * spares a file whose transaction is still open.
   */
  sweep(minAgeMs?: number): Promise<number>;
}

/** How old an unnamed file must be before `sweep` erases it: far longer than any transaction. */
export const SWEEP_MIN_AGE_MS = 60 * 60 * 1000;

/** Text formats have no magic bytes; they are accepted by name only when the caller allows them. */
const TEXT_TYPES: Record<string, string> = { txt: 'text/plain', csv: 'text/csv' };
/** What a file is stored as when its content says nothing and its area allows no text by name. */
const UNKNOWN_TYPE = 'application/octet-stream';
const NOT_ACCEPTED = 'This type of file is not accepted.';

/** The stored files' rows in the database, their bytes in `store` (a folder or a bucket, file-store.ts). */
export function fileStorage(db: Db, store: FileStore): Storage {
  const rowOf = async (id: string) => (await db.select().from(files).where(eq(files.id, id)))[0];
  return {
    async put(tx, content, name, allowed, userId) {
      const upload = Buffer.isBuffer(content) ? null : content;
      const detected = Buffer.isBuffer(content)
        ? await fileTypeFromBuffer(content)
        : await fileTypeFromFile(content.path);
      const { contentType, storedName } = typeOf(detected, name, allowed);
      if (!allowed.includes(contentType)) {
        throw badRequest(NOT_ACCEPTED, upload ? { [upload.field]: NOT_ACCEPTED } : undefined);
      }
      const id = randomUUID();
      // The bytes first, the row after: a row never names bytes that are not there.
      await store.write(id, content);
      const size = Buffer.isBuffer(content) ? content.length : content.size;
      const row = { id, originalName: storedName, contentType, size, createdBy: userId };
      await tx.insert(files).values(row);
      return row;
    },
    async open(id) {
      const file = await rowOf(id);
      const stream = file ? await store.stream(id) : null;
      return file && stream ? { file, stream } : null;
    },
    async read(id) {
      const file = await rowOf(id);
      const bytes = file ? await store.read(id) : null;
      return file && bytes ? { file, bytes } : null;
    },
    async remove(tx, id) {
      await tx.delete(files).where(eq(files.id, id));
    },
    async sweep(minAgeMs = SWEEP_MIN_AGE_MS) {
      let erased = 0;
      for await (const old of store.olderThan(Date.now() - minAgeMs)) {
        for (let i = 0; i < old.length; i += 500) {
          const batch = old.slice(i, i + 500);
          const named = new Set(
            (await db.select({ id: files.id }).from(files).where(inArray(files.id, batch))).map((r) => r.id),
          );
          for (const id of batch.filter((x) => !named.has(x))) {
            await store.erase(id);
            erased++;
          }
        }
      }
      return erased;
    },
  };
}

/** The application's storage, on the store the configuration names: the bucket of FILES_URL, or DATA_DIR/files. */
export const storageFor = (db: Db, config: Pick<Config, 'dataDir' | 'files'>): Storage =>
  fileStorage(db, config.files ? s3Store(config.files) : folderStore(config.dataDir));

/** A stored file as a data URL (a user's photo or signature in a JSON answer); null when gone. */
export async function storedDataUrl(storage: Pick<Storage, 'read'>, fileId: string): Promise<string | null> {
  const stored = await storage.read(fileId);
  return stored && `data:${stored.file.contentType};base64,${stored.bytes.toString('base64')}`;
}

/**
 * The type a file is kept and served as: what its content shows, the name's extension following
 * it (a 'report.pdf' that is a PNG is kept as 'report.png'). Content without magic bytes is text
 * by its name where the area allows that text, otherwise of no known type.
 */
function typeOf(detected: FileTypeResult | undefined, name: string, allowed: readonly string[]) {
  const dot = name.lastIndexOf('.');
  const stem = (dot > 0 ? name.slice(0, dot) : name).slice(0, 240);
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (detected) return { contentType: detected.mime as string, storedName: `${stem}.${detected.ext}` };
  const text = TEXT_TYPES[ext];
  if (text && allowed.includes(text)) return { contentType: text, storedName: name.slice(0, 255) };
  return { contentType: UNKNOWN_TYPE, storedName: name.slice(0, 255) };
}

/**
 * Sweeps the store a minute after start and then every hour, never keeping the process alive;
 * answers the function that stops it.
 */
export function startSweeper(storage: Pick<Storage, 'sweep'>, log: { warn: (o: object, msg: string) => void }) {
  const run = () => {
    storage.sweep().catch((err: unknown) => log.warn({ err }, 'stored files sweep failed'));
  };
  const first = setTimeout(run, 60_000).unref();
  const every = setInterval(run, SWEEP_MIN_AGE_MS).unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
