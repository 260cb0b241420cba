// A visitor's coverage: their estimate and their wysh List, read together the one way every screen shows them
// (the editor's "Wyshes covered" and title, /coverage-preview, the builder's hint). The percent is the domain's
// shown share of the wysh total the estimate's cover pays for.
import { useMemo } from 'react';
import { cents } from '@wysh/domain/money';
import { shownCoveragePercent } from '@wysh/domain/wysh-coverage';
import { useVisitorEstimate, type VisitorEstimate } from './visitor-estimate';
import { useVisitorList, type VisitorWysh } from './visitor-wyshes';

export type VisitorCoverage = {
  estimate: VisitorEstimate | null;
  wyshes: readonly VisitorWysh[];
  /** Cents. */
  wyshTotal: number;
  /** Of the wysh total the cover pays for; null without an estimate or without wyshes. */
  percentCovered: number | null;
};

export function visitorCoverage(
  estimate: VisitorEstimate | null,
  wyshes: readonly VisitorWysh[],
): VisitorCoverage {
  const wyshTotal = wyshes.reduce((sum, wysh) => sum + wysh.amount, 0);
  const percentCovered = estimate ? shownCoveragePercent(cents(estimate.amount), cents(wyshTotal)) : null;
  return { estimate, wyshes, wyshTotal, percentCovered };
}

export function useVisitorCoverage(): VisitorCoverage {
  const estimate = useVisitorEstimate((state) => state.estimate);
  const wyshes = useVisitorList((state) => state.items);
  return useMemo(() => visitorCoverage(estimate, wyshes), [estimate, wyshes]);
}
