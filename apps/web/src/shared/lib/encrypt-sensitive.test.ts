import { describe, expect, it, vi } from 'vitest';
import { createTaxIdEncryptor, encryptWithKey } from './encrypt-sensitive';

async function keyPair() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  return { privateKey: pair.privateKey, spki: btoa(String.fromCharCode(...spki)) };
}

async function decrypt(privateKey: CryptoKey, ciphertext: string): Promise<string> {
  const bytes = Uint8Array.from(atob(ciphertext), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, bytes));
}

describe('SSN encryption', () => {
  it('encrypts the digits with the server key (RSA-OAEP, SHA-256) so only its private key reads them', async () => {
    const { privateKey, spki } = await keyPair();
    const sent = await encryptWithKey('123456789', { keyId: 'k1', algorithm: 'RSA-OAEP-256', spki });
    expect(sent.keyId).toBe('k1');
    expect(sent.ciphertext).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(atob(sent.ciphertext)).toHaveLength(256);
    expect(sent.ciphertext).not.toContain('123456789');
    expect(await decrypt(privateKey, sent.ciphertext)).toBe('123456789');
    // OAEP is randomised: the same number never gives the same ciphertext twice.
    const again = await encryptWithKey('123456789', { keyId: 'k1', algorithm: 'RSA-OAEP-256', spki });
    expect(again.ciphertext).not.toBe(sent.ciphertext);
  });

  it('fetches the public key once, and again after a failed fetch', async () => {
    const { privateKey, spki } = await keyPair();
    const fetchKey = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ keyId: 'k2', algorithm: 'RSA-OAEP-256', spki });
    const encrypt = createTaxIdEncryptor(fetchKey);
    await expect(encrypt('111223333')).rejects.toThrow('offline');
    const first = await encrypt('111223333');
    const second = await encrypt('444556666');
    expect(fetchKey).toHaveBeenCalledTimes(2);
    expect(await decrypt(privateKey, first.ciphertext)).toBe('111223333');
    expect(await decrypt(privateKey, second.ciphertext)).toBe('444556666');
  });
});
