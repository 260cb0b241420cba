// The operator's master key, which seals the secrets the server keeps in its database. It never lives in the
// database: it comes from SECRETS_KEY or, unset, from a key file beside the embedded data (DATA_DIR/secrets.key,
// made on first start, readable by this user only). Tests with an in-memory database get a key of their own.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type MasterKey = { key: Buffer; source: string };

export const MASTER_KEY_FILE = 'secrets.key';

export function loadMasterKey(settings: { SECRETS_KEY?: string | undefined; DATA_DIR: string }): MasterKey {
  if (settings.SECRETS_KEY)
    return { key: Buffer.from(settings.SECRETS_KEY, 'base64'), source: 'SECRETS_KEY' };
  if (settings.DATA_DIR === 'memory') return { key: crypto.randomBytes(32), source: 'memory' };
  const file = path.join(settings.DATA_DIR, MASTER_KEY_FILE);
  fs.mkdirSync(settings.DATA_DIR, { recursive: true, mode: 0o700 });
  try {
    // 'wx' fails if the file exists: of two processes starting at once, one writes and both read it back.
    fs.writeFileSync(file, `${crypto.randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // A key file others can read is no secret: take it back to this user.
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key in base64.`);
  return { key, source: file };
}
