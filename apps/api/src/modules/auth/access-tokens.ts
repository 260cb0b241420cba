// Short-lived signed access tokens (JWT, HS256). The signing key comes from AUTH_TOKEN_SECRET or, when unset,
// from a random key the server keeps, sealed, among its secrets on first start, so every process shares it.
import { createSecretKey } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { ServerSecrets } from '../server-secrets/server-secrets.service.ts';
import type { Clock } from '../../shared/clock.ts';
import { randomToken } from '../../shared/secrets.ts';
import type { AuthLevel } from '../../shared/viewer.ts';

export type AccessClaims = { userId: string; sessionId: string; authLevel: AuthLevel };

const keyName = 'access_token_signing_key';
const audience = 'wysh-api';

export async function loadSigningKey(
  secrets: ServerSecrets,
  configured: string | undefined,
): Promise<Uint8Array> {
  return new TextEncoder().encode(configured ?? (await secrets.get(keyName, () => randomToken(48))));
}

export function createAccessTokens(options: {
  key: Uint8Array;
  issuer: string;
  ttlSeconds: number;
  clock: Clock;
}) {
  const { issuer, ttlSeconds, clock } = options;
  // Imported once: jose would otherwise import the raw bytes on every sign and verify.
  const key = createSecretKey(options.key);
  return {
    ttlSeconds,
    sign(claims: AccessClaims): Promise<string> {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ sid: claims.sessionId, lvl: claims.authLevel })
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .setSubject(claims.userId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(key);
    },
    /** The claims of a valid, unexpired token; null for anything else. */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          audience,
          algorithms: ['HS256'],
          currentDate: clock.now(),
        });
        const level = payload['lvl'];
        if (typeof payload.sub !== 'string' || typeof payload['sid'] !== 'string') return null;
        if (level !== 'identified' && level !== 'verified') return null;
        return { userId: payload.sub, sessionId: payload['sid'], authLevel: level };
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
