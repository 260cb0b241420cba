// The cancellation notice's values (documents/content/cancellation-notice.v*.md): the cancellation as customer
// service made it, in words, amounts formatted from integer cents and dates as the spec shows them (MM/dd/yyyy).
import { formatShortDate } from '@wysh/domain/dates';
import { insuranceCardTitle } from '@wysh/domain/home-state';
import { cents, formatDollars } from '@wysh/domain/money';
import type { CancellationFacts } from './endorsements.types.ts';

type Row = { label: string; value: string };

const day = (date: string) => formatShortDate(date);

export function cancellationNoticeValues(
  facts: CancellationFacts,
  context: { insured: string },
): Record<string, string | Row[]> {
  const returned = facts.kind === 'free_look';
  const cancellation: Row[] = [
    { label: 'Policy number', value: facts.policyNumber },
    { label: 'Insured', value: context.insured },
    { label: 'Cover started on', value: day(facts.effectiveOn) },
    { label: 'Cancelled at your request on', value: day(facts.requestedOn) },
    { label: 'Free look', value: `To ${day(facts.freeLookEndsOn)}` },
    returned
      ? { label: 'Refunded', value: `${formatDollars(cents(facts.refundAmount))}, every premium you paid` }
      : { label: 'Last day of cover', value: day(facts.coverEndsOn!) },
  ];
  const meaning = returned
    ? `You returned the policy within its free look, so it is void from the beginning: it is treated as never ` +
      `in force, and no claim is payable under it. Every premium you paid, ${formatDollars(cents(facts.refundAmount))}, ` +
      'is refunded to the card or bank account it came from; a card refund reaches your statement in 5 to 10 ' +
      'business days, a bank refund in 3 to 5.'
    : `Your cover continues to the end of the period you paid for, through ${day(facts.coverEndsOn!)}, and ends ` +
      'then. Nothing more will be charged, and nothing is refunded: the free look, when every premium is ' +
      `refunded, ended on ${day(facts.freeLookEndsOn)}.`;
  return {
    productName: insuranceCardTitle(facts.productSlug),
    policyNumber: facts.policyNumber,
    cancellation,
    meaning,
  };
}
