// Protection of sensitive answers (the SSN, a driver's licence number). In transit: the browser encrypts the digits with the server's RSA
// public key (RSA-OAEP, SHA-256, through WebCrypto), so they are never readable in a request log or a proxy. At
// rest: the server re-encrypts them with AES-256-GCM under a data key, bound to the owner's id, and keeps only the
// last four digits and "is set" in clear (a sealed text, such as a licence number, keeps its last four characters
// in clear the same way, for display). Neither key is ever sent anywhere; only the public key is published.
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

/**
 * A short sensitive text at rest in a JSON column (a driver's licence number in an answer or an application's
 * input): sealed, with its last four characters in clear for display ("ending in 4567").
 */
export type SealedText = { sealed: Sealed; last4: string };

const isString = (value: unknown): value is string => typeof value === 'string';

export function isSealedText(value: unknown): value is SealedText {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { sealed, last4 } = value as Record<string, unknown>;
  if (!isString(last4) || typeof sealed !== 'object' || sealed === null) return false;
  const { ciphertext, iv, authTag, keyId } = sealed as Record<string, unknown>;
  return [ciphertext, iv, authTag, keyId].every(isString);
}

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

  /** Encrypts for storage; `context` (the owner's id) is authenticated, so a row cannot be moved to another. */
  function seal(plaintext: string, context: string): Sealed {
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
  }

  /** The clear text of a sealed value (throws when it was not sealed with this key and context). */
  function unseal(sealed: Sealed, context: string): string {
    const decipher = crypto.createDecipheriv('aes-256-gcm', dataKey, Buffer.from(sealed.iv, 'base64'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(sealed.authTag, 'base64'));
    return Buffer.concat([
      decipher.update(Buffer.from(sealed.ciphertext, 'base64')),
      decipher.final(),
    ]).toString('utf8');
  }

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

    seal,
    /** The clear text of a sealed value (for a use case that must read it; tests prove the round trip). */
    unseal,

    /** A text sealed for a JSON column, its last four characters kept in clear. */
    sealText: (plaintext: string, context: string): SealedText => ({
      sealed: seal(plaintext, context),
      last4: plaintext.slice(-4),
    }),
    openText: (value: SealedText, context: string): string => unseal(value.sealed, context),
  };
}

export type SensitiveData = Awaited<ReturnType<typeof loadSensitiveData>>;
