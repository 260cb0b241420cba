import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, loggableUrl } from './logger';

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
});
