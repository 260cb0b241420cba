// The server's own secrets stay out of reach of someone who can only read its database, and the embedded
// database is not reachable over TCP.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { loadMasterKey } from '../src/modules/server-secrets/master-key.ts';
import { openServerSecrets } from '../src/modules/server-secrets/server-secrets.service.ts';
import { registered, userIdOf } from './support/accounts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const key = (fill: number) => ({ key: Buffer.alloc(32, fill), source: 'SECRETS_KEY' });

describe('server secrets', () => {
  it('are sealed in the database: its copy of the signing key forges no token', async () => {
    const victim = await registered(t);
    const { rows } = await t.database.pool.query<{ name: string; value: string }>(
      'select name, value from server_secrets',
    );
    expect(rows.map((row) => row.name).sort()).toEqual([
      'access_token_signing_key',
      'card_provider_webhook_secret',
      'sensitive_data_key',
      'sensitive_data_private_key',
    ]);
    for (const row of rows) expect(row.value).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);

    const claims = decodeJwt(victim.tokens.accessToken);
    const stored = rows.find((row) => row.name === 'access_token_signing_key')!.value;
    const forged = await new SignJWT({ sid: claims['sid'], lvl: 'verified' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(claims.sub!)
      .setIssuer(claims.iss!)
      .setAudience(claims.aud!)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(stored));
    const me = await t.graphql('{ currentUser { id } }', {}, { token: forged });
    expect(me.data?.['currentUser'] ?? null).toBeNull();
    // The genuine token still works.
    expect(await userIdOf(t, victim.tokens.accessToken)).toBe(claims.sub);
  });

  it('seals a secret an older version kept in clear the first time it is read', async () => {
    const secrets = openServerSecrets(t.database.db, key(1));
    await t.database.pool.query(
      "insert into server_secrets (name, value) values ('legacy_test', 'in-clear')",
    );
    expect(await secrets.get('legacy_test', () => 'not made')).toBe('in-clear');
    const { rows } = await t.database.pool.query(
      "select value from server_secrets where name = 'legacy_test'",
    );
    expect(rows[0].value).toMatch(/^v1\./);
    expect(rows[0].value).not.toContain('in-clear');
    expect(await secrets.get('legacy_test', () => 'not made')).toBe('in-clear');
  });

  it('makes a secret once, and refuses to start under another master key, naming the setting', async () => {
    const made = await openServerSecrets(t.database.db, key(2)).get('made_test', () => 'first');
    expect(made).toBe('first');
    expect(await openServerSecrets(t.database.db, key(2)).get('made_test', () => 'second')).toBe('first');
    const wrong = openServerSecrets(t.database.db, key(3)).get('made_test', () => 'second');
    await expect(wrong).rejects.toBeInstanceOf(ConfigError);
    await expect(wrong).rejects.toThrow(/SECRETS_KEY/);
  });
});

describe('the master key', () => {
  it('comes from a key file only this user can read, made once and kept', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wysh-master-key-'));
    try {
      const first = loadMasterKey({ DATA_DIR: dataDir });
      const file = path.join(dataDir, 'secrets.key');
      expect(first.source).toBe(file);
      expect(first.key).toHaveLength(32);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      fs.chmodSync(file, 0o644);
      expect(loadMasterKey({ DATA_DIR: dataDir }).key.equals(first.key)).toBe(true);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('comes from SECRETS_KEY when set, and no file is written', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wysh-master-key-'));
    const configured = crypto.randomBytes(32);
    try {
      const loaded = loadMasterKey({ DATA_DIR: dataDir, SECRETS_KEY: configured.toString('base64') });
      expect(loaded.key.equals(configured)).toBe(true);
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the embedded database', () => {
  it('listens on a Unix socket in a directory only this user can enter, not on a TCP port', async () => {
    const embedded = await startEmbeddedPostgres({ dataDir: 'memory', maxConnections: 1 });
    try {
      const host = new URL(embedded.connectionString).searchParams.get('host');
      expect(host).toBe(path.dirname(embedded.socketPath));
      expect(new URL(embedded.connectionString).port).toBe('');
      expect(fs.statSync(path.dirname(embedded.socketPath)).mode & 0o777).toBe(0o700);
      expect(fs.statSync(embedded.socketPath).isSocket()).toBe(true);
    } finally {
      await embedded.stop();
    }
    expect(fs.existsSync(embedded.socketPath)).toBe(false);
  });
});
