// Error reports from the browser through the error-reporting service's SDK (@sentry/react) to the DSN the
// server names (appSettings.errorReporting): its own sandbox endpoint (/dev/errors) unless a real DSN is set.
// The SDK loads after start-up in a chunk of its own (the first visit's budget); errors met before it has loaded
// wait and are sent once it has. Every report carries the user id (the access token's subject, never e-mail or
// name) and the visit's utm parameters as tags, and is scrubbed of personal data before it leaves.
import type * as ErrorReportingSdk from './error-reporting-sdk';
import { scrubErrorReport } from '@wysh/domain/personal-data-scrubber';
import { accessTokenUserId } from '../auth/token-storage';
import { useAuthStore } from '../stores/auth';
import { useTrackingStore } from '../stores/tracking';

export type ErrorReportingSettings = { mode: 'SANDBOX' | 'LIVE' | 'OFF'; browserDsn?: string | null };

type Sdk = typeof ErrorReportingSdk;

let sdk: Sdk | null = null;
let state: 'idle' | 'starting' | 'started' | 'off' = 'idle';
let waiting: Array<{ error: unknown; context?: string }> = [];

/** Who and where, added to every report (the global handlers' too) as it is sent. */
function withUserAndUtm<E extends { user?: unknown; tags?: Record<string, unknown> }>(event: E): E {
  const userId = accessTokenUserId(useAuthStore.getState().accessToken);
  return {
    ...event,
    user: userId ? { id: userId } : undefined,
    tags: { ...event.tags, ...useTrackingStore.getState().utm, source: 'browser' },
  };
}

export async function startErrorReporting(settings: ErrorReportingSettings): Promise<void> {
  if (state !== 'idle') return;
  if (settings.mode === 'OFF' || !settings.browserDsn) {
    state = 'off';
    waiting = [];
    return;
  }
  state = 'starting';
  const loaded = await import('./error-reporting-sdk');
  loaded.init({
    dsn: settings.browserDsn,
    // Unhandled errors and rejections are reported by the SDK's global handlers; render errors by reportError.
    beforeSend: (event) => scrubErrorReport(withUserAndUtm(event)),
    beforeBreadcrumb: (breadcrumb) => scrubErrorReport(breadcrumb),
  });
  sdk = loaded;
  state = 'started';
  for (const { error, context } of waiting.splice(0)) send(loaded, error, context);
}

/** Reports an error the app caught (an error boundary's); kept until the SDK has loaded. */
export function reportToService(error: unknown, context?: string): void {
  if (sdk) send(sdk, error, context);
  else if (state !== 'off') waiting.push({ error, context });
}

function send(loaded: Sdk, error: unknown, context: string | undefined): void {
  loaded.captureException(error, context ? { tags: { context } } : undefined);
}
