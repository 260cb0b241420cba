// The error-reporting port: an unexpected server error, reported with the signed-in user's id (never their
// e-mail or name) and no request body. The adapter speaks through the service's official SDK (@sentry/node) to
// whatever its DSN names: our own sandbox endpoint by default, the real service with a real DSN.
//
// A client of its own rather than Sentry.init(): no global state or automatic instrumentation of the process,
// so several apps in one test process each report to their own sandbox.
import { defaultStackParser, makeNodeTransport, NodeClient, Scope } from '@sentry/node';
import { scrubErrorReport } from '@wysh/domain/personal-data-scrubber';

export type ErrorContext = {
  /** The signed-in caller, when there is one. */
  userId?: string;
  /** The request's id, as the log has it, to find its log lines. */
  requestId?: string;
};

export type ErrorReporter = {
  report(error: unknown, context: ErrorContext): void;
  /** Waits until what was reported has been sent (or the time is up): false when some was not. */
  flush(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
};

export const noErrorReporter: ErrorReporter = {
  report: () => {},
  flush: async () => true,
  close: async () => {},
};

export function createSentryErrorReporter(options: { dsn: string; environment: string }): ErrorReporter {
  const client = new NodeClient({
    dsn: options.dsn,
    environment: options.environment,
    transport: makeNodeTransport,
    stackParser: defaultStackParser,
    integrations: [],
    // Every report and breadcrumb leaves only through the scrubber: no SSN, card number, e-mail or phone.
    beforeSend: (event) => scrubErrorReport(event),
    beforeBreadcrumb: (breadcrumb) => scrubErrorReport(breadcrumb),
  });
  client.init();
  return {
    report(error, context) {
      const scope = new Scope();
      scope.setClient(client);
      scope.setTag('source', 'server');
      if (context.userId) scope.setUser({ id: context.userId });
      if (context.requestId) scope.setTag('request_id', context.requestId);
      scope.captureException(error);
    },
    flush: async (timeoutMs = 2000) => client.flush(timeoutMs),
    close: async () => {
      await client.close(2000);
    },
  };
}
