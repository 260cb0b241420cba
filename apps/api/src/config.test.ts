import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('runs with no settings at all: embedded database, sandbox providers, port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      PROVIDERS: 'sandbox',
      embeddedDatabase: true,
      NODE_ENV: 'development',
    });
  });

  it('uses DATABASE_URL when set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://app@db.internal:5432/wysh' });
    expect(config.embeddedDatabase).toBe(false);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://root@localhost/db'],
    ['SUPPORT_PHONE', '555-0100'],
    ['PROVIDERS', 'mock'],
    ['HELP_CENTER_URL', 'not a url'],
    ['SENSITIVE_DATA_PRIVATE_KEY', 'not a key'],
    [
      'SENSITIVE_DATA_PRIVATE_KEY',
      crypto
        .generateKeyPairSync('ec', { namedCurve: 'P-256' })
        .privateKey.export({ type: 'pkcs8', format: 'pem' })
        .toString(),
    ],
    ['SENSITIVE_DATA_KEY', crypto.randomBytes(16).toString('base64')],
    ['SENSITIVE_DATA_KEY', 'not base64 at all!'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '0'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1, proxy.example.com'],
    ['ERROR_REPORTING_DSN', 'https://errors.example.com/1'],
    ['ERROR_REPORTING_BROWSER_DSN', 'not a dsn'],
  ])('stops the start with a message naming %s when it is %j', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^[\\s\\S]*${name}:`));
  });

  it('trusts no proxy unless TRUST_PROXY names a hop count or the proxies', () => {
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1, fd00::/8, loopback' }).TRUST_PROXY,
    ).toEqual(['10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8', 'loopback']);
  });

  it('keeps the support phone as ten digits whatever the formatting', () => {
    expect(loadConfig({ SUPPORT_PHONE: '+1 (800) 555-0199' }).SUPPORT_PHONE).toBe('8005550199');
  });

  it('sends people to our own help pages unless HELP_CENTER_URL names another help centre', () => {
    expect(loadConfig({}).helpCenterUrl).toBe('http://localhost:3000/help');
    expect(loadConfig({ APP_URL: 'https://app.example/' }).helpCenterUrl).toBe('https://app.example/help');
    expect(loadConfig({ HELP_CENTER_URL: 'https://help.example' }).helpCenterUrl).toBe(
      'https://help.example',
    );
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ PORT: 3000, embeddedDatabase: true });
  });

  it('keeps uploads under DATA_DIR unless UPLOADS_DIR says otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/srv/wysh' }).uploadsDir).toBe('/srv/wysh/uploads');
    expect(loadConfig({ DATA_DIR: '/srv/wysh', UPLOADS_DIR: '/mnt/files' }).uploadsDir).toBe('/mnt/files');
    expect(loadConfig({}).s3).toBeNull();
  });

  it('takes the S3 settings all together, or names the missing ones', () => {
    const s3 = {
      S3_ENDPOINT: 'https://s3.us-east-2.amazonaws.com/',
      S3_BUCKET: 'wysh-uploads',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_REGION: 'us-east-2',
    };
    expect(loadConfig(s3).s3).toEqual({
      endpoint: 'https://s3.us-east-2.amazonaws.com',
      bucket: 'wysh-uploads',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      region: 'us-east-2',
    });
    expect(() => loadConfig({ ...s3, S3_REGION: '', S3_BUCKET: '' })).toThrow(
      /S3_BUCKET: required with the other S3_\* settings\n {2}S3_REGION: required/,
    );
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT:/);
  });

  it('reads the SSN keys: an RSA private key in PEM (line breaks written as \\n too) and 32 bytes of base64', () => {
    const pem = crypto
      .generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const dataKey = crypto.randomBytes(32).toString('base64');
    const config = loadConfig({
      SENSITIVE_DATA_PRIVATE_KEY: pem.replace(/\n/g, '\\n'),
      SENSITIVE_DATA_KEY: dataKey,
    });
    expect(config.SENSITIVE_DATA_PRIVATE_KEY).toBe(pem);
    expect(config.SENSITIVE_DATA_KEY).toBe(dataKey);
  });
});
