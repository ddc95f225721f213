import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll } from 'vitest';
import type { S3Location } from '../src/platform/s3-store.ts';

/** s3rver's own key pair: it checks each request's signature against it, as S3 does. */
const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };
export const BUCKET = 'fieldbook-files';

export interface TestS3 {
  /** The server's address (AWS_ENDPOINT_URL). */
  endpoint: string;
  /** FILES_URL and the AWS variables a server process needs for the bucket under `prefix`. */
  env(prefix: string): Record<string, string>;
  location(prefix: string): S3Location;
}

/**
 * A real S3-protocol server (s3rver) on a free port, its bucket in a temporary folder, stopped after
 * the test file. The AWS SDK reads the credentials from the environment, so they are set in this
 * test process (each test file runs in its own).
 */
export async function startS3(): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'fieldbook-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  Object.assign(process.env, CREDENTIALS);
  afterAll(async () => {
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: (prefix) => ({
      ...CREDENTIALS,
      FILES_URL: `s3://${BUCKET}/${prefix}`,
      AWS_ENDPOINT_URL: endpoint,
      AWS_REGION: 'us-east-1',
      AWS_S3_FORCE_PATH_STYLE: 'true',
    }),
    location: (prefix) => ({
      bucket: BUCKET,
      prefix: `${prefix}/`,
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
    }),
  };
}
