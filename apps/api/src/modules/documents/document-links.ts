// Links to a document's files that a browser can open in a new tab (which sends no bearer token): the URL names
// the user it was made for and an expiry, signed with a key derived from the server's token-signing key, like a
// presigned URL. The route still checks that this user may read the document when the link is used.
import crypto from 'node:crypto';
import { constantTimeEqual } from '../../shared/secrets.ts';

export type DocumentFormat = 'pdf' | 'html';
export type DocumentLinks = ReturnType<typeof createDocumentLinks>;

/** How long a link works: long enough to open it, short enough that a copied one soon stops. */
export const DOCUMENT_LINK_SECONDS = 60 * 60;

export function createDocumentLinks(serverKey: Uint8Array) {
  const key = Buffer.from(
    crypto.hkdfSync('sha256', serverKey, Buffer.alloc(0), 'wysh document links v1', 32),
  );
  const mac = (documentId: string, format: DocumentFormat, userId: string, expires: number) =>
    crypto
      .createHmac('sha256', key)
      .update(`${documentId}\n${format}\n${userId}\n${expires}`)
      .digest('base64url');

  return {
    /** The path and query of a file of a document, for `userId`, working until `now` + DOCUMENT_LINK_SECONDS. */
    url(documentId: string, format: DocumentFormat, userId: string, now: Date): string {
      const expires = Math.floor(now.getTime() / 1000) + DOCUMENT_LINK_SECONDS;
      const query = new URLSearchParams({
        user: userId,
        expires: String(expires),
        signature: mac(documentId, format, userId, expires),
      });
      return `/documents/${documentId}.${format}?${query}`;
    },
    valid(
      documentId: string,
      format: DocumentFormat,
      link: { user: string; expires: number; signature: string },
      now: Date,
    ): boolean {
      if (link.expires < now.getTime() / 1000) return false;
      return constantTimeEqual(mac(documentId, format, link.user, link.expires), link.signature);
    },
  };
}
