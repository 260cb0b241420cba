// Whether the support chat panel is open. Every "CHAT WITH US" opens the one panel the app shell shows.
import { create } from 'zustand';
import { closeModal } from './modal';

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

/** Opens the support chat panel (for a button's onClick), in place of a modal that offered it. */
export const openChat = () => {
  closeModal();
  useChatStore.getState().openChat();
};

/** Closes the support chat panel (a link inside it that leads to another page). */
export const closeChat = () => useChatStore.getState().closeChat();
