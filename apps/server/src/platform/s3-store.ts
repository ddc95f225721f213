import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { type FileStore, idOfKey, keyOf } from './file-store.ts';

/** A bucket and where in it (FILES_URL=s3://bucket/prefix), and how to reach it (config.ts). */
export interface S3Location {
  bucket: string;
  /** '' or ending in '/': the keys are `<prefix>ab/abcdef…`. */
  prefix: string;
  /** An S3-compatible service's address (MinIO, Ceph RGW, R2); absent for AWS S3. */
  endpoint?: string;
  region?: string;
  /** Addresses the bucket in the path (most S3-compatible services) rather than in the host name. */
  forcePathStyle: boolean;
}

/**
 * A client for the location. Credentials come from the AWS SDK's usual chain (AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, a profile, an instance or task role). Checksums are sent and checked only
 * where S3 requires them: not every S3-compatible service knows the newer trailing checksums.
 */
export function s3Client(location: S3Location): S3Client {
  return new S3Client({
    endpoint: location.endpoint,
    region: location.region ?? 'us-east-1',
    forcePathStyle: location.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isMissing = (err: unknown) => {
  const e = err as S3ServiceException;
  return e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
};

/** The stored files as objects of an S3-compatible bucket, shared by every instance of the server. */
export function s3Store(location: S3Location, client = s3Client(location)): FileStore {
  const { bucket: Bucket, prefix } = location;
  const keyIn = (id: string) => `${prefix}${keyOf(id)}`;
  const get = async (id: string) => {
    try {
      return (await client.send(new GetObjectCommand({ Bucket, Key: keyIn(id) }))).Body ?? null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  };
  return {
    async write(id, content) {
      // lib-storage sends a large file in parts as it reads it: never held whole in memory.
      const Body = Buffer.isBuffer(content) ? content : createReadStream(content.path);
      await new Upload({ client, params: { Bucket, Key: keyIn(id), Body }, queueSize: 2 }).done();
    },
    stream: async (id) => ((await get(id)) as Readable | null) ?? null,
    async read(id) {
      const body = await get(id);
      return body ? Buffer.from(await body.transformToByteArray()) : null;
    },
    async erase(id) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyIn(id) }));
    },
    async *olderThan(before) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        const ids = (page.Contents ?? []).flatMap((o) => {
          const id = o.Key ? idOfKey(o.Key.slice(prefix.length)) : null;
          return id && o.LastModified && o.LastModified.getTime() < before ? [id] : [];
        });
        if (ids.length) yield ids;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
