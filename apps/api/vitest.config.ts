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
    // Two files at a time (Vitest's default is cores - 1: one on a 2-core machine). A file waits on its database
    // and server much of the time, so the two cores stay busy.
    maxWorkers: 2,
    // Each file builds its own app on its own database (support/test-app.ts) and nothing mocks a module, so
    // the files of a worker share one evaluation of the server's modules instead of paying it per file.
    isolate: false,
  },
});
