// The wyshes added since the builder opened: CancelAddedWyshesModal offers to take them off again on leaving.
import { create } from 'zustand';

interface AddedThisVisit {
  ids: string[];
  record: (id: string) => void;
  clear: () => void;
}

export const useAddedThisVisit = create<AddedThisVisit>()((set) => ({
  ids: [],
  record: (id) => set((state) => ({ ids: [...state.ids, id] })),
  clear: () => set({ ids: [] }),
}));
