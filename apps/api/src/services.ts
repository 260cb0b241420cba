// The application services, composed once per process and handed to GraphQL and HTTP routes.
import type { Config } from './config';
import type { Db } from './db/database';
import type { Clock } from './shared/clock';
import { createDisclosuresService } from './modules/disclosures/disclosures.service';
import { createMaintenanceService } from './modules/maintenance/maintenance.service';
import { createReferenceService } from './modules/reference/reference.service';
import { createTranslationsService } from './modules/translations/translations.service';
import { createTriviaService } from './modules/trivia/trivia.service';

export function createServices(deps: { db: Db; config: Config; clock: Clock }) {
  return {
    reference: createReferenceService(deps.db, deps.config),
    translations: createTranslationsService(deps.db),
    disclosures: createDisclosuresService(deps.db),
    maintenance: createMaintenanceService(deps.db, deps.clock),
    trivia: createTriviaService(deps.db),
  };
}

export type Services = ReturnType<typeof createServices>;
