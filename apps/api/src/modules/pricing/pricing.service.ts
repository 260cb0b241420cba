// Prices term life from the filed rates: at the current version for a new price, or at the version a quote
// was priced on (a quote keeps its price when rates change). An estimate is priced at the estimate's class and
// floors its monthly premium; a quote rounds by the filed rule (spec 000 §9). Pure arithmetic lives in
// @wysh/domain/pricing; this module knows which versions exist.
import {
  accidentalDeathLayerPremium,
  accidentalDeathPremium,
  termLifeLayerPremium,
  termLifeEstimate,
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

type TermLifeChoice = {
  sex: Sex;
  issueAge: number;
  termYears: number;
  amount: Cents;
  /** Default: the current version. */
  rateVersion?: string;
};
/** A quote's price: at the class underwriting assigned. */
export type TermLifeRequest = TermLifeChoice & { rateClass: TermLifeClass };
/** An estimate's price: at the estimate's class (preferred, or tobacco_preferred for a tobacco user). */
export type TermLifeEstimateRequest = TermLifeChoice & { tobacco: boolean };

export function createPricingService(deps: { rates: RateCatalogue }) {
  const { rates } = deps;
  const termLifeTable = (version: string | undefined) =>
    version ? rates.termLife(version) : rates.currentTermLife();
  return {
    currentTermLifeVersion: () => rates.currentTermLife().version,

    /** A quote's price, its monthly premium rounded by the filed rule. */
    priceTermLife(request: TermLifeRequest): Result<TermLifePremium, PricingError> {
      const table = termLifeTable(request.rateVersion);
      // A version a quote names is always kept; a missing one is a bug in the data, not input.
      if (!table) return err({ code: 'TERM_NOT_OFFERED' });
      const { sex, rateClass, issueAge, termYears, amount } = request;
      return termLifePremium(table, { sex, rateClass, issueAge, termYears, amount }, 'quote');
    },

    /** An estimate's price, its monthly premium floored to the cent. */
    estimateTermLife(request: TermLifeEstimateRequest): Result<TermLifePremium, PricingError> {
      const table = termLifeTable(request.rateVersion);
      if (!table) return err({ code: 'TERM_NOT_OFFERED' });
      const { sex, tobacco, issueAge, termYears, amount } = request;
      return termLifeEstimate(table, { sex, tobacco, issueAge, termYears, amount });
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

    /** Cover added to a policy in force, at the current version: its decision's class and age, no second fee. */
    priceTermLifeLayer(request: TermLifeRequest): Result<TermLifePremium, PricingError> {
      const table = termLifeTable(request.rateVersion);
      if (!table) return err({ code: 'TERM_NOT_OFFERED' });
      const { sex, rateClass, issueAge, termYears, amount } = request;
      return termLifeLayerPremium(table, { sex, rateClass, issueAge, termYears, amount });
    },

    priceAccidentalDeathLayer(request: {
      issueAge: number;
      amount: Cents;
      rateVersion?: string;
    }): Result<Premium, PricingError> {
      const table = request.rateVersion
        ? rates.accidentalDeath(request.rateVersion)
        : rates.currentAccidentalDeath();
      if (!table) return err({ code: 'AGE_NOT_OFFERED' });
      return accidentalDeathLayerPremium(table, { issueAge: request.issueAge, amount: request.amount });
    },
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
