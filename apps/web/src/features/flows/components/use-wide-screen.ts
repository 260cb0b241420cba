// Whether the screen is at least `minWidth` px wide (phones first: false where matchMedia is missing).
import { useSyncExternalStore } from 'react';

export function useWideScreen(minWidth = 520): boolean {
  const query = `(min-width: ${minWidth}px)`;
  return useSyncExternalStore(
    (notify) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
