import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { openErrorReporting } from './configured-error-reporting.ts';
import { noErrorReporter } from './error-reporter.ts';

const open = (env: Record<string, string>) => openErrorReporting(loadConfig(env), noErrorReporter);

describe('openErrorReporting', () => {
  it('sends the browser to the sandbox endpoint of the app by default', () => {
    const reporting = open({ APP_URL: 'https://app.example' });
    expect(reporting.settings).toEqual({
      mode: 'SANDBOX',
      browserDsn: 'https://sandbox@app.example/sandbox/errors/2',
    });
    expect(reporting.connectOrigins).toEqual([]);
  });

  it('sends to the real service with a DSN, the browser to its own DSN when one is given', () => {
    const dsn = 'https://public@o1.ingest.errors.example/11';
    expect(open({ ERROR_REPORTING_DSN: dsn }).settings).toEqual({ mode: 'LIVE', browserDsn: dsn });
    const both = open({
      ERROR_REPORTING_DSN: dsn,
      ERROR_REPORTING_BROWSER_DSN: 'https://browser@o1.ingest.errors.example/12',
    });
    expect(both.settings.browserDsn).toBe('https://browser@o1.ingest.errors.example/12');
    expect(both.connectOrigins).toEqual(['https://o1.ingest.errors.example']);
  });

  it('reports nothing in live mode without a DSN', () => {
    expect(open({ PROVIDERS: 'live' }).settings).toEqual({ mode: 'OFF', browserDsn: null });
  });
});
