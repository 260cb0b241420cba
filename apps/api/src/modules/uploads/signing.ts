// Signatures of the upload module, under a key derived from the server's token-signing key (so every process
// shares it and nothing new needs configuring): the upload URL (blob id + expiry) and the signed blob id that
// other records use to name an uploaded file (blob id + MAC, like a signed cookie).
import crypto from 'node:crypto';
import { constantTimeEqual } from '../../shared/secrets.ts';

export type UploadSigner = ReturnType<typeof createUploadSigner>;

export function createUploadSigner(serverKey: Uint8Array) {
  const key = Buffer.from(
    crypto.hkdfSync('sha256', serverKey, Buffer.alloc(0), 'wysh direct uploads v1', 32),
  );
  const mac = (text: string) => crypto.createHmac('sha256', key).update(text).digest('base64url');

  return {
    /** Signs "PUT this blob until `expires`" (seconds since the epoch). */
    urlSignature: (blobId: string, expires: number) => mac(`PUT\n${blobId}\n${expires}`),
    urlSignatureValid: (blobId: string, expires: number, signature: string) =>
      constantTimeEqual(mac(`PUT\n${blobId}\n${expires}`), signature),
    signedBlobId: (blobId: string) => `${blobId}--${mac(`blob\n${blobId}`)}`,
    /** The blob id a signed blob id names, or null when its signature does not hold. */
    blobIdOf(signedBlobId: string): string | null {
      // The first "--": a blob id (a UUID) never holds one, but a base64url MAC may ("-" is one of its letters).
      const separator = signedBlobId.indexOf('--');
      if (separator <= 0) return null;
      const blobId = signedBlobId.slice(0, separator);
      return constantTimeEqual(mac(`blob\n${blobId}`), signedBlobId.slice(separator + 2)) ? blobId : null;
    },
  };
}
