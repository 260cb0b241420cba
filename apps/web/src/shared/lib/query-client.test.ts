// Server state stays true: a mutation's success invalidates the cached queries it says it changes (and a
// failure none), and every mutation of the app says which ones (meta.invalidates, [] when none).
import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('the query client', () => {
  it("invalidates the queries a mutation's success changes, and only then", async () => {
    const client = createQueryClient();
    client.setQueryData(['viewer', 'profile'], { firstName: 'Ann' });
    client.setQueryData(['appSettings'], { supportPhone: '8005550100' });
    const failing = new MutationObserver(client, {
      mutationFn: async () => {
        throw new Error('refused');
      },
      meta: { invalidates: [['viewer']] },
    });
    await failing.mutate().catch(() => undefined);
    expect(client.getQueryState(['viewer', 'profile'])?.isInvalidated).toBe(false);

    const saving = new MutationObserver(client, {
      mutationFn: async () => 'saved',
      meta: { invalidates: [['viewer']] },
    });
    await saving.mutate();
    expect(client.getQueryState(['viewer', 'profile'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['appSettings'])?.isInvalidated).toBe(false);
  });

  it('is told by every mutation of the app which queries it changes', () => {
    const sources = import.meta.glob<string>(['../../**/*.ts', '../../**/*.tsx', '!../../**/*.test.*'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const mutations = Object.entries(sources).flatMap(([file, source]) =>
      source
        .split('useMutation({')
        .slice(1)
        .map((rest) => ({ file, options: rest.slice(0, 400) })),
    );
    expect(mutations.length).toBeGreaterThan(0);
    for (const { file, options } of mutations)
      expect(options, `${file}: useMutation without meta.invalidates`).toMatch(/meta: \{ invalidates: /);
  });
});
