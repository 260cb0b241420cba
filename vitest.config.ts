import { defineConfig } from 'vitest/config';

// Unit and integration tests of every workspace; Playwright specs under e2e/ are run by `npm run test:e2e`.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/forms', 'apps/api', 'apps/web'],
  },
});
