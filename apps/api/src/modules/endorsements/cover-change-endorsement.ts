// The cover-change endorsement's values (documents/content/cover-change-endorsement.v*.md): the policy's terms
// before and after a change, as it took effect, amounts formatted from integer cents and dates as the spec shows
// them (MM/dd/yyyy).
import { formatShortDate } from '@wysh/domain/dates';
import { insuranceCardTitle } from '@wysh/domain/home-state';
import { cents, formatDollars } from '@wysh/domain/money';
import { rateClassName } from '@wysh/domain/pricing/rate-tables';
import type { CoverChangeFacts, TermsFacts } from './endorsements.types.ts';

type Row = { label: string; value: string };

const money = (amount: number) => formatDollars(cents(amount));

const termsRows = (terms: TermsFacts): Row[] => [
  { label: 'Cover', value: money(terms.cover) },
  { label: 'Monthly premium', value: money(terms.monthlyPremium) },
  { label: 'Annual premium', value: money(terms.annualPremium) },
];

export function coverChangeEndorsementValues(
  facts: CoverChangeFacts,
  context: { insured: string },
): Record<string, string | Row[]> {
  const change: Row[] = [
    { label: 'Policy number', value: facts.policyNumber },
    { label: 'Insured', value: context.insured },
    { label: 'Asked for on', value: formatShortDate(facts.requestedOn) },
    { label: 'In effect from', value: formatShortDate(facts.effectiveOn) },
    { label: 'Terms version', value: String(facts.version) },
  ];
  const lower = facts.after.cover < facts.before.cover;
  const kept = [
    facts.rateClass ? `the ${rateClassName(facts.rateClass)} class` : null,
    `the issue age of ${facts.issueAge}`,
    facts.termYears ? `the ${facts.termYears}-year term` : null,
  ].filter((part): part is string => part !== null);
  return {
    productName: insuranceCardTitle(facts.productSlug),
    policyNumber: facts.policyNumber,
    change,
    before: termsRows(facts.before),
    after: termsRows(facts.after),
    meaning:
      `From ${formatShortDate(facts.effectiveOn)} your cover is ${money(facts.after.cover)}` +
      ` (${lower ? 'lowered' : 'raised'} from ${money(facts.before.cover)}), and each premium due from that day is` +
      ` ${money(facts.after.monthlyPremium)} a month. The policy keeps ${kept.join(', ')} and the filed rates` +
      ` ${facts.rateVersion} it was priced with; premiums billed before that day keep the price they were billed at.`,
  };
}
