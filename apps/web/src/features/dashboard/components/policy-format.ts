// How the policyholder home words a policy: its term and a beneficiary's name. Pure, tested.
import type { HomePolicy, PolicyholderHome } from '../api/get-policyholder-home';

type Beneficiary = PolicyholderHome['getBeneficiaries']['list'][number];

/** Term life: "N years"; accidental death (no term): until the insured's age at its end. */
export type PolicyTerm = { kind: 'years'; years: number } | { kind: 'until'; age: number };

export function policyTerm(policy: Pick<HomePolicy, 'termDuration' | 'insuredsAgeAtTerm'>): PolicyTerm {
  return policy.termDuration === null || policy.termDuration === undefined
    ? { kind: 'until', age: policy.insuredsAgeAtTerm }
    : { kind: 'years', years: policy.termDuration };
}

export function beneficiaryName(beneficiary: Beneficiary): string {
  const { contact } = beneficiary;
  if (contact.__typename === 'IndividualContact') {
    return [contact.firstName, contact.lastName].filter(Boolean).join(' ');
  }
  return contact.name ?? '';
}
