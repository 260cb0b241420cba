// Prices term life from the filed rates: at the current version for a new price, or at the version an
// estimate was priced on (an estimate keeps its price when rates change). Pure arithmetic lives in
// @wysh/domain/pricing; this module knows which versions exist.
import {
  accidentalDeathPremium,
  estimateClass,
  termLifePremium,
  type Premium,
  type PricingError,
  type TermLifePremium,
} from '@wysh/domain/pricing/premiums';
import type { Sex, TermLifeClass } from '@wysh/domain/pricing/rate-tables';
import type { Cents } from '@wysh/domain/money';
import { err, type Result } from '@wysh/domain/result';
import type { RateCatalogue } from './rate-catalogue.ts';

export type { Premium, TermLifePremium, PricingError };

export type TermLifeRequest = {
  sex: Sex;
  issueAge: number;
  termYears: number;
  amount: Cents;
  /** Default: the estimate's class (preferred, or tobacco_preferred for a tobacco user). */
  rateClass?: TermLifeClass;
  tobacco?: boolean;
  /** Default: the current version. */
  rateVersion?: string;
};

export function createPricingService(deps: { rates: RateCatalogue }) {
  const { rates } = deps;
  return {
    currentTermLifeVersion: () => rates.currentTermLife().version,

    priceTermLife(request: TermLifeRequest): Result<TermLifePremium, PricingError> {
      const table = request.rateVersion ? rates.termLife(request.rateVersion) : rates.currentTermLife();
      // A version an estimate names is always kept; a missing one is a bug in the data, not input.
      if (!table) return err({ code: 'TERM_NOT_OFFERED' });
      return termLifePremium(table, {
        sex: request.sex,
        rateClass: request.rateClass ?? estimateClass(request.tobacco === true),
        issueAge: request.issueAge,
        termYears: request.termYears,
        amount: request.amount,
      });
    },

    /** Accidental death at an issue age, at the current version or the one an offering names. */
    priceAccidentalDeath(request: {
      issueAge: number;
      amount: Cents;
      rateVersion?: string;
    }): Result<Premium, PricingError> {
      const table = request.rateVersion
        ? rates.accidentalDeath(request.rateVersion)
        : rates.currentAccidentalDeath();
      if (!table) return err({ code: 'AGE_NOT_OFFERED' });
      return accidentalDeathPremium(table, { issueAge: request.issueAge, amount: request.amount });
    },
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
