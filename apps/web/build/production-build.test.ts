// What the production build puts in dist, where everything is served to anyone.
import { describe, expect, it } from 'vitest';
import config from '../vite.config.ts';

describe('the production build', () => {
  it('emits no source maps', () => {
    expect(config.build?.sourcemap ?? false).toBe(false);
  });
});
