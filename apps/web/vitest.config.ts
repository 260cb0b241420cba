import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    // Whole journeys through lazily loaded pages: on a busy 2-core machine one can take over Vitest's default
    // 5 s without anything being wrong. Tests wait for what the page shows, never on the clock.
    testTimeout: 15_000,
    // Two files at a time (Vitest's default is cores - 1: one on a 2-core machine).
    maxWorkers: 2,
  },
});
