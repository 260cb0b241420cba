// Once a visitor creates an account or signs in, the estimate they got without one is saved to the account
// (updatePrequalificationInformation, then createEstimate), so nothing is lost; then the browser forgets it.
import type { QueryClient } from '@tanstack/react-query';
import { TERM_LIFE_COVER } from '@wysh/domain/pricing/premiums';
import { createEstimate, updatePrequalificationInformation } from '../api/estimates';
import { forgetVisitorEstimate, readVisitorEstimate } from '../../../shared/lib/visitor-estimate';

const DEFAULT_TERM = 20;
let claiming: Promise<void> | null = null;

export function claimVisitorEstimate(queryClient: QueryClient): Promise<void> {
  claiming ??= claim(queryClient).finally(() => {
    claiming = null;
  });
  return claiming;
}

async function claim(queryClient: QueryClient): Promise<void> {
  const visitor = readVisitorEstimate();
  if (!visitor) return;
  try {
    await updatePrequalificationInformation({
      birthdate: visitor.birthdate,
      sex: visitor.sex,
      tobacco: visitor.tobacco,
    });
    await createEstimate({
      amount: visitor.amount ?? TERM_LIFE_COVER.min,
      termDuration: visitor.termDuration ?? DEFAULT_TERM,
      termUnit: 'year',
    });
    forgetVisitorEstimate();
    await queryClient.invalidateQueries({ queryKey: ['viewer', 'estimates'] });
  } catch {
    // Kept for the next sign-in: an answer the account refuses (an age now out of range) stays a visitor's.
  }
}
