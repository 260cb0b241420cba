// How a cover pays for a person's wyshes one by one (spec 001 §3.4: an allocation's covered, amountCovered,
// percentCovered): the cover goes to the wyshes in their order (the person's priorities), each taking what it
// asks for until the cover runs out. A wysh without an amount counts as 0 and is covered.
import { cents, type Cents } from './money.ts';
import { wyshCoveragePercent } from './wysh-coverage.ts';

export type AllocationCover = { covered: boolean; amountCovered: Cents; percentCovered: number };

/** The cover of each amount, in the order given (already sorted by priority); null cover pays nothing. */
export function coverAllocations(
  amounts: ReadonlyArray<Cents | null>,
  cover: Cents | null,
): AllocationCover[] {
  let left = Math.max(cover ?? 0, 0);
  return amounts.map((raw) => {
    const amount = raw ?? 0;
    const amountCovered = Math.min(amount, left);
    left -= amountCovered;
    return {
      covered: amountCovered >= amount,
      amountCovered: cents(amountCovered),
      percentCovered: amount === 0 ? 100 : (wyshCoveragePercent(cents(amountCovered), cents(amount)) ?? 0),
    };
  });
}
