// The reinstatement endorsement's values (documents/content/reinstatement-endorsement.v*.md): the reinstatement as
// it was paid, in words, amounts formatted from integer cents and dates as the spec shows them (MM/dd/yyyy).
import { addDays } from '@wysh/domain/calendar';
import { formatShortDate } from '@wysh/domain/dates';
import { insuranceCardTitle } from '@wysh/domain/home-state';
import { cents, formatDollars } from '@wysh/domain/money';
import type { ReinstatementFacts } from './endorsements.types.ts';

type Row = { label: string; value: string };

const money = (amount: number) => formatDollars(cents(amount));
const day = (date: string) => formatShortDate(date);

/** From the day after the last day of cover until the day reinstated (which may be that same day). */
function lapsePeriod(facts: ReinstatementFacts): string {
  const first = addDays(facts.lapsedOn, 1);
  return first === facts.reinstatedOn
    ? `Not in force on ${day(first)} until reinstated that day`
    : `Not in force from ${day(first)} until reinstated on ${day(facts.reinstatedOn)}`;
}

export function reinstatementEndorsementValues(
  facts: ReinstatementFacts,
  context: { insured: string; underwritingRulesVersion: string | null },
): Record<string, string | Row[]> {
  const reinstatement: Row[] = [
    { label: 'Policy number', value: facts.policyNumber },
    { label: 'Insured', value: context.insured },
    { label: 'Last day of cover before the lapse', value: day(facts.lapsedOn) },
    { label: 'Lapse period', value: lapsePeriod(facts) },
    { label: 'Reinstated on', value: day(facts.reinstatedOn) },
    {
      label: 'Reinstated by',
      value:
        facts.path === 'arrears_only'
          ? 'Paying the missed premiums within 60 days of the first one'
          : 'Approved on a new underwriting interview, then paying the missed premiums with interest',
    },
  ];
  const payments: Row[] = [
    ...facts.missedPremiums.map((premium) => ({
      label: `Premium due ${day(premium.dueOn)}`,
      value: `${money(premium.amount)} (cover from ${day(premium.periodStart)} to ${day(premium.periodEnd)})`,
    })),
    facts.interest
      ? {
          label: `Interest at ${facts.interest.percentPerYear}% a year, simple, through ${day(facts.interest.throughOn)}`,
          value: money(facts.interest.amount),
        }
      : { label: 'Interest', value: `${money(0)} (none on the missed premiums alone)` },
    { label: 'Total paid', value: money(facts.totalPaid) },
  ];
  const contestability = facts.contestable
    ? `The answers you gave to reinstate this policy may be contested from ${day(facts.contestable.startsOn)} ` +
      `through ${day(facts.contestable.endsOn)}, for a material misstatement in them. This period covers those ` +
      'answers only: the contestable period of your original application is unchanged.'
    : 'You were asked no questions to reinstate this policy, so no new contestable period begins: the ' +
      'contestable period of your original application is unchanged.';
  const versions: Row[] = [
    { label: 'Reinstatement rules', value: facts.reinstatementRulesVersion },
    ...(context.underwritingRulesVersion
      ? [
          {
            label: 'Underwriting rules (your reinstatement answers)',
            value: context.underwritingRulesVersion,
          },
        ]
      : []),
    { label: 'Rate table', value: facts.rateVersion },
  ];
  return {
    productName: insuranceCardTitle(facts.productSlug),
    policyNumber: facts.policyNumber,
    reinstatement,
    payments,
    contestability,
    versions,
  };
}
