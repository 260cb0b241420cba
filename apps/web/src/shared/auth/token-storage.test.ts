import { beforeEach, describe, expect, it } from 'vitest';
import { fakeAccessToken } from '../../testing/auth';
import {
  AUTH_STORAGE_KEY,
  accessTokenExpiry,
  accessTokenUserId,
  clearStoredTokens,
  parseStoredTokens,
  readStoredTokens,
  writeStoredTokens,
} from './token-storage';

describe('token storage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps { accessToken, refreshToken, authLevel } under "authentication"', () => {
    writeStoredTokens({ accessToken: 'a', refreshToken: 'r', authLevel: 'verified' });
    expect(JSON.parse(localStorage.getItem('authentication')!)).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      authLevel: 'verified',
    });
    expect(readStoredTokens()).toEqual({ accessToken: 'a', refreshToken: 'r', authLevel: 'verified' });
  });

  it('stores nothing else, whatever it is given (never a password)', () => {
    const tokens = {
      accessToken: 'a',
      refreshToken: 'r',
      authLevel: 'identified' as const,
      password: 'hunter2hunter2',
    };
    writeStoredTokens(tokens);
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).not.toContain('hunter2');
  });

  it('clears', () => {
    writeStoredTokens({ accessToken: 'a', refreshToken: 'r', authLevel: 'identified' });
    clearStoredTokens();
    expect(readStoredTokens()).toBeNull();
  });

  it('accepts a session that kept only its refresh token', () => {
    expect(parseStoredTokens('{"refreshToken":"r","authLevel":"identified"}')).toEqual({
      accessToken: null,
      refreshToken: 'r',
      authLevel: 'identified',
    });
  });

  it.each([
    ['not json', '{oops'],
    ['no refresh token', '{"accessToken":"a","authLevel":"verified"}'],
    ['an unknown level', '{"accessToken":"a","refreshToken":"r","authLevel":"admin"}'],
    ['a visitor level', '{"refreshToken":"r","authLevel":"unidentified"}'],
    ['not an object', '"r"'],
  ])('treats %s as no session', (_what, raw) => {
    expect(parseStoredTokens(raw)).toBeNull();
  });
});

describe('accessTokenExpiry', () => {
  it('reads the exp claim of a JWT', () => {
    expect(accessTokenExpiry(fakeAccessToken(1_700_000_000))).toBe(1_700_000_000_000);
  });

  it('is null for a token it cannot read', () => {
    expect(accessTokenExpiry('opaque')).toBeNull();
    expect(accessTokenExpiry('a.b!.c')).toBeNull();
    expect(accessTokenExpiry(`x.${btoa('{"sub":"1"}')}.y`)).toBeNull();
  });
});

describe('accessTokenUserId', () => {
  it('reads the subject of a JWT', () => {
    expect(accessTokenUserId(fakeAccessToken(1_700_000_000, 'user-7'))).toBe('user-7');
  });

  it('is null without a token or a readable subject', () => {
    expect(accessTokenUserId(null)).toBeNull();
    expect(accessTokenUserId('opaque')).toBeNull();
    expect(accessTokenUserId(`x.${btoa('{"sub":""}')}.y`)).toBeNull();
    expect(accessTokenUserId(`x.${btoa('{"sub":7}')}.y`)).toBeNull();
  });
});
