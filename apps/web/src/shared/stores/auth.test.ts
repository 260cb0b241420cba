import { describe, expect, it } from 'vitest';
import { useAuthStore } from './auth';
import { useJourneyStore } from './journey';
import { useModalStore } from './modal';

describe('auth store reset', () => {
  it('returns every session slice to its initial value', () => {
    useAuthStore.setState({ authLevel: 'verified', lockReason: 'blocked', clientId: 'web' });
    useJourneyStore.setState({ immersive: true });
    useModalStore.getState().open('TestModal');

    useAuthStore.getState().reset();

    expect(useAuthStore.getState()).toMatchObject({ authLevel: 'unidentified', lockReason: null });
    expect(useJourneyStore.getState().immersive).toBe(false);
    expect(useModalStore.getState().name).toBeNull();
  });

  it('keeps the OAuth client id, which belongs to the app rather than the session', () => {
    useAuthStore.setState({ clientId: 'web' });
    useAuthStore.getState().reset();
    expect(useAuthStore.getState().clientId).toBe('web');
  });
});
