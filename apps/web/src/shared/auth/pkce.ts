// PKCE for the authorization code flow (RFC 7636, S256), as the spec's client does it: a 32-character verifier
// drawn from the unreserved alphabet with crypto.getRandomValues, and its SHA-256 digest in base64url as the
// challenge (WebCrypto). Loaded with the login screens only.
import { base64UrlEncode } from './base64url';

/** RFC 3986 unreserved characters: the alphabet a code verifier may use. */
export const UNRESERVED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
export const CODE_VERIFIER_LENGTH = 32;

type RandomSource = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;
const cryptoRandom: RandomSource = (bytes) => crypto.getRandomValues(bytes);

/** A fresh verifier. Bytes at or above the largest multiple of the alphabet size are drawn again, so every
 * character is equally likely (a plain modulo would favour the first ones). */
export function createCodeVerifier(
  length = CODE_VERIFIER_LENGTH,
  random: RandomSource = cryptoRandom,
): string {
  const size = UNRESERVED.length;
  const limit = 256 - (256 % size);
  let verifier = '';
  while (verifier.length < length) {
    for (const byte of random(new Uint8Array(length * 2))) {
      if (byte >= limit) continue;
      verifier += UNRESERVED[byte % size];
      if (verifier.length === length) break;
    }
  }
  return verifier;
}

/** BASE64URL(SHA256(ASCII(verifier))). */
export async function codeChallengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64UrlEncode(new Uint8Array(digest));
}

export interface PkcePair {
  verifier: string;
  challenge: string;
}

export async function createPkcePair(): Promise<PkcePair> {
  const verifier = createCodeVerifier();
  return { verifier, challenge: await codeChallengeOf(verifier) };
}
