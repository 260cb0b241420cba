// Leaving the editor with unsaved changes asks first (ExitWithoutSavingModal): leaving goes on; staying keeps
// the choice on the sliders. Changing the billing frequency (the route's last segment) stays in the editor; a
// save lets the editor go without asking.
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { openModal, useModalStore } from '../../../shared/stores/modal';

const EDITOR_PATH = '/edit-coverage/';

export function useExitGuard(unsaved: boolean): { release: () => void } {
  const guarded = useRef(unsaved);
  useEffect(() => {
    guarded.current = unsaved;
  }, [unsaved]);
  const blocker = useBlocker(
    ({ nextLocation }) => guarded.current && !nextLocation.pathname.startsWith(EDITOR_PATH),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    openModal('ExitWithoutSavingModal', { onConfirm: () => blocker.proceed() });
    // Staying: the modal closed without leaving.
    return useModalStore.subscribe((state) => {
      if (state.name === null && blocker.state === 'blocked') blocker.reset();
    });
  }, [blocker]);
  const release = useCallback(() => {
    guarded.current = false;
  }, []);
  return { release };
}
