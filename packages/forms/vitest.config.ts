import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'forms', include: ['src/**/*.test.ts'], environment: 'node' },
});
