// Assembles the HTTP server from its parts. Everything it needs comes in as arguments, so tests build the
// same server over their own database, clock and log destination.
import crypto from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { registerGraphQL } from './graphql/root/http.ts';
import { registerCompression } from './http/compression.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerLoopbackRedirect } from './http/loopback-address.ts';
import { registerNulByteRefusal } from './http/nul-bytes.ts';
import { registerSandboxRoutes } from './http/sandbox-routes.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebApp } from './http/web-app.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerMaintenanceDevRoutes } from './modules/maintenance/maintenance.routes.ts';
import { registerAnalyticsDevRoutes } from './modules/analytics/analytics.routes.ts';
import {
  registerSandboxMarketingDevRoutes,
  registerSandboxMarketingIntake,
} from './modules/sandbox-marketing/sandbox-marketing.routes.ts';
import {
  registerSandboxErrorIntake,
  registerSandboxErrorReportsDevRoutes,
} from './modules/sandbox-error-reports/sandbox-error-reports.routes.ts';
import { registerSandboxMailboxRoutes } from './modules/sandbox-mailbox/sandbox-mailbox.routes.ts';
import type { PasswordHasher } from './modules/accounts/passwords.ts';
import { registerLoginLinkDevRoutes } from './modules/auth/login-link.routes.ts';
import { registerOAuthRoutes } from './modules/auth/oauth.routes.ts';
import { registerDocumentRoutes } from './modules/documents/documents.routes.ts';
import { registerDataExportRoutes } from './modules/data-exports/data-exports.routes.ts';
import { registerUploadRoutes } from './modules/uploads/uploads.routes.ts';
import { registerBankLinkDevRoutes } from './modules/bank-link/bank-link.dev.routes.ts';
import { registerBeneficiariesDevRoutes } from './modules/beneficiaries/beneficiaries.dev.routes.ts';
import { registerWyshImageRoutes } from './modules/wyshes/wyshes.routes.ts';
import { registerCardWebhookRoutes } from './modules/payments/card-webhooks.routes.ts';
import type { FlowDefinition } from './modules/flows/flow-definition.ts';
import { openAppJobQueue, type AppJobQueue } from './modules/jobs/app-job-queue.ts';
import { registerDevClockRoutes } from './modules/jobs/dev-clock.routes.ts';
import { registerTermExtensionDevRoutes } from './modules/policies/term-extensions.dev.routes.ts';
import { registerInAppMessageDevRoutes } from './modules/notifications/in-app-messages.dev.routes.ts';
import { isMovable } from './shared/movable-clock.ts';
import { checkFlows, composeServices } from './compose.ts';
import type { Ports } from './services.ts';
import type { Clock } from './shared/clock.ts';

export type AppDeps = {
  config: Config;
  database: Database;
  logger: Logger;
  clock: Clock;
  /** Outside-service adapters to use instead of the configured ones. */
  ports?: Partial<Ports>;
  /** The flows to serve (tests pass broken ones to see the start stop); the product's flows by default. */
  flowDefinitions?: readonly FlowDefinition[];
  /** The password hasher to use instead of the configured argon2id one (tests count its work). */
  passwordHasher?: PasswordHasher;
  /** The job queue (main.ts and tests open it); without one, a queue that only enqueues, closed with the app. */
  jobs?: AppJobQueue;
  /** In the sandbox, seed the demo staff accounts (the underwriter of the README): main.ts does. */
  seedSandboxStaff?: boolean;
};

/**
 * Which proxies' X-Forwarded-For Fastify believes: request.ip, which every per-address limit counts, comes from
 * that header only through them. Unset, none: anyone can send the header. Fastify refuses a bare hop count
 * (a client that reaches the server directly could add hops), so one is given as a function; the README says
 * when a hop count is safe.
 */
function trustedProxies(setting: Config['TRUST_PROXY']) {
  if (setting === undefined) return false;
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

export async function buildApp({
  config,
  database,
  logger,
  clock,
  ports,
  flowDefinitions: definitions,
  passwordHasher,
  jobs: givenJobs,
  seedSandboxStaff = false,
}: AppDeps): Promise<FastifyInstance> {
  // A broken flow definition stops the start here, naming flow and form, before anything listens.
  const flowRegistry = checkFlows(definitions);
  const production = config.NODE_ENV === 'production';
  const app = Fastify({
    // pino's Logger is a FastifyBaseLogger; naming the base type keeps FastifyInstance's default generics.
    loggerInstance: logger as FastifyBaseLogger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: trustedProxies(config.TRUST_PROXY),
    genReqId: () => crypto.randomUUID(),
    routerOptions: { maxParamLength: 200 },
  });
  const jobs = givenJobs ?? (await openAppJobQueue({ database, clock, logger, runsWorker: false }));
  if (!givenJobs) app.addHook('onClose', () => jobs.stop());
  const services = await composeServices({
    config,
    database,
    logger,
    clock,
    jobs,
    ports,
    flowRegistry,
    passwordHasher,
  });
  // The sandbox card provider this process started listens until the app closes.
  app.addHook('onClose', () => services.cardProvider.close());
  app.addHook('onClose', () => services.bankLinkProvider.close());
  // Reports still on their way are sent before the app stops.
  app.addHook('onClose', () => services.errorReporting.reporter.close());
  app.addHook('onClose', () => services.marketing.close());

  await registerCompression(app);
  registerErrorHandling(app, (error, requestId) =>
    services.errorReporting.reporter.report(error, { requestId }),
  );
  registerNulByteRefusal(app);
  registerLoopbackRedirect(app, config);
  const cardOrigins = services.cardProvider.origins;
  const bankLinkOrigins = services.bankLinkProvider.origins;
  registerSecurityHeaders(app, {
    production,
    // The browser also PUTs uploads straight to S3-compatible storage when it is configured.
    extraConnectSrc: [
      ...[config.FALLBACK_API_URL, config.s3?.endpoint]
        .filter((url): url is string => url !== undefined)
        .map((url) => new URL(url).origin),
      ...cardOrigins.connect,
      ...bankLinkOrigins.connect,
      ...services.errorReporting.connectOrigins,
    ],
    // The card field: the sandbox provider's frame, or the live provider's Elements (its script and frames).
    extraFrameSrc: [...cardOrigins.frame, ...bankLinkOrigins.frame],
    extraScriptSrc: [...cardOrigins.script, ...bankLinkOrigins.script],
  });
  registerHealthRoutes(app, database, config);
  await registerGraphQL(app, { services, logger, production });
  await registerOAuthRoutes(app, services.oauth);
  registerWyshImageRoutes(app);
  await registerCardWebhookRoutes(app, services.providerEvents);
  registerDocumentRoutes(app, { documents: services.documents, clock, viewer: services.viewer });
  registerDataExportRoutes(app, { dataExports: services.dataExports, viewer: services.viewer });
  if (services.uploadStorage.service === 'disk') {
    await registerUploadRoutes(app, { uploads: services.uploads, disk: services.uploadStorage });
  }
  if (config.PROVIDERS === 'sandbox' && seedSandboxStaff) await services.seedSandboxStaff();
  if (config.PROVIDERS === 'sandbox') {
    await registerSandboxErrorIntake(app, database.db);
    registerSandboxMarketingIntake(app, database.db);
    await registerSandboxRoutes(app, config.SANDBOX_OPERATOR_KEY, (sandbox) => {
      registerSandboxMailboxRoutes(sandbox, database.db);
      registerAnalyticsDevRoutes(sandbox, database.db);
      registerSandboxErrorReportsDevRoutes(sandbox, database.db);
      registerSandboxMarketingDevRoutes(sandbox, database.db);
      registerMaintenanceDevRoutes(sandbox, services.maintenance);
      registerLoginLinkDevRoutes(sandbox, services.loginTokens);
      registerBankLinkDevRoutes(sandbox, { bankLink: services.bankLink, viewer: services.viewer });
      registerBeneficiariesDevRoutes(sandbox, {
        beneficiaryChanges: services.beneficiaryChanges,
        viewer: services.viewer,
      });
      registerTermExtensionDevRoutes(sandbox, { db: database.db, viewer: services.viewer });
      registerInAppMessageDevRoutes(sandbox, {
        notifications: services.notifications,
        viewer: services.viewer,
      });
      if (isMovable(clock)) registerDevClockRoutes(sandbox, { clock, jobs, db: database.db });
    });
  }
  await registerWebApp(app, { distDir: config.WEB_DIST_DIR, production });
  return app;
}
