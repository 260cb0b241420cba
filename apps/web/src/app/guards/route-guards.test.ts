import { describe, expect, it } from 'vitest';
import { redirectFrom, safeRedirectPath, withRedirect } from '../../shared/lib/redirect';
import { guardRedirect, signedOutRedirect } from './route-guards';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('guardRedirect', () => {
  it('sends a visitor to /login, remembering the wanted path', () => {
    expect(guardRedirect('identified', 'unidentified', at('/create-phone'))).toBe(
      '/login?redirect=%2Fcreate-phone',
    );
    expect(guardRedirect('verified', 'unidentified', at('/account/profile', '?tab=2'))).toBe(
      '/login?redirect=%2Faccount%2Fprofile%3Ftab%3D2',
    );
  });

  it('lets identified and verified sessions into identified pages', () => {
    expect(guardRedirect('identified', 'identified', at('/create-phone'))).toBeNull();
    expect(guardRedirect('identified', 'verified', at('/create-phone'))).toBeNull();
  });

  it('sends an identified session to verify itself before a verified page', () => {
    expect(guardRedirect('verified', 'identified', at('/account'))).toBe(
      '/verify-session?redirect=%2Faccount',
    );
  });

  it('lets a verified session into verified pages', () => {
    expect(guardRedirect('verified', 'verified', at('/account'))).toBeNull();
  });

  it('remembers where verify-session was going, not verify-session itself', () => {
    expect(guardRedirect('identified', 'unidentified', at('/verify-session', '?redirect=%2Faccount'))).toBe(
      '/login?redirect=%2Faccount',
    );
  });
});

describe('signedOutRedirect', () => {
  it('keeps visitors on signed-out-only pages', () => {
    expect(signedOutRedirect('unidentified', '?redirect=%2Faccount')).toBeNull();
  });

  it.each(['identified', 'verified'] as const)(
    'sends a %s user to the redirect parameter or "/"',
    (level) => {
      expect(signedOutRedirect(level, '?redirect=%2Faccount')).toBe('/account');
      expect(signedOutRedirect(level, '')).toBe('/');
      expect(signedOutRedirect(level, '?redirect=https%3A%2F%2Fevil.example')).toBe('/');
    },
  );
});

describe('redirect paths', () => {
  it.each(['/account', '/account/profile?x=1#top', '/'])('follows the in-app path %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    'https://evil.example',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'account',
    '',
    null,
  ])('refuses %j, which could leave the app', (path) => {
    expect(safeRedirectPath(path)).toBeNull();
  });

  it('reads and writes the redirect parameter', () => {
    expect(withRedirect('/login', '/account?a=1')).toBe('/login?redirect=%2Faccount%3Fa%3D1');
    expect(withRedirect('/login', null)).toBe('/login');
    expect(withRedirect('/x?y=1', '/a')).toBe('/x?y=1&redirect=%2Fa');
    expect(redirectFrom('?redirect=%2Faccount%3Fa%3D1')).toBe('/account?a=1');
  });
});
