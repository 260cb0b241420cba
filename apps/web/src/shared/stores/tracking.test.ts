import { beforeEach, describe, expect, it, vi } from 'vitest';

// The store reads sessionStorage when its module loads, like a page load does: import it afresh per test.
async function loadStore() {
  vi.resetModules();
  const { useTrackingStore } = await import('./tracking');
  return useTrackingStore;
}

describe('tracking store', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the landing URL UTM parameters and the partner they name', async () => {
    const store = await loadStore();
    store.getState().capture('?utm_campaign=LADDER&utm_source=newsletter&other=1');
    expect(store.getState().utm).toEqual({ utm_campaign: 'LADDER', utm_source: 'newsletter' });
    expect(store.getState().partner).toBe('ladder');
  });

  it('keeps them when a later URL carries none (navigation inside the app)', async () => {
    const store = await loadStore();
    store.getState().capture('?utm_campaign=arro');
    store.getState().capture('');
    store.getState().capture('?tab=faq');
    expect(store.getState().utm).toEqual({ utm_campaign: 'arro' });
    expect(store.getState().partner).toBe('arro');
  });

  it('restores them after a reload in the same tab', async () => {
    (await loadStore()).getState().capture('?utm_campaign=unest&utm_medium=cpc');
    const reloaded = await loadStore();
    expect(reloaded.getState().utm).toEqual({ utm_campaign: 'unest', utm_medium: 'cpc' });
    expect(reloaded.getState().partner).toBe('unest');
  });

  it('replaces them when the visitor lands from another campaign', async () => {
    const store = await loadStore();
    store.getState().capture('?utm_campaign=ladder&utm_term=life');
    store.getState().capture('?utm_campaign=spring-sale');
    expect(store.getState().utm).toEqual({ utm_campaign: 'spring-sale' });
    expect(store.getState().partner).toBeNull();
  });

  it('shows no partner for a campaign that is not an affiliate', async () => {
    const store = await loadStore();
    store.getState().capture('?utm_campaign=ladders');
    expect(store.getState().partner).toBeNull();
  });

  it('survives garbage in storage', async () => {
    sessionStorage.setItem('wysh.utm', '{not json');
    const store = await loadStore();
    expect(store.getState().utm).toEqual({});
  });
});
