import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage, presignUrl } from './s3-storage.ts';

// AWS's published example of a presigned URL (Amazon S3 API reference, "Authenticating Requests: Using Query
// Parameters"): GET examplebucket/test.txt on 24 May 2013, valid 86400 seconds.
const awsExample = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
};

describe('S3 presigned URLs', () => {
  it("reproduce AWS's published signature", async () => {
    const url = new URL(
      await presignUrl({
        method: 'GET',
        url: 'https://examplebucket.s3.amazonaws.com/test.txt',
        headers: {},
        credentials: awsExample,
        expiresSeconds: 86400,
        at: new Date('2013-05-24T00:00:00Z'),
      }),
    );
    expect(url.searchParams.get('X-Amz-Credential')).toBe(
      'AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request',
    );
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    expect(url.searchParams.get('X-Amz-Signature')).toBe(
      'aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('sign a PUT over the content type, MD5 and length, for 10 minutes, and tell the browser the headers', async () => {
    const storage = createS3Storage(
      { ...awsExample, endpoint: 'https://s3.example.com', bucket: 'wysh-uploads' },
      { now: () => new Date('2026-11-21T15:00:00Z') },
    );
    const blob = {
      id: 'b1',
      contentType: 'application/pdf',
      byteSize: 1234,
      checksum: 'XrY7u+Ae7tCTyyK7j1rNww==',
    };
    const target = await storage.uploadTarget(blob, new Date('2026-11-21T15:10:00Z'));
    const url = new URL(target.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://s3.example.com/wysh-uploads/uploads/b1');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.searchParams.get('X-Amz-Date')).toBe('20261121T150000Z');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-md5;content-type;host');
    // The same inputs sign the same way; any change of header changes the signature.
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const other = await storage.uploadTarget({ ...blob, byteSize: 1235 }, new Date('2026-11-21T15:10:00Z'));
    expect(new URL(other.url).searchParams.get('X-Amz-Signature')).not.toBe(
      url.searchParams.get('X-Amz-Signature'),
    );
    expect(target.headers).toEqual({
      'Content-Type': 'application/pdf',
      'Content-MD5': 'XrY7u+Ae7tCTyyK7j1rNww==',
    });
  });
});

describe('S3 upload confirmation', () => {
  // A stand-in bucket on loopback that answers HEAD like S3 for one stored object.
  const requests: http.IncomingHttpHeaders[] = [];
  const deleted: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(request.headers);
    if (request.method === 'HEAD' && request.url === '/wysh-uploads/uploads/there') {
      response.writeHead(200, { 'content-length': '1234', etag: '"5eb63bbbe01eeed093cb22bb8f5acdc3"' });
    } else if (request.method === 'DELETE' && request.url?.startsWith('/wysh-uploads/uploads/')) {
      deleted.push(request.url);
      response.writeHead(request.url.endsWith('/refused') ? 403 : 204);
    } else {
      response.writeHead(404);
    }
    response.end();
  });
  let endpoint = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks the bucket with a signed HEAD whether the object has the blob size and MD5', async () => {
    const storage = createS3Storage(
      { ...awsExample, endpoint, bucket: 'wysh-uploads' },
      { now: () => new Date() },
    );
    const blob = {
      id: 'there',
      contentType: 'image/png',
      byteSize: 1234,
      checksum: 'XrY7u+Ae7tCTyyK7j1rNww==',
    };
    expect(await storage.confirm(blob)).toBe(true);
    expect(requests.at(-1)?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE\//);
    expect(await storage.confirm({ ...blob, byteSize: 1233 })).toBe(false);
    expect(await storage.confirm({ ...blob, checksum: 'AAAAAAAAAAAAAAAAAAAAAA==' })).toBe(false);
    expect(await storage.confirm({ ...blob, id: 'missing' })).toBe(false);
  });

  it('removes an object with a signed DELETE (the clean-up of abandoned uploads), and says when it cannot', async () => {
    const storage = createS3Storage(
      { ...awsExample, endpoint, bucket: 'wysh-uploads' },
      { now: () => new Date() },
    );
    const blob = {
      id: 'there',
      contentType: 'image/png',
      byteSize: 1234,
      checksum: 'XrY7u+Ae7tCTyyK7j1rNww==',
    };
    await storage.remove(blob);
    expect(deleted).toEqual(['/wysh-uploads/uploads/there']);
    expect(requests.at(-1)?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE\//);
    await expect(storage.remove({ ...blob, id: 'refused' })).rejects.toThrow('S3 DELETE answered 403');
  });
});
