import { createRequire } from 'node:module';
import { defineProject } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineProject({
  resolve: {
    // Vite would pick graphql's ESM build for our files while Yoga and Pothos load the CommonJS one natively:
    // two copies, and graphql refuses types from "another realm". Resolve it the way Node does.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/support/database-template.ts'],
    // Integration tests each start a server on a database of their own; give embedded PostgreSQL time to boot.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
