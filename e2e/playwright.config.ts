import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';

// Drives Debian's Chromium (never a downloaded browser) against the production build served by the API,
// on a fresh embedded database (or on DATABASE_URL when set). `npm test` builds the web app first.
const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${port}`;
// The specs that move the sandbox clock (or put the sandbox into maintenance) have a server of their own, on the
// next port with its own database, so that they run beside the others instead of after them.
const aloneURL = `http://127.0.0.1:${port + 1}`;

const desktop = { viewport: { width: 1280, height: 800 } };
const phone = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
// Specs that put the whole sandbox into maintenance, sign the one seeded underwriter in (its phone codes) or move
// the sandbox clock (billing, renewals, reinstatement, bank debits, a first premium by bank, a cover increase billed
// from its due date), which is the whole server's.
const exclusive =
  /(maintenance|underwriting-console|underwriting-guidelines|billing|renewals|reinstatement|reinstatement-apply|reinstatement-underwritten|bank-debit|first-premium-by-bank|cover-increase|support-chat)\.spec\.ts$/;

// Run at desktop size only: the underwriters' console (on the alone server: it signs the one seeded underwriter in).
const atDesk = /(underwriting-console|underwriting-guidelines)\.spec\.ts$/;
// Run at both sizes: what they test differs between them.
const bothSizes = /(shell|dashboard|wyshes|wysh-builder|estimates-and-quotes)\.spec\.ts$/;
// Run at desktop size only, on the shared server: customer service's console (its one seeded agent).
const deskShared = /servicing\.spec\.ts$/;

const ALONE_LOCK = "test.describe.configure({ lock: 'alone-server' });";
const testDir = path.join(import.meta.dirname, 'tests');
for (const file of readdirSync(testDir))
  if (exclusive.test(file) && !readFileSync(path.join(testDir, file), 'utf8').includes(ALONE_LOCK))
    throw new Error(`${file} runs on the alone server: it needs \`${ALONE_LOCK}\` after its imports.`);

const dataDir = process.env.E2E_DATA_DIR ?? path.join(import.meta.dirname, `../.data/e2e-${Date.now()}`);
if (process.env.DATABASE_URL && !process.env.E2E_ALONE_DATABASE_URL)
  throw new Error(
    'DATABASE_URL needs E2E_ALONE_DATABASE_URL: the clock-moving specs need a database of their own.',
  );

/** The production server on `serverPort`, with its own data directory (and database when on PostgreSQL). */
function server(serverPort: number, name: string, databaseUrl: string | undefined) {
  const url = `http://127.0.0.1:${serverPort}`;
  return {
    command: 'npm run serve',
    cwd: '..',
    url: `${url}/health`,
    reuseExistingServer: false,
    // A cold start on a busy 2-core machine (migrations, seed, the card sandbox) can take more than a minute.
    timeout: 180_000,
    env: {
      PORT: String(serverPort),
      NODE_ENV: 'production',
      DATA_DIR: path.join(dataDir, name),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      SUPPORT_PHONE: '8005550100',
      APP_URL: url,
      LOG_LEVEL: 'warn',
      // Every journey signs up, signs in and asks for codes from this one address, far more often in a run than
      // a person does in an hour: lift the per-address limits (the API tests prove the limits themselves).
      SIGNUPS_PER_IP: '100000',
      LOGIN_ATTEMPTS_PER_IP: '100000',
      OTP_REQUESTS_PER_IP: '100000',
      PASSWORD_RESETS_PER_IP: '100000',
    },
  };
}

export default defineConfig({
  testDir,
  // Two spec files at a time on the shared server (a 2-core machine keeps both busy: one journey waits on the
  // server while the other renders), and beside them the exclusive specs one at a time on their own server (each
  // server's embedded database runs in its process: one server is one core at most).
  fullyParallel: false,
  workers: 3,
  retries: 0,
  // A journey's minute on an idle machine can take two on CI's busy two cores.
  timeout: 60_000,
  // Two journeys and the server share two cores: an assertion may wait longer than Playwright's 5 s default.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  // Each journey runs once, at phone size (people use this on phones first), and every page it checks is checked
  // at desktop size too (support/axe.ts). The staff consoles are a desk's: their specs run at desktop size.
  // The specs about what differs between the sizes (the header's navigation, the dashboard's columns, the
  // builder's layout) run at both.
  // The alone projects first: their one-at-a-time queue starts at once beside the shared ones instead of after them.
  // The lock (declared by each of their specs, checked above) keeps one test at a time on the alone server across
  // both sizes; a worker finding the lock held takes a shared spec meanwhile.
  projects: [
    { name: 'desktop, alone', use: { ...desktop, baseURL: aloneURL }, testMatch: atDesk },
    {
      name: 'phone, alone',
      use: { ...phone, baseURL: aloneURL },
      testMatch: exclusive,
      testIgnore: atDesk,
    },
    { name: 'desktop', use: desktop, testMatch: [bothSizes, deskShared] },
    { name: 'phone', use: phone, testIgnore: [exclusive, deskShared] },
  ],
  webServer: [
    server(port, 'shared', process.env.DATABASE_URL),
    server(port + 1, 'alone', process.env.E2E_ALONE_DATABASE_URL),
  ],
});
