import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { createLogger, loggableError, loggableUrl } from './logger.ts';

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger({ level: 'info', destination }), text: () => lines.join('') };
}

describe('logging without secrets or personal data', () => {
  it('redacts credentials, tokens and personal identifiers at any depth', () => {
    const { logger, text } = capture();
    logger.info(
      {
        password: 'hunter2-hunter2',
        body: {
          email: 'ada@example.com',
          ssn: '123-45-6789',
          refresh_token: 'rt_secret',
          login_token: 'lt_one',
        },
        input: { loginToken: 'lt_two' },
        req: { headers: { authorization: 'Bearer eyJsecret' } },
        outcome: 'kept',
      },
      'sign-in',
    );
    const line = text();
    for (const secret of [
      'hunter2-hunter2',
      'ada@example.com',
      '123-45-6789',
      'rt_secret',
      'lt_one',
      'lt_two',
      'eyJsecret',
    ]) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain('kept');
  });

  it('removes tokens from logged URLs but keeps the route', () => {
    expect(loggableUrl('/verify-email/abc.def-123')).toBe('/verify-email/[redacted]');
    expect(loggableUrl('/create-new-password/tok?x=1')).toBe('/create-new-password/[redacted]?x=1');
    expect(loggableUrl('/login?email=ada%40example.com&redirect=%2Faccount')).toBe(
      '/login?email=%5Bredacted%5D&redirect=%2Faccount',
    );
    expect(loggableUrl('/deep-link?feature=quote_review&token=lt_secret&path=%2Freview-quote')).toBe(
      '/deep-link?feature=quote_review&token=%5Bredacted%5D&path=%2Freview-quote',
    );
    expect(loggableUrl('/health')).toBe('/health');
  });

  it('removes URL signatures, keys and recipients from logged URLs', () => {
    expect(loggableUrl('/uploads/b1?expires=1795470000&signature=c2lnbmF0dXJl')).toBe(
      '/uploads/b1?expires=1795470000&signature=%5Bredacted%5D',
    );
    expect(
      loggableUrl('/x?X-Amz-Credential=AKID%2F20261121&X-Amz-Signature=abc&sig=def&api_key=k&apiKey=k2'),
    ).toBe(
      '/x?X-Amz-Credential=%5Bredacted%5D&X-Amz-Signature=%5Bredacted%5D&sig=%5Bredacted%5D&api_key=%5Bredacted%5D&apiKey=%5Bredacted%5D',
    );
    expect(loggableUrl('/auth/callback?code=c0de&state=s1')).toBe(
      '/auth/callback?code=%5Bredacted%5D&state=s1',
    );
    expect(loggableUrl('/dev/outbox?to=ada%40example.com&limit=5')).toBe(
      '/dev/outbox?to=%5Bredacted%5D&limit=5',
    );
  });

  it('logs a failed query by its statement and error code, without its values', () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_live"'),
      {
        code: '23505',
        constraint: 'users_email_live',
        detail: 'Key (lower(email))=(ada@example.com) already exists.',
      },
    );
    const failed = new DrizzleQueryError(
      'insert into "users" ("email", "first_name") values ($1, $2)',
      ['ada@example.com', 'Ada'],
      cause,
    );
    const { logger, text } = capture();
    logger.error({ err: loggableError(failed) }, 'Unexpected GraphQL error');
    const line = text();
    expect(line).toContain('insert into \\"users\\"');
    expect(line).toContain('23505');
    for (const value of ['ada@example.com', 'Ada"', 'already exists']) expect(line).not.toContain(value);
    const other = new Error('boom');
    expect(loggableError(other)).toBe(other);
  });
});
