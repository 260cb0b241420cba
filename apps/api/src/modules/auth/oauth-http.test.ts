// The OAuth refusal to HTTP mapping: every code has its status, and the body is RFC 6749's with the spec's extras.
import { describe, expect, it } from 'vitest';
import { oauthErrorAnswer } from './oauth-http.ts';

describe('oauthErrorAnswer', () => {
  it('answers a malformed request 400 with RFC 6749 words', () => {
    expect(oauthErrorAnswer({ code: 'invalid_grant', description: 'The code is used.' })).toEqual({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'The code is used.' },
    });
  });

  it('answers a refusing account 401 with its lock reason', () => {
    expect(
      oauthErrorAnswer({ code: 'ACCOUNT_LOCKED', description: 'Locked.', lockReason: 'security_lock' }),
    ).toEqual({
      status: 401,
      body: { error: 'ACCOUNT_LOCKED', error_description: 'Locked.', lock_reason: 'security_lock' },
    });
  });

  it('answers a throttled caller 429 with how long to wait', () => {
    expect(
      oauthErrorAnswer({ code: 'too_many_requests', description: 'Wait.', retryAfterSeconds: 60 }),
    ).toEqual({
      status: 429,
      body: { error: 'too_many_requests', error_description: 'Wait.', retry_after: 60 },
    });
  });
});
