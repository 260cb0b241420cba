import { describe, expect, it } from 'vitest';
import { isUploadContentType, megabytes, uploadTooLargeMessage } from './uploads.ts';

describe('upload limits', () => {
  it('names the file, its size in MB and the limit (spec 000 §8)', () => {
    expect(uploadTooLargeMessage('scan.pdf', 24.5 * 1024 * 1024)).toBe(
      'scan.pdf is 24.5 MB, which exceeds the limit of 20MB',
    );
    expect(megabytes(21 * 1024 * 1024)).toBe('21');
    expect(megabytes(20 * 1024 * 1024 + 1)).toBe('20.1');
  });

  it('takes images and PDF only', () => {
    expect(
      ['image/jpeg', 'image/png', 'image/heic', 'image/webp', 'application/pdf'].every(isUploadContentType),
    ).toBe(true);
    expect(isUploadContentType('image/gif')).toBe(false);
    expect(isUploadContentType('text/html')).toBe(false);
  });
});
