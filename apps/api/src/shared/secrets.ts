// Random values and one-way hashes for everything the server hands out and must later recognise: codes,
// refresh tokens, e-mail links. Only hashes are stored, so a copy of the database cannot be replayed.
import crypto from 'node:crypto';

export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

/** A uniformly random string of decimal digits (one-time codes). */
export function randomDigits(length: number): string {
  return Array.from({ length }, () => crypto.randomInt(0, 10)).join('');
}

/** PKCE S256 (RFC 7636): BASE64URL(SHA256(verifier)). */
export function pkceChallenge(verifier: string): string {
  return crypto.createHash('sha256').update(verifier).digest('base64url');
}

export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
