// The application services, composed once per process and handed to GraphQL and HTTP routes.
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Db } from './db/database';
import type { Clock } from './shared/clock';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createPasswordHasher } from './modules/accounts/passwords';
import { createPhoneVerificationService } from './modules/accounts/phone-verification.service';
import { createAccessTokens } from './modules/auth/access-tokens';
import { createLoginTokens } from './modules/auth/login-tokens';
import { createOAuthService } from './modules/auth/oauth.service';
import { createSessions } from './modules/auth/sessions';
import { createInitialDataService } from './modules/initial-data/initial-data.service';
import { createMembershipsService } from './modules/memberships/memberships.service';
import { createDisclosuresService } from './modules/disclosures/disclosures.service';
import { createMaintenanceService } from './modules/maintenance/maintenance.service';
import { createMessenger } from './modules/messaging/messenger';
import { createReferenceService } from './modules/reference/reference.service';
import { createTranslationsService } from './modules/translations/translations.service';
import { createTriviaService } from './modules/trivia/trivia.service';

export function createServices(deps: {
  db: Db;
  config: Config;
  clock: Clock;
  logger: Logger;
  signingKey: Uint8Array;
}) {
  const { db, config, clock, logger } = deps;
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
  const loginTokens = createLoginTokens({ db, config, clock, sessions, messenger, logger });
  const memberships = createMembershipsService({ db, clock });
  const reference = createReferenceService(db, config);
  const accounts = createAccountsService({
    db,
    config,
    clock,
    sessions,
    passwords,
    messenger,
    memberships,
    logger,
  });
  return {
    reference,
    translations: createTranslationsService(db),
    disclosures: createDisclosuresService(db),
    maintenance: createMaintenanceService(db, clock),
    trivia: createTriviaService(db),
    oauth: createOAuthService({ db, config, clock, sessions, passwords, loginTokens, logger }),
    accounts,
    phoneVerification: createPhoneVerificationService({ db, config, clock, sessions, messenger, logger }),
    loginTokens,
    memberships,
    initialData: createInitialDataService({ accounts, memberships, reference }),
    viewer: (authorization: string | undefined) => sessions.viewer(db, authorization),
  };
}

export type Services = ReturnType<typeof createServices>;
