// The SSN leaves the browser only encrypted (docs/flows-contract.md): RSA-OAEP with SHA-256 over its UTF-8
// digits, with the server's public key (sensitiveDataKey: base64 DER SubjectPublicKeyInfo), made by WebCrypto.
// Nothing here keeps the clear number: it goes in, the ciphertext comes out. The public key may be cached.
import type { SensitiveDataKey } from '../api/sensitive-data-key';

export interface EncryptedValue {
  keyId: string;
  ciphertext: string;
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export async function encryptWithKey(plain: string, key: SensitiveDataKey): Promise<EncryptedValue> {
  const publicKey = await crypto.subtle.importKey(
    'spki',
    fromBase64(key.spki),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'RSA-OAEP' },
    publicKey,
    new TextEncoder().encode(plain),
  );
  return { keyId: key.keyId, ciphertext: toBase64(new Uint8Array(ciphertext)) };
}

/**
 * An encryptor that fetches the public key once (a failed fetch is tried again next time) and encrypts the
 * digits of a tax id with it.
 */
export function createTaxIdEncryptor(fetchKey: () => Promise<SensitiveDataKey>) {
  let key: Promise<SensitiveDataKey> | null = null;
  return async (digits: string): Promise<EncryptedValue> => {
    key ??= fetchKey().catch((error: unknown) => {
      key = null;
      throw error;
    });
    return encryptWithKey(digits, await key);
  };
}
