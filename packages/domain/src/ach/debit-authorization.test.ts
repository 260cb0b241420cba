import { describe, expect, it } from 'vitest';
import { debitAuthorizationText } from './debit-authorization.ts';

describe('the debit authorisation', () => {
  it('names the account by bank, type and mask', () => {
    expect(
      debitAuthorizationText({ bankName: 'First Platypus Bank', accountType: 'checking', mask: '0000' }),
    ).toContain('my First Platypus Bank checking account ending in 0000 by ACH');
    expect(debitAuthorizationText({ bankName: 'Tartan Bank', accountType: null, mask: null })).toContain(
      'my Tartan Bank account by ACH',
    );
  });
});
