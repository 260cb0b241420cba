// What the coverage pages show: the wysh List and the estimate beside it. A signed-in person's come from the
// account; a visitor's from this browser through the visitor-coverage selector the editor and the builder read
// too (their list, and their estimate priced again by previewEstimate).
import { cents } from '@wysh/domain/money';
import { shownCoveragePercent } from '@wysh/domain/wysh-coverage';
import { useAuthStore } from '../../../shared/stores/auth';
import { useVisitorCoverage } from '../../../shared/stores/visitor-coverage';
import { useCoveragePreview, useInstantEstimate } from '../api/coverage';

export type CoverageWysh = { id: string; name: string; amount: number };
export type CoverageEstimate = {
  id: string | null;
  amount: number;
  termDuration: number;
  monthlyPremium: number;
};
export type CoverageData =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void }
  | {
      status: 'success';
      signedIn: boolean;
      wyshes: CoverageWysh[];
      total: number;
      estimate: CoverageEstimate | null;
      /** Of the wysh total the estimate's cover pays for, as screens show it; null without both. */
      percentCovered: number | null;
      /** The signed-in person's policy in force: its cover, changed in the policy editor, stands for the estimate. */
      policy: { id: string; amount: number } | null;
    };

const totalOf = (wyshes: CoverageWysh[]) => wyshes.reduce((sum, wysh) => sum + wysh.amount, 0);

export function useCoverageData(): CoverageData {
  const signedIn = useAuthStore((state) => state.authLevel !== 'unidentified');
  const account = useCoveragePreview(signedIn);
  const visitor = useVisitorCoverage();
  const visitorEstimate = signedIn ? null : visitor.estimate;
  const visitorInput = visitorEstimate
    ? {
        birthdate: visitorEstimate.birthdate,
        sex: visitorEstimate.sex,
        tobacco: visitorEstimate.tobacco,
        amount: visitorEstimate.amount,
        termDuration: visitorEstimate.termDuration,
      }
    : null;
  const visitorPrice = useInstantEstimate(visitorInput);

  if (signedIn) {
    if (account.isPending) return { status: 'pending' };
    if (account.isError) return { status: 'error', retry: () => void account.refetch() };
    const wyshes = account.data.wyshAllocations.map((allocation) => ({
      id: allocation.id,
      name: allocation.name,
      amount: allocation.amount ?? 0,
    }));
    const latest = account.data.latestEstimate;
    const total = totalOf(wyshes);
    const held = account.data.userPolicy;
    return {
      status: 'success',
      signedIn,
      wyshes,
      total,
      policy: held?.status === 'active' ? { id: held.id, amount: held.amount } : null,
      percentCovered: latest ? shownCoveragePercent(cents(latest.amount), cents(total)) : null,
      estimate: latest
        ? {
            id: latest.id,
            amount: latest.amount,
            termDuration: latest.termDuration,
            monthlyPremium: latest.monthlyPremium,
          }
        : null,
    };
  }
  const wyshes = visitor.wyshes.map((item) => ({ id: item.id, name: item.name, amount: item.amount }));
  if (visitorInput && visitorPrice.isPending) return { status: 'pending' };
  if (visitorInput && visitorPrice.isError)
    return { status: 'error', retry: () => void visitorPrice.refetch() };
  return {
    status: 'success',
    signedIn,
    wyshes,
    total: visitor.wyshTotal,
    percentCovered: visitor.percentCovered,
    policy: null,
    estimate:
      visitorInput && visitorPrice.data
        ? {
            id: null,
            amount: visitorPrice.data.amount,
            termDuration: visitorPrice.data.termDuration,
            monthlyPremium: visitorPrice.data.monthlyPremium,
          }
        : null,
  };
}
