// Composes the application's services from the configuration, the database, the clock and the job queue:
// what the HTTP server (app.ts) and the stand-alone job worker (worker.ts) both run on.
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { PasswordHasher } from './modules/accounts/passwords.ts';
import { loadSigningKey } from './modules/auth/access-tokens.ts';
import { flowDefinitions } from './modules/flows/definitions/all-flows.ts';
import type { FlowDefinition } from './modules/flows/flow-definition.ts';
import { createFlowRegistry } from './modules/flows/flow-registry.ts';
import type { AppJobQueue } from './modules/jobs/app-job-queue.ts';
import { openBankLinkProvider } from './modules/bank-link/configured-bank-link-provider.ts';
import { cardFieldParentOrigins, openCardProvider } from './modules/payments/configured-card-provider.ts';
import { openErrorReporting } from './modules/error-reports/configured-error-reporting.ts';
import { loadSensitiveData } from './modules/sensitive-data/sensitive-data.service.ts';
import { openConfiguredServerSecrets } from './modules/server-secrets/server-secrets.service.ts';
import { createServices, type Ports, type Services } from './services.ts';
import { loadWebhookSecret } from './modules/payments/webhook-secret.ts';
import type { Clock } from './shared/clock.ts';

export type ComposeDeps = {
  config: Config;
  database: Database;
  logger: Logger;
  clock: Clock;
  jobs: AppJobQueue;
  ports?: Partial<Ports>;
  flowDefinitions?: readonly FlowDefinition[];
  passwordHasher?: PasswordHasher;
};

/** Checks the flow definitions first: a broken one stops the start, naming flow and form. */
export function checkFlows(definitions: readonly FlowDefinition[] = flowDefinitions) {
  return createFlowRegistry(definitions);
}

/**
 * The services; in the sandbox they come with this process's own sandbox card and bank-link providers, listening
 * until `services.cardProvider.close()` and `services.bankLinkProvider.close()` (the app closes them with itself,
 * the worker as it stops).
 */
export async function composeServices(
  deps: ComposeDeps & { flowRegistry?: ReturnType<typeof createFlowRegistry> },
): Promise<Services> {
  const flowRegistry = deps.flowRegistry ?? checkFlows(deps.flowDefinitions);
  const serverSecrets = openConfiguredServerSecrets(deps.database.db, deps.config);
  const signingKey = await loadSigningKey(serverSecrets, deps.config.AUTH_TOKEN_SECRET);
  const sensitiveData = await loadSensitiveData(serverSecrets, {
    privateKeyPem: deps.config.SENSITIVE_DATA_PRIVATE_KEY,
    dataKeyBase64: deps.config.SENSITIVE_DATA_KEY,
  });
  const cardProvider = await openCardProvider(deps.config, {
    db: deps.database.db,
    clock: deps.clock,
    injected: deps.ports?.cards,
    webhookSecret: await loadWebhookSecret(serverSecrets, deps.config.CARD_PROVIDER_WEBHOOK_SECRET),
  });
  const bankLinkProvider = await openBankLinkProvider(deps.config, {
    db: deps.database.db,
    clock: deps.clock,
    injected: deps.ports?.bankLink,
    parentOrigins: cardFieldParentOrigins(deps.config),
  });
  if (cardProvider.settings.frameUrl) {
    deps.logger.info({ cardField: cardProvider.settings.frameUrl }, 'Sandbox card provider is running');
  }
  const errorReporting = openErrorReporting(deps.config, deps.ports?.errors);
  const services = createServices({
    db: deps.database.db,
    cardProvider,
    errorReporting,
    bankLinkProvider,
    config: deps.config,
    clock: deps.clock,
    logger: deps.logger,
    jobs: deps.jobs,
    signingKey,
    ports: deps.ports,
    sensitiveData,
    flowRegistry,
    passwordHasher: deps.passwordHasher,
  });
  // Before anything is served: stored data that only the server's keys can bring up to date (issue 23's sealing of
  // licence numbers saved in clear), once per database.
  await services.sealClearLicenceNumbers();
  return services;
}
