import crypto from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createUploadSigner } from './signing.ts';

const signer = createUploadSigner(crypto.randomBytes(48));

describe('signed blob ids', () => {
  it('name their blob back, whatever letters the MAC happens to hold ("--" included)', () => {
    // About 1 MAC in 100 holds "--": a few thousand ids meet that case many times over.
    fc.assert(
      fc.property(fc.uuid(), (blobId) => {
        expect(signer.blobIdOf(signer.signedBlobId(blobId))).toBe(blobId);
      }),
      { numRuns: 5000 },
    );
  });

  it('refuse a changed MAC, another blob id, and ids without a MAC', () => {
    const signed = signer.signedBlobId(crypto.randomUUID());
    const [blobId, mac] = signed.split(/--(.*)/s) as [string, string];
    const other = crypto.randomUUID();
    expect(signer.blobIdOf(`${blobId}--${mac.slice(1)}A`)).toBeNull();
    expect(signer.blobIdOf(`${other}--${mac}`)).toBeNull();
    expect(signer.blobIdOf(blobId)).toBeNull();
    expect(signer.blobIdOf(`--${mac}`)).toBeNull();
  });

  it('are the MAC of one server key: another server cannot forge them', () => {
    const blobId = crypto.randomUUID();
    const elsewhere = createUploadSigner(crypto.randomBytes(48));
    expect(signer.blobIdOf(elsewhere.signedBlobId(blobId))).toBeNull();
  });
});
