// Protection of sensitive answers (the SSN). In transit: the browser encrypts the digits with the server's RSA
// public key (RSA-OAEP, SHA-256, through WebCrypto), so they are never readable in a request log or a proxy. At
// rest: the server re-encrypts them with AES-256-GCM under a data key, bound to the owner's id, and keeps only the
// last four digits and "is set" in clear. Neither key is ever sent anywhere; only the public key is published.
//
// Both keys come from configuration or, when unset, are made on first start and kept among the server's sealed
// secrets (like the access-token signing key), so that every API process shares them.
import crypto from 'node:crypto';
import type { ServerSecrets } from '../server-secrets/server-secrets.service.ts';

export const SENSITIVE_DATA_ALGORITHM = 'RSA-OAEP-256';
const privateKeyName = 'sensitive_data_private_key';
const dataKeyName = 'sensitive_data_key';

export type SensitiveDataKeyView = { keyId: string; algorithm: string; spki: string };
/** What the browser sends for a sensitive input. */
export type SensitiveEnvelope = { keyId: string; ciphertext: string };
/** What is stored: the AES-256-GCM ciphertext, its nonce and tag (base64), and which data key made it. */
export type Sealed = { ciphertext: string; iv: string; authTag: string; keyId: string };

function isEnvelope(value: unknown): value is SensitiveEnvelope {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { keyId, ciphertext } = value as Record<string, unknown>;
  return typeof keyId === 'string' && typeof ciphertext === 'string' && ciphertext.length <= 2048;
}

export async function loadSensitiveData(
  secrets: ServerSecrets,
  configured: { privateKeyPem?: string; dataKeyBase64?: string },
) {
  const privateKeyPem =
    configured.privateKeyPem ??
    (await secrets.get(privateKeyName, () =>
      crypto
        .generateKeyPairSync('rsa', { modulusLength: 2048 })
        .privateKey.export({ type: 'pkcs8', format: 'pem' })
        .toString(),
    ));
  const dataKey = Buffer.from(
    configured.dataKeyBase64 ??
      (await secrets.get(dataKeyName, () => crypto.randomBytes(32).toString('base64'))),
    'base64',
  );
  const privateKey = crypto.createPrivateKey(privateKeyPem);
  const spki = crypto.createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  const keyId = crypto.createHash('sha256').update(spki).digest('base64url');
  const dataKeyId = crypto.createHash('sha256').update(dataKey).digest('base64url').slice(0, 16);

  return {
    publicKey: (): SensitiveDataKeyView => ({
      keyId,
      algorithm: SENSITIVE_DATA_ALGORITHM,
      spki: spki.toString('base64'),
    }),

    /** The clear text of an envelope made with our public key; null for anything else (never throws). */
    open(value: unknown): string | null {
      if (!isEnvelope(value) || value.keyId !== keyId) return null;
      try {
        return crypto
          .privateDecrypt(
            { key: privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
            Buffer.from(value.ciphertext, 'base64'),
          )
          .toString('utf8');
      } catch {
        return null;
      }
    },

    /** Encrypts for storage; `context` (the owner's id) is authenticated, so a row cannot be moved to another. */
    seal(plaintext: string, context: string): Sealed {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', dataKey, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return {
        ciphertext: ciphertext.toString('base64'),
        iv: iv.toString('base64'),
        authTag: cipher.getAuthTag().toString('base64'),
        keyId: dataKeyId,
      };
    },

    /** The clear text of a sealed value (for a future use case that must read it; tests prove the round trip). */
    unseal(sealed: Sealed, context: string): string {
      const decipher = crypto.createDecipheriv('aes-256-gcm', dataKey, Buffer.from(sealed.iv, 'base64'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(sealed.authTag, 'base64'));
      return Buffer.concat([
        decipher.update(Buffer.from(sealed.ciphertext, 'base64')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

export type SensitiveData = Awaited<ReturnType<typeof loadSensitiveData>>;
