import { DeleteObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { keyOf, safeKey, type Storage } from './storage';

/** How long the health check waits for the bucket before calling it unreachable. */
const CHECK_TIMEOUT_MS = 3000;

/**
 * Uploads in an S3 bucket or an S3-compatible service (MinIO, Cloudflare R2, Backblaze B2, DigitalOcean
 * Spaces, ...). A file is stored as `S3_KEY_PREFIX + key` and its public URL is `S3_PUBLIC_URL` followed
 * by that object key: S3_PUBLIC_URL is the bucket's root as visitors reach it (the bucket's own address,
 * or a CDN in front of it). Decision 0008.
 */
export function createS3Storage(config: S3Config, client: S3Client = createS3Client(config)): Storage {
  const { bucket, keyPrefix, publicUrl } = config;

  /** The object key behind one of our public URLs (with the prefix), or null for any other URL. */
  function objectKeyOf(url: string): string | null {
    const objectKey = keyOf(url, publicUrl);
    if (!objectKey || !objectKey.startsWith(keyPrefix)) return null;
    return objectKey;
  }

  return {
    async put(key, data, contentType) {
      const objectKey = keyPrefix + safeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey,
          Body: data,
          ContentLength: data.length,
          ContentType: contentType,
          // Keys are never reused (a new upload gets a new random name), so a copy may be kept forever.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return publicUrl + objectKey;
    },
    async remove(url) {
      const objectKey = objectKeyOf(url);
      if (objectKey) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey }));
    },
    owns: (url) => objectKeyOf(url) !== null,
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
        return true;
      } catch {
        return false;
      }
    },
    close: () => client.destroy(),
  };
}

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: several S3-compatible services refuse the newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: CHECK_TIMEOUT_MS, requestTimeout: 30_000 },
  });
}
