import { createWriteStream } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { CopyObjectCommand } from '@aws-sdk/client-s3';
import { type FileStore, idOfKey, keyOf } from '../platform/file-store.ts';
import { type S3Location, s3Client, s3Store } from '../platform/s3-store.ts';

/**
 * Copies every stored file of a bucket into `dir`/files/<ab>/<id>, the layout of DATA_DIR/files, so
 * a backup holds the same files whichever store it was taken from. One file at a time, streamed.
 */
export async function downloadFiles(store: FileStore, dir: string): Promise<number> {
  let count = 0;
  for await (const ids of store.olderThan(Number.POSITIVE_INFINITY)) {
    for (const id of ids) {
      const stream = await store.stream(id);
      if (!stream) continue; // erased by the sweep since it was listed: no row names it
      await mkdir(join(dir, 'files', id.slice(0, 2)), { recursive: true });
      await pipeline(stream, createWriteStream(join(dir, 'files', keyOf(id))));
      count++;
    }
  }
  return count;
}

/** Writes the files of an unpacked backup (`dir`/files/<ab>/<id>) into a bucket, one at a time, streamed. */
export async function uploadFiles(store: FileStore, dir: string): Promise<number> {
  let count = 0;
  const root = join(dir, 'files');
  for (const folder of await readdir(root).catch(() => [] as string[])) {
    for (const name of await readdir(join(root, folder))) {
      const id = idOfKey(`${folder}/${name}`);
      if (!id) continue;
      await store.write(id, { path: join(root, folder, name) });
      count++;
    }
  }
  return count;
}

/**
 * Copies the stored files already in the bucket to `<prefix><aside>/<ab>/<id>` (copied by the service,
 * nothing downloaded), as restore keeps a folder's files aside: the sweep then erases the originals
 * no restored row names, never the copies (it reads `<ab>/<id>` only). Answers how many it copied.
 */
export async function setAsideObjects(location: S3Location, aside: string): Promise<number> {
  const client = s3Client(location);
  const { bucket: Bucket, prefix } = location;
  let count = 0;
  for await (const ids of s3Store(location, client).olderThan(Number.POSITIVE_INFINITY)) {
    for (const id of ids) {
      const CopySource = encodeURI(`${Bucket}/${prefix}${keyOf(id)}`);
      await client.send(new CopyObjectCommand({ Bucket, CopySource, Key: `${prefix}${aside}/${keyOf(id)}` }));
      count++;
    }
  }
  return count;
}
