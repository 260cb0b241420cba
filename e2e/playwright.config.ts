import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';

// Drives Debian's Chromium (never a downloaded browser) against the production build served by the API,
// on a fresh embedded database (or on DATABASE_URL when set). `npm test` builds the web app first.
const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${port}`;

const desktop = { viewport: { width: 1280, height: 800 } };
const phone = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
// Specs that put the whole sandbox into maintenance, sign the one seeded underwriter in (its phone codes) or move
// the sandbox clock (billing, renewals, reinstatement), which is the whole server's.
const exclusive =
  /(maintenance|underwriting-console|underwriting-guidelines|billing|renewals|reinstatement)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  // Two spec files at a time (a 2-core machine keeps both busy: one journey waits on the server while the other
  // renders). The exclusive specs change the whole sandbox or share one staff account, so they run afterwards,
  // one at a time.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Two journeys and the server share two cores: an assertion may wait longer than Playwright's 5 s default.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'desktop', use: desktop, testIgnore: exclusive },
    { name: 'phone', use: phone, testIgnore: exclusive },
    // One file at a time: each moves the server's clock or state for everyone.
    {
      name: 'desktop, alone',
      use: desktop,
      testMatch: exclusive,
      dependencies: ['desktop', 'phone'],
      workers: 1,
    },
    { name: 'phone, alone', use: phone, testMatch: exclusive, dependencies: ['desktop, alone'], workers: 1 },
  ],
  webServer: {
    command: 'npm run serve',
    cwd: '..',
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    // A cold start on a busy 2-core machine (migrations, seed, the card sandbox) can take more than a minute.
    timeout: 180_000,
    env: {
      PORT: String(port),
      NODE_ENV: 'production',
      DATA_DIR: process.env.E2E_DATA_DIR ?? path.join(import.meta.dirname, `../.data/e2e-${Date.now()}`),
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      SUPPORT_PHONE: '8005550100',
      APP_URL: baseURL,
      LOG_LEVEL: 'warn',
      // Every journey signs up, signs in and asks for codes from this one address, far more often in a run than
      // a person does in an hour: lift the per-address limits (the API tests prove the limits themselves).
      SIGNUPS_PER_IP: '100000',
      LOGIN_ATTEMPTS_PER_IP: '100000',
      OTP_REQUESTS_PER_IP: '100000',
      PASSWORD_RESETS_PER_IP: '100000',
    },
  },
});
