import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64UrlEncode } from './base64url';
import {
  CODE_VERIFIER_LENGTH,
  UNRESERVED,
  codeChallengeOf,
  createCodeVerifier,
  createPkcePair,
} from './pkce';

describe('PKCE (RFC 7636, S256)', () => {
  it('derives the challenge of the RFC 7636 appendix B example', async () => {
    expect(await codeChallengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('agrees with an independent SHA-256 (Node) for any verifier', async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[A-Za-z0-9._~-]{32,128}$/), async (verifier) => {
        const expected = createHash('sha256').update(verifier).digest('base64url');
        expect(await codeChallengeOf(verifier)).toBe(expected);
      }),
      { numRuns: 50 },
    );
  });

  it('makes 32-character verifiers from the unreserved alphabet', () => {
    expect(UNRESERVED).toHaveLength(66);
    for (let i = 0; i < 50; i += 1) {
      const verifier = createCodeVerifier();
      expect(verifier).toHaveLength(CODE_VERIFIER_LENGTH);
      expect(verifier).toMatch(/^[A-Za-z0-9._~-]{32}$/);
    }
  });

  it('draws its randomness from crypto.getRandomValues', () => {
    const calls: number[] = [];
    const verifier = createCodeVerifier(4, (bytes) => {
      calls.push(bytes.length);
      return bytes.fill(0);
    });
    expect(verifier).toBe('AAAA');
    expect(calls.length).toBeGreaterThan(0);
  });

  it('skips bytes that would favour the start of the alphabet', () => {
    // 264 = 4 x 66 is the largest multiple of 66 under 256: bytes 264-255 do not exist, so 198 and above
    // (3 x 66 = 198) must be rejected to keep every character equally likely.
    const stream = [255, 198, 200, 0, 65, 197];
    let position = 0;
    const verifier = createCodeVerifier(3, (bytes) => {
      for (let i = 0; i < bytes.length; i += 1) bytes[i] = stream[position++ % stream.length]!;
      return bytes;
    });
    expect(verifier).toBe(`${UNRESERVED[0]}${UNRESERVED[65]}${UNRESERVED[197 % 66]}`);
  });

  it('gives every character of the alphabet a fair chance', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 400; i += 1) {
      for (const char of createCodeVerifier()) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect(counts.size).toBe(UNRESERVED.length);
  });

  it('encodes base64url without padding', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(base64UrlEncode(bytes)).toMatch(/^[A-Za-z0-9_-]*$/);
      }),
    );
    expect(base64UrlEncode(new Uint8Array([251, 255]))).toBe('-_8');
  });

  it('pairs a fresh verifier with its challenge', async () => {
    const { verifier, challenge } = await createPkcePair();
    expect(challenge).toBe(await codeChallengeOf(verifier));
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
