import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

/** s3rver's built-in account. */
export const FAKE_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  /** The bucket's root over plain HTTP (path style), as S3_PUBLIC_URL. */
  publicUrl: string;
  /** The S3_* variables that point the server at this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver: objects on disk, the S3 REST API over HTTP) on a free port of
 * 127.0.0.1, with one bucket. It checks the access key of every request; signatures are not compared
 * because s3rver signs bucket-level paths without the trailing slash the AWS SDK v3 sends (decision 0008).
 */
export async function startFakeS3(bucket = 'mnch-uploads'): Promise<FakeS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'mnch-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const publicUrl = `${endpoint}/${bucket}/`;
  return {
    endpoint,
    bucket,
    publicUrl,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: FAKE_S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: FAKE_S3_CREDENTIALS.secretAccessKey,
      S3_PUBLIC_URL: publicUrl,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
