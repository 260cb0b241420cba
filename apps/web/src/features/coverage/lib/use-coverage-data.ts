// What the coverage pages show: the wysh List and the estimate beside it. A signed-in person's come from the
// account; a visitor's from this browser (their list, and their estimate priced again by previewEstimate).
import { readVisitorEstimate } from '../../../shared/lib/visitor-estimate';
import { useAuthStore } from '../../../shared/stores/auth';
import { useVisitorList } from '../../../shared/stores/visitor-wyshes';
import { useCoveragePreview, useInstantEstimate } from '../api/coverage';
import { DEFAULT_TERM } from './instant-estimate';

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
    };

const totalOf = (wyshes: CoverageWysh[]) => wyshes.reduce((sum, wysh) => sum + wysh.amount, 0);

export function useCoverageData(): CoverageData {
  const signedIn = useAuthStore((state) => state.authLevel !== 'unidentified');
  const account = useCoveragePreview(signedIn);
  const visitorItems = useVisitorList((state) => state.items);
  const visitorEstimate = signedIn ? null : readVisitorEstimate();
  const visitorInput =
    visitorEstimate && visitorEstimate.amount !== null
      ? {
          birthdate: visitorEstimate.birthdate,
          sex: visitorEstimate.sex,
          tobacco: visitorEstimate.tobacco,
          amount: visitorEstimate.amount,
          termDuration: visitorEstimate.termDuration ?? DEFAULT_TERM,
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
    return {
      status: 'success',
      signedIn,
      wyshes,
      total: totalOf(wyshes),
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
  const wyshes = visitorItems.map((item) => ({ id: item.id, name: item.name, amount: item.amount }));
  if (visitorInput && visitorPrice.isPending) return { status: 'pending' };
  if (visitorInput && visitorPrice.isError)
    return { status: 'error', retry: () => void visitorPrice.refetch() };
  return {
    status: 'success',
    signedIn,
    wyshes,
    total: totalOf(wyshes),
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
