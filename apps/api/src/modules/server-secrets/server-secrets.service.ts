// The server's own secrets, kept in PostgreSQL so that every process shares them, sealed with AES-256-GCM under
// the operator's master key (bound to the secret's name). A value written in clear by an older version is sealed
// the first time it is read.
import crypto from 'node:crypto';
import type { DbOrTx } from '../../db/database.ts';
import { ConfigError } from '../../config.ts';
import { loadMasterKey, type MasterKey } from './master-key.ts';
import { insertSecretIfAbsent, readSecret, replaceSecret } from './server-secrets.repository.ts';

export type ServerSecrets = {
  /** The secret called `name`, made by `make` (and kept) the first time any process asks for it. */
  get(name: string, make: () => string): Promise<string>;
};

const SEALED_PREFIX = 'v1.';

export function sealSecret(key: Buffer, name: string, value: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(name));
  const ciphertext = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return (
    SEALED_PREFIX + [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')).join('.')
  );
}

function openSecret(master: MasterKey, name: string, sealed: string): string {
  const [iv, tag, ciphertext] = sealed
    .slice(SEALED_PREFIX.length)
    .split('.')
    .map((part) => Buffer.from(part, 'base64url'));
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', master.key, iv!).setAAD(Buffer.from(name));
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(ciphertext!), decipher.final()]).toString('utf8');
  } catch {
    throw new ConfigError(
      `The server secret "${name}" was sealed with another master key than ${master.source}. ` +
        'Set SECRETS_KEY (or restore the key file) to the key this database was started with.',
    );
  }
}

export function openServerSecrets(db: DbOrTx, master: MasterKey): ServerSecrets {
  const read = (name: string) => readSecret(db, name);

  return {
    async get(name, make) {
      const stored = await read(name);
      if (stored === undefined) {
        // Two processes starting at once may both make one: the first insert wins and both read it back.
        await insertSecretIfAbsent(db, name, sealSecret(master.key, name, make()));
        return openSecret(master, name, (await read(name))!);
      }
      if (stored.startsWith(SEALED_PREFIX)) return openSecret(master, name, stored);
      await replaceSecret(db, name, sealSecret(master.key, name, stored));
      return stored;
    },
  };
}

/** The store as the configuration says: the master key from SECRETS_KEY or the key file in DATA_DIR. */
export function openConfiguredServerSecrets(
  db: DbOrTx,
  settings: { SECRETS_KEY?: string | undefined; DATA_DIR: string },
): ServerSecrets {
  return openServerSecrets(db, loadMasterKey(settings));
}
