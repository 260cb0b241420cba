import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Integration tests each start a server on a database of their own; give embedded PostgreSQL time to boot.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
