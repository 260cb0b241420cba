// Uploads kept in an S3-compatible bucket (S3_* settings): the browser PUTs straight to the bucket with a
// presigned URL (AWS Signature V4 in the query, by aws4fetch) whose signature covers the content type, MD5 and
// length, so the bucket itself refuses any other body. Whether the bytes arrived is asked with a signed HEAD.
import { AwsClient, AwsV4Signer } from 'aws4fetch';
import type { S3Settings } from '../../config.ts';
import type { S3BlobStorage, StoredBlob } from './blob-storage.ts';

/** AWS's basic ISO 8601 form: 20130524T000000Z. */
export function amzDate(at: Date): string {
  return at.toISOString().replace(/[:-]|\.\d{3}/g, '');
}

/** A presigned URL for `method` on `url`, valid `expiresSeconds` from `at`, covering `headers`. */
export async function presignUrl(options: {
  method: string;
  url: string;
  headers: Record<string, string>;
  credentials: Pick<S3Settings, 'accessKeyId' | 'secretAccessKey' | 'region'>;
  expiresSeconds: number;
  at: Date;
}): Promise<string> {
  const url = new URL(options.url);
  url.searchParams.set('X-Amz-Expires', String(options.expiresSeconds));
  const signer = new AwsV4Signer({
    method: options.method,
    url: url.toString(),
    headers: options.headers,
    accessKeyId: options.credentials.accessKeyId,
    secretAccessKey: options.credentials.secretAccessKey,
    region: options.credentials.region,
    service: 's3',
    signQuery: true,
    allHeaders: true,
    datetime: amzDate(options.at),
  });
  return (await signer.sign()).url.toString();
}

export function createS3Storage(
  s3: S3Settings,
  options: { now: () => Date; fetch?: typeof fetch } = { now: () => new Date() },
): S3BlobStorage {
  const client = new AwsClient({
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    region: s3.region,
    service: 's3',
    retries: 1,
  });
  // Path-style addressing works with AWS and with the S3-compatible stores (MinIO, R2, Ceph...).
  const objectUrl = (blob: StoredBlob) => `${s3.endpoint}/${s3.bucket}/uploads/${blob.id}`;
  const md5Hex = (checksum: string) => Buffer.from(checksum, 'base64').toString('hex');

  return {
    service: 's3',
    async uploadTarget(blob, expiresAt) {
      const now = options.now();
      const headers = { 'Content-Type': blob.contentType, 'Content-MD5': blob.checksum };
      const url = await presignUrl({
        method: 'PUT',
        url: objectUrl(blob),
        // The browser sends Content-Length itself; signing it makes the bucket refuse a body of another size.
        headers: { ...headers, 'Content-Length': String(blob.byteSize) },
        credentials: s3,
        expiresSeconds: Math.max(1, Math.round((expiresAt.getTime() - now.getTime()) / 1000)),
        at: now,
      });
      return { url, headers };
    },

    async confirm(blob) {
      const request = await client.sign(objectUrl(blob), {
        method: 'HEAD',
        aws: { datetime: amzDate(options.now()) },
      });
      const response = await (options.fetch ?? fetch)(request);
      if (!response.ok) return false;
      // A single PUT's ETag is the hex MD5 of its body.
      const etag = (response.headers.get('etag') ?? '').replaceAll('"', '');
      return (
        Number(response.headers.get('content-length')) === blob.byteSize && etag === md5Hex(blob.checksum)
      );
    },

    async remove(blob) {
      const request = await client.sign(objectUrl(blob), {
        method: 'DELETE',
        aws: { datetime: amzDate(options.now()) },
      });
      const response = await (options.fetch ?? fetch)(request);
      // Deleting what is not there answers 204 (or 404 from some stores): either way it is gone.
      if (!response.ok && response.status !== 404) {
        throw new Error(`S3 DELETE answered ${response.status}`);
      }
    },
  };
}
