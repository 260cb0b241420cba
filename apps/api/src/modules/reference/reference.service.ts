// Reference data every visitor may read: countries, states, global feature flags, public settings.
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { isUuid } from '../../shared/ids.ts';
import {
  findCountryByAlpha2,
  findState,
  listCountries,
  listFeatureFlags,
  listStates,
} from './reference.repository.ts';

/** Which card field the browser shows: the sandbox provider's frame, or the live provider's Elements. */
export type CardFieldSettings = {
  mode: 'SANDBOX' | 'LIVE';
  publishableKey: string;
  /** The sandbox's card field page; null in live mode. */
  frameUrl: string | null;
};

/** Which Link the browser opens: the sandbox's screens (their API at linkApiUrl), or the provider's own. */
export type BankLinkSettings = { mode: 'SANDBOX' | 'LIVE'; linkApiUrl: string | null };

/** Where the browser reports its errors (SANDBOX: this server's sandbox endpoint; OFF: nowhere). */
export type ErrorReportingSettings = { mode: 'SANDBOX' | 'LIVE' | 'OFF'; browserDsn: string | null };

export type AppSettings = {
  supportPhone: string;
  helpCenterUrl: string;
  marketingSiteUrl: string;
  cardProvider: CardFieldSettings;
  bankLink: BankLinkSettings;
  errorReporting: ErrorReportingSettings;
};

export function createReferenceService(
  db: Db,
  config: Config,
  providers: {
    cardProvider: CardFieldSettings;
    bankLink: BankLinkSettings;
    errorReporting: ErrorReportingSettings;
  },
) {
  return {
    countries: () => listCountries(db),
    // An id that is not a UUID names no country: answer with no states rather than a database error.
    states: (countryId: string) => (isUuid(countryId) ? listStates(db, countryId) : Promise.resolve([])),
    /** The states of the US, where the product is sold (addresses, eligibility). */
    async usStates() {
      const us = await findCountryByAlpha2(db, 'US');
      return us ? listStates(db, us.id) : [];
    },
    /** A state by id; undefined for an unknown id or one that is not a UUID. */
    stateById: (id: string) => (isUuid(id) ? findState(db, id) : Promise.resolve(undefined)),
    featureFlags: () => listFeatureFlags(db),
    appSettings: (): AppSettings => ({
      supportPhone: config.SUPPORT_PHONE,
      helpCenterUrl: config.helpCenterUrl,
      marketingSiteUrl: config.MARKETING_SITE_URL,
      ...providers,
    }),
  };
}

export type ReferenceService = ReturnType<typeof createReferenceService>;
