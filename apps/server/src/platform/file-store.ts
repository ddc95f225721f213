import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where the bytes of stored files are, under the ids the server makes: a folder (the default) or an
 * S3-compatible bucket (s3-store.ts). Storage (storage.ts) keeps the rows, the types and the rules
 * and reaches the bytes only through this, so every area works on either. Each id is kept under
 * `<first two characters>/<id>`, in a folder and in a bucket alike (a backup holds them so).
 */
export interface FileStore {
  /** Writes a file: bytes the server made, or a temporary file on this machine (moved or streamed, never read whole). */
  write(id: string, content: Buffer | { path: string }): Promise<void>;
  /** The file's bytes as a stream; null when there is no such file. */
  stream(id: string): Promise<Readable | null>;
  /** A small file whole; null when there is no such file. */
  read(id: string): Promise<Buffer | null>;
  /** Erases a file; nothing when there is none. */
  erase(id: string): Promise<void>;
  /** The ids of the stored files last written before `before` (ms since the epoch), in batches. */
  olderThan(before: number): AsyncIterable<string[]>;
}

/** The place of a file in the store: `ab/abcdef…` (a folder of at most 256 names per first two characters). */
export const keyOf = (id: string) => `${id.slice(0, 2)}/${id}`;

/** The id a store's relative path names, or null for anything else the store holds (writes in progress, strays). */
export function idOfKey(key: string): string | null {
  const [folder, id, extra] = key.split('/');
  return extra === undefined && id && folder === id.slice(0, 2) && !id.endsWith('.part') ? id : null;
}

/** The stored files in DATA_DIR/files, as always. */
export function folderStore(dataDir: string): FileStore {
  const root = resolve(dataDir, 'files');
  const pathOf = (id: string) => join(root, keyOf(id));
  return {
    async write(id, content) {
      await mkdir(join(root, id.slice(0, 2)), { recursive: true });
      const path = pathOf(id);
      // An upload's temporary file is on the same filesystem (DATA_DIR/uploads): moved, not copied.
      if (!Buffer.isBuffer(content)) return rename(content.path, path);
      await writeFile(`${path}.part`, content);
      await rename(`${path}.part`, path);
    },
    async stream(id) {
      const handle = await open(pathOf(id)).catch(() => null);
      return handle ? handle.createReadStream() : null;
    },
    read: (id) => readFile(pathOf(id)).catch(() => null),
    erase: (id) => rm(pathOf(id), { force: true }),
    async *olderThan(before) {
      const folders = await readdir(root).catch(() => [] as string[]);
      for (const folder of folders) {
        const ids: string[] = [];
        for (const name of await readdir(join(root, folder)).catch(() => [] as string[])) {
          // '.part' files are writes in progress (or torn ones), named like their file plus the suffix.
          const id = idOfKey(`${folder}/${name}`);
          const info = id ? await stat(join(root, folder, name)).catch(() => null) : null;
          if (id && info?.isFile() && info.mtimeMs < before) ids.push(id);
        }
        if (ids.length) yield ids;
      }
    },
  };
}
