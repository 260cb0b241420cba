// A policy as the API shows it (spec 001 §3.3 Policy): its terms, its dates, its billing plan.
import { insuranceCardTitle } from '@wysh/domain/home-state';
import { cents, type Cents } from '@wysh/domain/money';
import { rateClassName } from '@wysh/domain/pricing/rate-tables';
import type { PolicyRow } from './policies.repository.ts';

/** The next premium: its invoice when one is open, else the day it falls due (estimated until invoiced). */
export type NextPayment = { date: string; invoiceId: string | null; estimated: boolean };

export type PolicyView = {
  id: string;
  userId: string;
  insuranceMembershipId: string;
  insuranceApplicationId: string;
  label: string | null;
  status: PolicyRow['status'];
  productSlug: PolicyRow['productSlug'];
  amount: Cents;
  termUnit: 'year';
  termDuration: number | null;
  insuredsAgeAtTerm: number;
  issueAge: number;
  effectiveAt: Date | null;
  effectiveOn: string | null;
  terminatesAt: string | null;
  /** In grace: the last day of cover unless the past-due premiums are paid; lapsed: the day it ended. */
  lapsesAt: string | null;
  classification: { id: string; name: string } | null;
  rateVersion: string;
  rulesVersion: string;
  annualPremium: Cents;
  monthlyPremium: Cents;
  accountsProduct: {
    id: string;
    name: string;
    amount: Cents;
    /** From the next due date on: monthly, or annually (the spec's words). */
    billingFrequency: 'monthly' | 'annually';
    nextPayment: NextPayment | null;
  };
  createdAt: Date;
};

export function policyView(row: PolicyRow, nextPayment: NextPayment | null): PolicyView {
  return {
    id: row.id,
    userId: row.userId,
    insuranceMembershipId: row.insuranceMembershipId,
    insuranceApplicationId: row.insuranceApplicationId,
    label: row.label,
    status: row.status,
    productSlug: row.productSlug,
    amount: cents(row.amount),
    termUnit: 'year',
    termDuration: row.termDuration,
    insuredsAgeAtTerm: row.insuredsAgeAtTerm,
    issueAge: row.issueAge,
    effectiveAt: row.effectiveAt,
    effectiveOn: row.effectiveOn,
    terminatesAt: row.terminatesAt,
    lapsesAt: row.lapsesOn,
    classification: row.rateClass ? { id: row.rateClass, name: rateClassName(row.rateClass) } : null,
    rateVersion: row.rateVersion,
    rulesVersion: row.rulesVersion,
    annualPremium: cents(row.annualPremium),
    monthlyPremium: cents(row.monthlyPremium),
    accountsProduct: {
      id: row.id,
      name: insuranceCardTitle(row.productSlug),
      amount: cents(row.billingFrequency === 'annual' ? row.annualPremium : row.monthlyPremium),
      billingFrequency: row.billingFrequency === 'annual' ? 'annually' : 'monthly',
      nextPayment,
    },
    createdAt: row.createdAt,
  };
}
