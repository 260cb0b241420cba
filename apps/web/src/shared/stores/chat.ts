// Whether the support chat panel is open. Every "CHAT WITH US" opens the one panel the app shell shows.
import { create } from 'zustand';

interface ChatState {
  open: boolean;
  openChat: () => void;
  closeChat: () => void;
}

export const useChatStore = create<ChatState>()((set) => ({
  open: false,
  openChat: () => set({ open: true }),
  closeChat: () => set({ open: false }),
}));

/** Opens the support chat panel (for a button's onClick). */
export const openChat = () => useChatStore.getState().openChat();
