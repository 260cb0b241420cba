import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium, never a browser Playwright downloads, with the flags that keep it quiet and working as
 * root in a container. Shared by the end-to-end tests and the benchmarks.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
