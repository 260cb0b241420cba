// Saving a visitor's list to the new account: one createWyshAllocation per wysh; the saved ones leave the
// browser, a refused one stays for the next sign-in.
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../../../testing/auth';
import { answer, userError } from '../../../testing/graphql';
import { claimVisitorWyshes } from './claim-visitor-wyshes';
import { readVisitorWyshes, useVisitorList, VISITOR_WYSHES_KEY } from '../../../shared/stores/visitor-wyshes';

beforeEach(() => {
  window.localStorage.removeItem(VISITOR_WYSHES_KEY);
  useVisitorList.setState({ items: [] });
});

describe('claimVisitorWyshes', () => {
  it('saves each wysh to the account and forgets the saved ones', async () => {
    signInAs('identified');
    const { add } = useVisitorList.getState();
    add({ wyshId: 'w-1', slug: 'mortgage', name: 'Mortgage', amount: 25_000_000 });
    add({ wyshId: 'w-2', slug: 'pets', name: 'Pets', amount: 1_500_000 });
    add({ wyshId: 'w-3', slug: 'rent', name: 'Rent', amount: 3_600_000 });
    const calls = answer('CreateWyshAllocation', (variables) => {
      const { wyshId, amount } = variables.input as { wyshId: string; amount: number };
      return {
        createWyshAllocation:
          wyshId === 'w-2'
            ? {
                wyshAllocation: null,
                error: userError('VALIDATION_FAILED', 'Value is outside of the valid range'),
              }
            : { wyshAllocation: { id: `a-${wyshId}`, name: 'x', amount }, error: null },
      };
    });

    await claimVisitorWyshes(new QueryClient());

    expect(calls.map((call) => call.input)).toEqual([
      { wyshId: 'w-1', amount: 25_000_000 },
      { wyshId: 'w-2', amount: 1_500_000 },
      { wyshId: 'w-3', amount: 3_600_000 },
    ]);
    expect(readVisitorWyshes().map((item) => item.wyshId)).toEqual(['w-2']);
    expect(useVisitorList.getState().items.map((item) => item.wyshId)).toEqual(['w-2']);
  });

  it('does nothing with an empty list', async () => {
    signInAs('identified');
    const calls = answer('CreateWyshAllocation', () => ({}));
    await claimVisitorWyshes(new QueryClient());
    expect(calls).toEqual([]);
  });
});
