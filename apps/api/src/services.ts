// The application services, composed once per process and handed to GraphQL and HTTP routes.
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Db } from './db/database';
import type { Clock } from './shared/clock';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createPasswordHasher } from './modules/accounts/passwords';
import { createAccessTokens } from './modules/auth/access-tokens';
import { createOAuthService } from './modules/auth/oauth.service';
import { createSessions } from './modules/auth/sessions';
import { createDisclosuresService } from './modules/disclosures/disclosures.service';
import { createMaintenanceService } from './modules/maintenance/maintenance.service';
import { createMessenger } from './modules/messaging/messenger';
import { createReferenceService } from './modules/reference/reference.service';
import { createTranslationsService } from './modules/translations/translations.service';
import { createTriviaService } from './modules/trivia/trivia.service';
import { createAcknowledgementsService } from './modules/acknowledgements/acknowledgements.service';
import { createEligibilityService } from './modules/eligibility/eligibility.service';
import type { FlowRegistry } from './modules/flows/flow-registry';
import { createFlowSessionsService } from './modules/flows/flow-sessions.service';
import { createGroupMutationsService } from './modules/flows/group-mutations.service';
import { createResponsesService } from './modules/flows/responses.service';
import type { SensitiveData } from './modules/sensitive-data/sensitive-data';

export function createServices(deps: {
  db: Db;
  config: Config;
  clock: Clock;
  logger: Logger;
  signingKey: Uint8Array;
  sensitiveData: SensitiveData;
  flowRegistry: FlowRegistry;
}) {
  const { db, config, clock, logger, sensitiveData, flowRegistry: registry } = deps;
  const accessTokens = createAccessTokens({
    key: deps.signingKey,
    issuer: config.appUrl,
    ttlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    clock,
  });
  const sessions = createSessions({ accessTokens, clock });
  const passwords = createPasswordHasher({
    memoryKib: config.ARGON2_MEMORY_KIB,
    passes: config.ARGON2_PASSES,
  });
  const messenger = createMessenger({
    providers: config.PROVIDERS,
    from: config.MAIL_FROM,
    smtpUrl: config.SMTP_URL,
    logger,
  });
  const accounts = createAccountsService({ db, config, clock, sessions, passwords, messenger, logger });
  const acknowledgements = createAcknowledgementsService({ db, clock });
  return {
    reference: createReferenceService(db, config),
    translations: createTranslationsService(db),
    disclosures: createDisclosuresService(db),
    maintenance: createMaintenanceService(db, clock),
    trivia: createTriviaService(db),
    oauth: createOAuthService({ db, config, clock, sessions, passwords, logger }),
    accounts,
    sensitiveData,
    eligibility: createEligibilityService({ db, clock }),
    flowSessions: createFlowSessionsService({ db, clock, registry }),
    responses: createResponsesService({ db, clock, registry, sensitive: sensitiveData }),
    groupMutations: createGroupMutationsService({ db, registry, accounts, acknowledgements }),
    viewer: (authorization: string | undefined) => sessions.viewer(db, authorization),
  };
}

export type Services = ReturnType<typeof createServices>;
