import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadFiles, type UploadPort } from './upload-port';

function port(puts: boolean[]) {
  const answers = [...puts];
  return {
    createDirectUpload: vi.fn<UploadPort['createDirectUpload']>(async (input) => ({
      signedBlobId: `signed-${input.filename}`,
      url: `https://uploads.example/${input.filename}`,
      headers: { 'content-type': input.contentType, 'content-md5': input.checksum },
    })),
    put: vi.fn<UploadPort['put']>(async () => ({ ok: answers.shift() ?? true })),
    sleep: vi.fn<UploadPort['sleep']>((ms) => new Promise((done) => setTimeout(done, ms))),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('direct uploads', () => {
  it("asks for a signed URL with the file's size, type, name and base64 MD5, then PUTs it there", async () => {
    const uploads = port([true]);
    const file = new File(['hello'], 'id.png', { type: 'image/png' });
    expect(await uploadFiles([file], uploads)).toEqual(['signed-id.png']);
    // MD5("hello") = 5d41402abc4b2a76b9719d911017c592.
    expect(uploads.createDirectUpload).toHaveBeenCalledWith({
      byteSize: 5,
      checksum: 'XUFAKrxLKna5cZ2REBfFkg==',
      contentType: 'image/png',
      filename: 'id.png',
    });
    expect(uploads.put).toHaveBeenCalledWith(
      'https://uploads.example/id.png',
      { 'content-type': 'image/png', 'content-md5': 'XUFAKrxLKna5cZ2REBfFkg==' },
      file,
    );
  });

  it('retries a failed PUT twice, 1 s apart, then gives up', async () => {
    vi.useFakeTimers();
    const flaky = port([false, false, true]);
    const file = new File(['a'], 'a.pdf', { type: 'application/pdf' });
    const done = uploadFiles([file], flaky);
    await vi.advanceTimersByTimeAsync(999);
    expect(flaky.put).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(flaky.put).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await done).toEqual(['signed-a.pdf']);
    expect(flaky.put).toHaveBeenCalledTimes(3);

    const broken = port([false, false, false, true]);
    const failing = uploadFiles([file], broken);
    const outcome = expect(failing).rejects.toThrow('Upload failed');
    await vi.advanceTimersByTimeAsync(5000);
    await outcome;
    expect(broken.put).toHaveBeenCalledTimes(3);
  });
});
