// Picks where error reports go: ERROR_REPORTING_DSN (and ERROR_REPORTING_BROWSER_DSN for the browser, else the
// same) sends them to the real service; unset, PROVIDERS=sandbox sends them to our own sandbox endpoint
// (sandbox-error-reports, shown at /dev/errors) and PROVIDERS=live reports nothing. The browser is told its DSN
// by the reference query, like the card provider's publishable key.
import type { Config } from '../../config.ts';
import {
  SANDBOX_ERROR_REPORTS,
  SANDBOX_ERROR_REPORTS_PATH,
} from '../sandbox-error-reports/sandbox-error-reports.types.ts';
import { createSentryErrorReporter, noErrorReporter, type ErrorReporter } from './error-reporter.ts';

export type ErrorReportingSettings = {
  mode: 'SANDBOX' | 'LIVE' | 'OFF';
  /** The browser's DSN; null when nothing is reported. */
  browserDsn: string | null;
};

export type ConfiguredErrorReporting = {
  reporter: ErrorReporter;
  settings: ErrorReportingSettings;
  /** Origins the app's pages must be allowed to send reports to (the real service's). */
  connectOrigins: string[];
};

export function sandboxDsn(origin: string, project: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${SANDBOX_ERROR_REPORTS.key}@${url.host}${SANDBOX_ERROR_REPORTS_PATH}/${project}`;
}

export function openErrorReporting(config: Config, injected?: ErrorReporter): ConfiguredErrorReporting {
  const environment = config.NODE_ENV;
  if (config.ERROR_REPORTING_DSN) {
    const browserDsn = config.ERROR_REPORTING_BROWSER_DSN ?? config.ERROR_REPORTING_DSN;
    return {
      reporter: injected ?? createSentryErrorReporter({ dsn: config.ERROR_REPORTING_DSN, environment }),
      settings: { mode: 'LIVE', browserDsn },
      connectOrigins: [new URL(browserDsn).origin],
    };
  }
  if (config.PROVIDERS === 'live') {
    return {
      reporter: injected ?? noErrorReporter,
      settings: { mode: 'OFF', browserDsn: null },
      connectOrigins: [],
    };
  }
  // The server posts to itself over loopback; the browser to the app's own origin.
  const serverDsn = sandboxDsn(`http://127.0.0.1:${config.PORT}`, SANDBOX_ERROR_REPORTS.serverProject);
  return {
    reporter: injected ?? createSentryErrorReporter({ dsn: serverDsn, environment }),
    settings: {
      mode: 'SANDBOX',
      browserDsn: sandboxDsn(config.appUrl, SANDBOX_ERROR_REPORTS.browserProject),
    },
    connectOrigins: [],
  };
}
