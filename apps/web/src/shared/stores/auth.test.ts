import { beforeEach, describe, expect, it } from 'vitest';
import { storedSession } from '../../testing/auth';
import { onSessionReset, useAuthStore, toLockReason } from './auth';
import { useJourneyStore } from './journey';
import { useModalStore } from './modal';

describe('auth store', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a new session in the store and in localStorage', () => {
    useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', authLevel: 'identified' });
    expect(useAuthStore.getState()).toMatchObject({
      authLevel: 'identified',
      accessToken: 'a',
      refreshToken: 'r',
    });
    expect(storedSession()).toEqual({ accessToken: 'a', refreshToken: 'r', authLevel: 'identified' });
  });

  it('returns every session slice to its initial value on reset, and forgets the stored tokens', () => {
    useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', authLevel: 'verified' });
    useAuthStore.setState({ lockReason: 'blocked', clientId: 'web', redirectPath: '/account' });
    useJourneyStore.setState({ immersive: true });
    useModalStore.getState().open('TestModal');

    useAuthStore.getState().reset();

    expect(useAuthStore.getState()).toMatchObject({
      authLevel: 'unidentified',
      accessToken: null,
      refreshToken: null,
      lockReason: null,
      redirectPath: null,
      signedOut: false,
    });
    expect(useJourneyStore.getState().immersive).toBe(false);
    expect(useModalStore.getState().name).toBeNull();
    expect(storedSession()).toBeNull();
  });

  it('marks a logout, which guards leave to the code that logged out', () => {
    useAuthStore.getState().reset({ signedOut: true });
    expect(useAuthStore.getState().signedOut).toBe(true);
    useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', authLevel: 'identified' });
    expect(useAuthStore.getState().signedOut).toBe(false);
  });

  it("runs the reset of the features' own stores", () => {
    let resets = 0;
    const stop = onSessionReset(() => (resets += 1));
    useAuthStore.getState().reset();
    stop();
    useAuthStore.getState().reset();
    expect(resets).toBe(1);
  });

  it('keeps the OAuth client id, which belongs to the app rather than the session', () => {
    useAuthStore.setState({ clientId: 'web' });
    useAuthStore.getState().reset();
    expect(useAuthStore.getState().clientId).toBe('web');
  });

  it('keeps a device lock: the device stays blocked whoever signs in', () => {
    useAuthStore.getState().setLockReason('device_locked');
    useAuthStore.getState().reset();
    expect(useAuthStore.getState().lockReason).toBe('device_locked');
  });

  it.each([
    ['password_attempts', 'password_attempts'],
    ['device_locked', 'device_locked'],
    ['decommissioned_account', 'decommissioned_account'],
    ['something_new', 'security_lock'],
    [null, 'security_lock'],
  ])('reads the lock reason %s as %s', (value, reason) => {
    expect(toLockReason(value)).toBe(reason);
  });
});
