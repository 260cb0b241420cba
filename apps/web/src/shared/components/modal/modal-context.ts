// What the modal host tells the open modal: whether it is (still) open and how to close it.
import { createContext, useContext } from 'react';

export interface ModalContextValue {
  isOpen: boolean;
  isDismissable: boolean;
  close: () => void;
}

export const ModalContext = createContext<ModalContextValue | null>(null);

export function useModalContext(): ModalContextValue {
  const value = useContext(ModalContext);
  if (!value) throw new Error('A modal must be rendered by the modal host');
  return value;
}
