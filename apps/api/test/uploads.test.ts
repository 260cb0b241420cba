// Direct uploads end to end: createDirectUpload, the signed PUT to our own server (local disk), the checks on
// the bytes, and the ownership check other modules use before attaching a blob.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKey } from '../src/modules/auth/access-tokens.ts';
import { openConfiguredServerSecrets } from '../src/modules/server-secrets/server-secrets.service.ts';
import { createDiskStorage } from '../src/modules/uploads/disk-storage.ts';
import { createS3Storage } from '../src/modules/uploads/s3-storage.ts';
import { createUploadSigner } from '../src/modules/uploads/signing.ts';
import { createUploadsService, type UploadsService } from '../src/modules/uploads/uploads.service.ts';
import { blobs } from '../src/modules/uploads/uploads.table.ts';
import { registered } from './support/accounts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const createDirectUpload = `mutation ($input: CreateDirectUploadInput!) {
  createDirectUpload(input: $input) {
    directUpload { blobId signedBlobId url headers }
    error { code message fields { field message } }
  }
}`;

type DirectUpload = { blobId: string; signedBlobId: string; url: string; headers: Record<string, string> };
type Payload = {
  createDirectUpload: {
    directUpload: DirectUpload | null;
    error: { code: string; message: string; fields: Array<{ field: string; message: string }> } | null;
  };
};

const md5 = (bytes: Buffer) => crypto.createHash('md5').update(bytes).digest('base64');

let t: TestApp;
let user: { token: string; id: string };
let uploads: UploadsService;

async function signedInUser() {
  const token = (await registered(t)).tokens.accessToken;
  const me = await t.graphql<{ currentUser: { id: string } }>('{ currentUser { id } }', {}, { token });
  return { token, id: me.data!.currentUser.id };
}

async function create(
  input: Partial<{ byteSize: number; checksum: string; contentType: string; filename: string }>,
  as = user,
) {
  const bytes = Buffer.from('%PDF-1.7 a small document');
  const result = await t.graphql<Payload>(
    createDirectUpload,
    {
      input: {
        byteSize: bytes.length,
        checksum: md5(bytes),
        contentType: 'application/pdf',
        filename: 'scan.pdf',
        ...input,
      },
    },
    { token: as.token },
  );
  return result.data!.createDirectUpload;
}

/** Registers `bytes` as a file and answers where to PUT them. */
async function prepared(bytes: Buffer, contentType = 'image/png', as = user) {
  const payload = await create(
    { byteSize: bytes.length, checksum: md5(bytes), contentType, filename: 'photo.png' },
    as,
  );
  expect(payload.error).toBeNull();
  return payload.directUpload!;
}

function put(
  upload: DirectUpload,
  body: Buffer | Readable,
  headers: Record<string, string> = upload.headers,
  url = upload.url,
) {
  return t.app.inject({ method: 'PUT', url, headers, payload: body });
}

async function statusOf(blobId: string) {
  const [row] = await t.database.db.select().from(blobs).where(eq(blobs.id, blobId));
  return row?.status;
}

beforeAll(async () => {
  t = await startTestApp({ UPLOADS_PER_HOUR: '30' });
  user = await signedInUser();
  // The same service the app runs, for the ownership check other modules call.
  const signer = createUploadSigner(
    await loadSigningKey(openConfiguredServerSecrets(t.database.db, t.config), t.config.AUTH_TOKEN_SECRET),
  );
  uploads = createUploadsService({
    db: t.database.db,
    clock: t.clock,
    logger: t.app.log as never,
    storage: createDiskStorage({ dir: t.config.uploadsDir, urlSignature: signer.urlSignature }),
    signer,
    uploadsPerHour: 30,
  });
});
afterAll(() => t.close());

describe('createDirectUpload', () => {
  it('answers a signed URL on this server, valid 10 minutes, and the headers to send', async () => {
    const payload = await create({});
    expect(payload.error).toBeNull();
    const upload = payload.directUpload!;
    const url = new URL(upload.url, 'http://localhost');
    expect(url.pathname).toBe(`/uploads/${upload.blobId}`);
    expect(Number(url.searchParams.get('expires'))).toBe(t.clock.now().getTime() / 1000 + 600);
    expect(url.searchParams.get('signature')).toMatch(/^[\w-]{43}$/);
    expect(upload.headers).toEqual({
      'Content-Type': 'application/pdf',
      'Content-MD5': md5(Buffer.from('%PDF-1.7 a small document')),
    });
    expect(upload.signedBlobId.startsWith(`${upload.blobId}--`)).toBe(true);
    expect(await statusOf(upload.blobId)).toBe('pending');
  });

  it('needs a signed-in user', async () => {
    const result = await t.graphql(createDirectUpload, {
      input: { byteSize: 10, checksum: md5(Buffer.from('x')), contentType: 'image/png', filename: 'a.png' },
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPH_API_UNAUTHORIZED');
  });

  it('takes images and PDF only', async () => {
    for (const contentType of ['image/jpeg', 'image/png', 'image/heic', 'image/webp', 'application/pdf']) {
      expect((await create({ contentType })).error).toBeNull();
    }
    const refused = await create({ contentType: 'text/html', filename: 'page.html' });
    expect(refused.error).toMatchObject({
      code: 'UPLOAD_TYPE_NOT_ALLOWED',
      fields: [{ field: 'contentType' }],
    });
    expect(refused.error!.message).toContain('page.html');
  });

  it('takes at most 20 MB, saying so with the file name and its size', async () => {
    expect((await create({ byteSize: 20 * 1024 * 1024 })).error).toBeNull();
    const refused = await create({ byteSize: 20 * 1024 * 1024 + 1, filename: 'big.pdf' });
    expect(refused.error).toEqual({
      code: 'UPLOAD_TOO_LARGE',
      message: 'big.pdf is 20.1 MB, which exceeds the limit of 20MB',
      fields: [{ field: 'byteSize', message: 'big.pdf is 20.1 MB, which exceeds the limit of 20MB' }],
    });
    expect(
      (await create({ byteSize: 31_457_280, filename: 'scan.jpg', contentType: 'image/jpeg' })).error
        ?.message,
    ).toBe('scan.jpg is 30 MB, which exceeds the limit of 20MB');
  });

  it('refuses an empty file, a checksum that is not a base64 MD5, and keeps only the name of a path', async () => {
    expect((await create({ byteSize: 0 })).error?.code).toBe('UPLOAD_INVALID');
    expect((await create({ checksum: 'not-md5' })).error?.code).toBe('UPLOAD_INVALID');
    const payload = await create({ filename: '../../etc/passwd.pdf' });
    const [row] = await t.database.db.select().from(blobs).where(eq(blobs.id, payload.directUpload!.blobId));
    expect(row!.filename).toBe('passwd.pdf');
  });

  it('limits how many uploads one user may start per hour', async () => {
    const someone = await signedInUser();
    for (let i = 0; i < 30; i += 1) expect((await create({}, someone)).error).toBeNull();
    expect((await create({}, someone)).error?.code).toBe('TOO_MANY_REQUESTS');
    expect((await create({})).error).toBeNull();
  });
});

describe('PUT to the signed URL', () => {
  it('stores the bytes (larger than the usual body limit), marks the blob uploaded and answers 204', async () => {
    const bytes = crypto.randomBytes(600 * 1024);
    const upload = await prepared(bytes);
    const response = await put(upload, bytes);
    expect(response.statusCode).toBe(204);
    expect(await statusOf(upload.blobId)).toBe('uploaded');
    expect(fs.readFileSync(path.join(t.config.uploadsDir, upload.blobId))).toEqual(bytes);
    expect(fs.readdirSync(t.config.uploadsDir).filter((name) => name.endsWith('.part'))).toEqual([]);
    // A retry after a lost answer is fine.
    expect((await put(upload, bytes)).statusCode).toBe(204);
  });

  it('keeps the signature of the URL out of the request log', async () => {
    const bytes = Buffer.from('a photo for the log test');
    const upload = await prepared(bytes);
    const signature = new URL(upload.url, 'http://x').searchParams.get('signature')!;
    expect(signature.length).toBeGreaterThan(10);
    const logged = t.logs.length;
    expect((await put(upload, bytes)).statusCode).toBe(204);
    const requestLog = t.logs.slice(logged).join('');
    expect(requestLog).toContain(`/uploads/${upload.blobId}?`);
    expect(requestLog).not.toContain(signature);
    expect(requestLog).not.toContain(encodeURIComponent(signature));
  });

  it('answers 422 checksum_mismatch for other bytes of the same size, keeping nothing', async () => {
    const bytes = Buffer.from('the real photo bytes');
    const upload = await prepared(bytes);
    const response = await put(upload, Buffer.from('the fake photo bytes'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: 'checksum_mismatch', error_description: expect.any(String) });
    expect(await statusOf(upload.blobId)).toBe('pending');
    expect(fs.existsSync(path.join(t.config.uploadsDir, upload.blobId))).toBe(false);
    // A Content-MD5 header that is not the blob's is refused before reading.
    const header = await put(upload, bytes, { ...upload.headers, 'Content-MD5': md5(Buffer.from('other')) });
    expect(header.json().error).toBe('checksum_mismatch');
    expect((await put(upload, bytes)).statusCode).toBe(204);
  });

  it('answers 422 size_mismatch for a body of another size, announced or streamed', async () => {
    const bytes = Buffer.from('twenty bytes exactly');
    const upload = await prepared(bytes);
    const shorter = await put(upload, bytes.subarray(0, 10));
    expect(shorter.statusCode).toBe(422);
    expect(shorter.json().error).toBe('size_mismatch');
    // Streamed without a Content-Length, the body is measured as it arrives.
    const longer = await put(upload, Readable.from([bytes, Buffer.from('and more')]));
    expect(longer.statusCode).toBe(422);
    expect(longer.json().error).toBe('size_mismatch');
    expect(await statusOf(upload.blobId)).toBe('pending');
    expect((await put(upload, Readable.from([bytes.subarray(0, 5), bytes.subarray(5)]))).statusCode).toBe(
      204,
    );
  });

  it('answers 422 when the Content-Type is not the one the upload was created with', async () => {
    const bytes = Buffer.from('png');
    const upload = await prepared(bytes);
    const response = await put(upload, bytes, { ...upload.headers, 'Content-Type': 'application/pdf' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe('content_type_mismatch');
  });

  it('answers 403 once the URL has expired (10 minutes)', async () => {
    const bytes = Buffer.from('late');
    const upload = await prepared(bytes);
    t.clock.advance(10 * 60_000 + 1_000);
    try {
      const response = await put(upload, bytes);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('url_expired');
      expect(await statusOf(upload.blobId)).toBe('pending');
    } finally {
      t.clock.advance(-(10 * 60_000 + 1_000));
    }
  });

  it('answers 403 to a tampered signature, expiry or blob id', async () => {
    const bytes = Buffer.from('tamper');
    const upload = await prepared(bytes);
    const other = await prepared(Buffer.from('other'));
    const url = new URL(upload.url, 'http://localhost');
    const tampered = (change: (url: URL) => void) => {
      const copy = new URL(url);
      change(copy);
      return `${copy.pathname}${copy.search}`;
    };
    const variants = [
      tampered((u) => {
        const signature = u.searchParams.get('signature')!;
        u.searchParams.set('signature', `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`);
      }),
      tampered((u) => u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 3600))),
      tampered((u) => (u.pathname = `/uploads/${other.blobId}`)),
      tampered((u) => u.searchParams.delete('signature')),
    ];
    for (const variant of variants) {
      const response = await put(upload, bytes, upload.headers, variant);
      expect(response.statusCode, variant).toBe(403);
      expect(response.json().error).toBe('signature_invalid');
    }
    expect(await statusOf(upload.blobId)).toBe('pending');
    expect(await statusOf(other.blobId)).toBe('pending');
  });
});

describe('ownedUploads (the check other modules make before attaching a blob)', () => {
  it("accepts the caller's uploaded blobs and refuses pending ones, forged ids and another user's", async () => {
    const bytes = Buffer.from('mine');
    const mine = await prepared(bytes);
    expect((await put(mine, bytes)).statusCode).toBe(204);
    const pending = await prepared(Buffer.from('not sent'));
    const someone = await signedInUser();
    const theirs = await prepared(Buffer.from('theirs'), 'image/png', someone);
    expect((await put(theirs, Buffer.from('theirs'))).statusCode).toBe(204);

    expect(await uploads.ownedUploads(t.database.db, user.id, [mine.signedBlobId])).toEqual({
      ok: true,
      value: [
        {
          id: mine.blobId,
          filename: 'photo.png',
          contentType: 'image/png',
          byteSize: 4,
          signedBlobId: mine.signedBlobId,
        },
      ],
    });
    expect(await uploads.ownedUploads(t.database.db, user.id, [])).toEqual({ ok: true, value: [] });
    expect(
      await uploads.ownedUploads(t.database.db, user.id, [mine.signedBlobId, theirs.signedBlobId]),
    ).toEqual({
      ok: false,
      error: { code: 'UPLOAD_REFUSED', refused: [theirs.signedBlobId] },
    });
    expect(await uploads.ownedUploads(t.database.db, someone.id, [theirs.signedBlobId])).toMatchObject({
      ok: true,
    });
    const forged = `${theirs.blobId}--${mine.signedBlobId.split('--')[1]}`;
    for (const refused of [pending.signedBlobId, forged, mine.blobId, 'nonsense', `not-a-uuid--x`]) {
      expect(await uploads.ownedUploads(t.database.db, user.id, [refused])).toEqual({
        ok: false,
        error: { code: 'UPLOAD_REFUSED', refused: [refused] },
      });
    }
  });
});

describe('the clean-up of abandoned uploads (a recurring job)', () => {
  it('removes uploads still pending a day after they were described, with any bytes, and keeps the rest', async () => {
    const someone = await signedInUser();
    const abandoned = await prepared(Buffer.from('abandoned bytes'), 'image/png', someone);
    // Bytes without their status change (a crash between the two): removed with the row.
    fs.mkdirSync(t.config.uploadsDir, { recursive: true });
    fs.writeFileSync(path.join(t.config.uploadsDir, abandoned.blobId), 'abandoned bytes');
    const bytes = Buffer.from('uploaded bytes');
    const finished = await prepared(bytes, 'image/png', someone);
    expect((await put(finished, bytes)).statusCode).toBe(204);
    const cleanUp = async () => {
      await t.jobs.enqueue('uploads.remove-abandoned', {}, { tx: t.database.db });
      expect(await t.jobs.drain()).toBe(1);
    };
    const day = 24 * 60 * 60_000;
    try {
      t.clock.advance(day - 1_000);
      // A day later the first access token has expired: a new sign-in describes a recent upload.
      const recent = await prepared(Buffer.from('recent bytes'), 'image/png', await signedInUser());
      await cleanUp();
      expect(await statusOf(abandoned.blobId)).toBe('pending');

      t.clock.advance(2_000);
      await cleanUp();
      expect(await statusOf(abandoned.blobId)).toBeUndefined();
      expect(fs.existsSync(path.join(t.config.uploadsDir, abandoned.blobId))).toBe(false);
      expect(await statusOf(finished.blobId)).toBe('uploaded');
      expect(fs.existsSync(path.join(t.config.uploadsDir, finished.blobId))).toBe(true);
      expect(await statusOf(recent.blobId)).toBe('pending');
    } finally {
      t.clock.advance(-(day + 1_000));
    }
  });
});

describe('with S3-compatible storage configured', () => {
  it('answers a presigned URL to the bucket, and has no upload route of its own', async () => {
    const s3 = await startTestApp({
      S3_ENDPOINT: 'https://s3.us-east-2.amazonaws.com',
      S3_BUCKET: 'wysh-uploads',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      S3_REGION: 'us-east-2',
    });
    try {
      const token = (await registered(s3)).tokens.accessToken;
      const bytes = Buffer.from('%PDF');
      const result = await s3.graphql<Payload>(
        createDirectUpload,
        { input: { byteSize: 4, checksum: md5(bytes), contentType: 'application/pdf', filename: 'a.pdf' } },
        { token },
      );
      const upload = result.data!.createDirectUpload.directUpload!;
      const url = new URL(upload.url);
      expect(`${url.origin}${url.pathname}`).toBe(
        `https://s3.us-east-2.amazonaws.com/wysh-uploads/uploads/${upload.blobId}`,
      );
      expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
      expect(upload.headers).toEqual({ 'Content-Type': 'application/pdf', 'Content-MD5': md5(bytes) });
      const local = await s3.app.inject({ method: 'PUT', url: `/uploads/${upload.blobId}`, payload: bytes });
      expect(local.statusCode).toBe(404);
    } finally {
      await s3.close();
    }
  });

  it('counts a blob as uploaded once the bucket has its bytes (checked by the ownership check)', async () => {
    const bytes = Buffer.from('%PDF-1.4 in the bucket');
    const stored = new Set<string>();
    // A stand-in bucket on loopback: HEAD answers like S3 for the objects in `stored`.
    const bucket = http.createServer((request, response) => {
      const there = request.method === 'HEAD' && stored.has(request.url ?? '');
      response.writeHead(
        there ? 200 : 404,
        there
          ? {
              'content-length': String(bytes.length),
              etag: `"${crypto.createHash('md5').update(bytes).digest('hex')}"`,
            }
          : {},
      );
      response.end();
    });
    await new Promise<void>((resolve) => bucket.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(bucket.address() as AddressInfo).port}`;
    const settings = {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: 'wysh-uploads',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_REGION: 'us-east-1',
    };
    const s3 = await startTestApp(settings);
    try {
      const token = (await registered(s3)).tokens.accessToken;
      const me = await s3.graphql<{ currentUser: { id: string } }>('{ currentUser { id } }', {}, { token });
      const result = await s3.graphql<Payload>(
        createDirectUpload,
        {
          input: {
            byteSize: bytes.length,
            checksum: md5(bytes),
            contentType: 'application/pdf',
            filename: 'a.pdf',
          },
        },
        { token },
      );
      const upload = result.data!.createDirectUpload.directUpload!;
      const signer = createUploadSigner(
        await loadSigningKey(
          openConfiguredServerSecrets(s3.database.db, s3.config),
          s3.config.AUTH_TOKEN_SECRET,
        ),
      );
      const service = createUploadsService({
        db: s3.database.db,
        clock: s3.clock,
        logger: s3.app.log as never,
        storage: createS3Storage(s3.config.s3!, { now: () => s3.clock.now() }),
        signer,
        uploadsPerHour: 10,
      });
      const userId = me.data!.currentUser.id;
      expect(await service.ownedUploads(s3.database.db, userId, [upload.signedBlobId])).toEqual({
        ok: false,
        error: { code: 'UPLOAD_REFUSED', refused: [upload.signedBlobId] },
      });
      stored.add(`/wysh-uploads/uploads/${upload.blobId}`);
      expect(await service.ownedUploads(s3.database.db, userId, [upload.signedBlobId])).toMatchObject({
        ok: true,
      });
      const [row] = await s3.database.db.select().from(blobs).where(eq(blobs.id, upload.blobId));
      expect(row).toMatchObject({ service: 's3', status: 'uploaded' });
    } finally {
      await s3.close();
      await new Promise<void>((resolve) => bucket.close(() => resolve()));
    }
  });
});
