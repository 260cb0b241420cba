import { cents } from '@wysh/domain/money';
import type { PolicyTerms } from '@wysh/domain/policy-changes/endorsements';
import type { PolicyRow } from './policies.repository.ts';

/** The terms a policy was issued with (its version 1), as the accepted offer priced them. */
export const issuedTerms = (row: PolicyRow): PolicyTerms => ({
  cover: cents(row.amount),
  monthlyPremium: cents(row.monthlyPremium),
  annualPremium: cents(row.annualPremium),
  rateClass: row.rateClass,
  issueAge: row.issueAge,
  termYears: row.termDuration,
  rateVersion: row.rateVersion,
});
