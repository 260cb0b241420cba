import { File as NodeFile } from 'node:buffer';
import crypto from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { graphql } from '../../testing/graphql-link';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/server';
import { fileProblem, md5Base64, uploadFiles, UploadError } from './direct-upload';

// Node's File, as a browser's: fetch sends its bytes (jsdom's File has no stream for Node's fetch to read).
const File = NodeFile as unknown as typeof globalThis.File;

const pdf = (name = 'scan.pdf', content = '%PDF-1.7 hello') =>
  new File([content], name, { type: 'application/pdf' });

/** A file that says it has `size` bytes without holding them. */
function sized(name: string, size: number, type = 'image/jpeg') {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

type Created = { input: { byteSize: number; checksum: string; contentType: string; filename: string } };

/** The API: createDirectUpload answers a URL per file; PUTs are answered by `put` in turn. */
function api(put: Array<number | 'network'> = [204]) {
  const created: Created[] = [];
  const puts: Array<{ url: string; headers: Record<string, string>; body: string; at: number }> = [];
  server.use(
    graphql.mutation('CreateDirectUpload', ({ variables }) => {
      created.push(variables as Created);
      const n = created.length;
      return HttpResponse.json({
        data: {
          createDirectUpload: {
            directUpload: {
              blobId: `b${n}`,
              signedBlobId: `b${n}--signed`,
              url: `/uploads/b${n}?expires=1&signature=s${n}`,
              headers: {
                'Content-Type': (variables as Created).input.contentType,
                'Content-MD5': (variables as Created).input.checksum,
              },
            },
            error: null,
          },
        },
      });
    }),
    http.put('*/uploads/:blobId', async ({ request }) => {
      puts.push({
        url: request.url,
        headers: Object.fromEntries(request.headers.entries()),
        body: await request.text(),
        at: Date.now(),
      });
      const answer = put[Math.min(puts.length - 1, put.length - 1)]!;
      if (answer === 'network') return HttpResponse.error();
      return new HttpResponse(null, { status: answer });
    }),
  );
  return { created, puts };
}

/** Lets pending promises and I/O run without moving the fake clock. */
async function until(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i += 1) await new Promise((resolve) => setImmediate(resolve));
  expect(condition()).toBe(true);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('md5Base64', () => {
  it('is the base64 MD5 of the bytes, also for files read in several chunks', async () => {
    expect(await md5Base64(new Blob(['hello']))).toBe('XUFAKrxLKna5cZ2REBfFkg==');
    const big = crypto.randomBytes(5 * 1024 * 1024 + 17);
    expect(await md5Base64(new Blob([big]))).toBe(crypto.createHash('md5').update(big).digest('base64'));
  });
});

describe('uploadFiles', () => {
  it('creates a direct upload per file and PUTs its bytes with exactly the given headers', async () => {
    const { created, puts } = api();
    const ids = await uploadFiles([
      pdf('a.pdf', 'first'),
      new File(['second'], 'b.png', { type: 'image/png' }),
    ]);
    expect(ids).toEqual(['b1--signed', 'b2--signed']);
    expect(created).toEqual([
      {
        input: {
          byteSize: 5,
          checksum: await md5Base64(new Blob(['first'])),
          contentType: 'application/pdf',
          filename: 'a.pdf',
        },
      },
      {
        input: {
          byteSize: 6,
          checksum: await md5Base64(new Blob(['second'])),
          contentType: 'image/png',
          filename: 'b.png',
        },
      },
    ]);
    expect(puts.map((put) => [new URL(put.url).pathname, put.body])).toEqual([
      ['/uploads/b1', 'first'],
      ['/uploads/b2', 'second'],
    ]);
    expect(puts[0]!.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-md5': created[0]!.input.checksum,
    });
  });

  it('retries a failed PUT twice more, 1 s apart, and then succeeds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { puts } = api([500, 'network', 204]);
    const done = uploadFiles([pdf()]);
    await until(() => puts.length === 1);
    await vi.advanceTimersByTimeAsync(999);
    expect(puts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => puts.length === 2);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(done).resolves.toEqual(['b1--signed']);
    expect(puts).toHaveLength(3);
    expect(puts[1]!.at - puts[0]!.at).toBe(1000);
    expect(puts[2]!.at - puts[1]!.at).toBe(1000);
  });

  it('gives up after the third failed PUT with FETCH_RETRY_EXCEEDED', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { puts } = api([422]);
    const done = uploadFiles([pdf('lost.pdf')]);
    const failure = expect(done).rejects.toMatchObject({
      code: 'FETCH_RETRY_EXCEEDED',
      filename: 'lost.pdf',
    });
    // Each PUT is answered through msw's interceptor, which takes a few turns of the event loop: wait for each
    // before moving the clock past the retry delay.
    await until(() => puts.length === 1);
    await vi.advanceTimersByTimeAsync(1000);
    await until(() => puts.length === 2);
    await vi.advanceTimersByTimeAsync(1000);
    await until(() => puts.length === 3);
    await vi.advanceTimersByTimeAsync(5000);
    await failure;
    expect(puts).toHaveLength(3);
  });

  it("passes on the server's refusal, and says so when the upload cannot be created", async () => {
    server.use(
      graphql.mutation('CreateDirectUpload', () =>
        HttpResponse.json({
          data: {
            createDirectUpload: {
              directUpload: null,
              error: { code: 'UPLOAD_TYPE_NOT_ALLOWED', message: 'Not this one', fields: [] },
            },
          },
        }),
      ),
    );
    await expect(uploadFiles([pdf()])).rejects.toMatchObject({
      code: 'UPLOAD_TYPE_NOT_ALLOWED',
      message: 'Not this one',
    });
    server.use(graphql.mutation('CreateDirectUpload', () => HttpResponse.error()));
    await expect(uploadFiles([pdf()])).rejects.toMatchObject({
      code: 'DIRECT_UPLOAD_FAILED',
      message: 'Failed to create direct upload',
    });
  });

  it('checks the limits before calling anything (an unexpected request would fail the test)', async () => {
    const many = Array.from({ length: 21 }, (_, i) => pdf(`p${i}.pdf`));
    await expect(uploadFiles(many)).rejects.toMatchObject({
      code: 'UPLOAD_LIMIT',
      message: 'Maximum file upload limit exceeded (20)',
    });
    await expect(uploadFiles([pdf(), sized('holiday.jpg', 21 * 1024 * 1024)])).rejects.toMatchObject({
      code: 'UPLOAD_TOO_LARGE',
      message: 'holiday.jpg is 21 MB, which exceeds the limit of 20MB',
    });
    await expect(uploadFiles([new File(['x'], 'notes.txt', { type: 'text/plain' })])).rejects.toBeInstanceOf(
      UploadError,
    );
    await expect(uploadFiles([pdf()], { accept: ['image/png'] })).rejects.toMatchObject({
      code: 'UPLOAD_TYPE_NOT_ALLOWED',
    });
    expect(fileProblem(Array.from({ length: 20 }, () => sized('ok.jpg', 20 * 1024 * 1024)))).toBeNull();
  });
});
