// Once a visitor creates an account or signs in, the estimate they got without one is saved to the account
// (updatePrequalificationInformation, then createEstimate), so nothing is lost; then the browser forgets it.
import type { QueryClient } from '@tanstack/react-query';
import { createEstimate, updatePrequalificationInformation } from '../api/estimates';
import { useVisitorEstimate } from '../../../shared/stores/visitor-estimate';

let claiming: Promise<void> | null = null;

export function claimVisitorEstimate(queryClient: QueryClient): Promise<void> {
  claiming ??= claim(queryClient).finally(() => {
    claiming = null;
  });
  return claiming;
}

async function claim(queryClient: QueryClient): Promise<void> {
  const visitor = useVisitorEstimate.getState().estimate;
  if (!visitor) return;
  try {
    await updatePrequalificationInformation({
      birthdate: visitor.birthdate,
      sex: visitor.sex,
      tobacco: visitor.tobacco,
    });
    // The cover and term the visitor saw (the store keeps them within the filed limits).
    await createEstimate({ amount: visitor.amount, termDuration: visitor.termDuration, termUnit: 'year' });
    useVisitorEstimate.getState().forget();
    await queryClient.invalidateQueries({ queryKey: ['viewer', 'estimates'] });
  } catch {
    // Kept for the next sign-in: an answer the account refuses (an age now out of range) stays a visitor's.
  }
}
