// After sign-up or sign-in: the wysh List a visitor built in this browser is saved to the account, one
// createWyshAllocation per wysh, and forgotten here once saved. A wysh the server refuses stays in the browser.
import type { QueryClient } from '@tanstack/react-query';
import { ALLOCATIONS_KEY, createWyshAllocation } from '../api/allocations';
import { readVisitorWyshes, useVisitorList } from '../../../shared/stores/visitor-wyshes';

let claiming: Promise<void> | null = null;

export function claimVisitorWyshes(queryClient: QueryClient): Promise<void> {
  claiming ??= claim(queryClient).finally(() => {
    claiming = null;
  });
  return claiming;
}

async function claim(queryClient: QueryClient): Promise<void> {
  const items = readVisitorWyshes();
  if (items.length === 0) return;
  const saved: string[] = [];
  for (const item of items) {
    try {
      await createWyshAllocation(item.wyshId, item.amount);
      saved.push(item.id);
    } catch {
      // Kept in the browser: the next sign-in tries again.
    }
  }
  useVisitorList.getState().forget(saved);
  await queryClient.invalidateQueries({ queryKey: ALLOCATIONS_KEY });
}
