// The wysh List the builder shows: a signed-in person's allocations from the API, a visitor's from the browser.
// Both answer the same items, and add and remove the same way.
import { useAuthStore } from '../../../shared/stores/auth';
import {
  useCreateWyshAllocation,
  useDecommissionWyshAllocation,
  useMyWyshAllocations,
} from '../api/allocations';
import { useVisitorList } from '../../../shared/stores/visitor-wyshes';

export interface WyshListItem {
  id: string;
  wyshId: string;
  slug: string;
  name: string;
  /** Cents; null counts as 0. */
  amount: number | null;
}

export interface WyshList {
  signedIn: boolean;
  status: 'pending' | 'error' | 'success';
  items: WyshListItem[];
  refetch: () => void;
  /** Adds a wysh; answers the new item's id. */
  add: (wysh: { id: string; slug: string; defaultName: string }, amount: number) => Promise<string>;
  remove: (id: string) => Promise<void>;
  adding: boolean;
  removing: boolean;
}

export function useWyshList(): WyshList {
  const signedIn = useAuthStore((state) => state.authLevel !== 'unidentified');
  const visitor = useVisitorList();
  const allocations = useMyWyshAllocations(signedIn);
  const create = useCreateWyshAllocation();
  const decommission = useDecommissionWyshAllocation();

  if (!signedIn) {
    return {
      signedIn,
      status: 'success',
      items: visitor.items,
      refetch: () => undefined,
      add: async (wysh, amount) =>
        visitor.add({ wyshId: wysh.id, slug: wysh.slug, name: wysh.defaultName, amount }).id,
      remove: async (id) => visitor.remove(id),
      adding: false,
      removing: false,
    };
  }
  return {
    signedIn,
    status: allocations.status,
    items: (allocations.data ?? []).map((allocation) => ({
      id: allocation.id,
      wyshId: allocation.wysh.id,
      slug: allocation.wysh.slug,
      name: allocation.name,
      amount: allocation.amount ?? null,
    })),
    refetch: () => void allocations.refetch(),
    add: async (wysh, amount) => {
      const payload = await create.mutateAsync({ wyshId: wysh.id, amount });
      return payload.wyshAllocation?.id ?? '';
    },
    remove: async (id) => {
      await decommission.mutateAsync(id);
    },
    adding: create.isPending,
    removing: decommission.isPending,
  };
}
