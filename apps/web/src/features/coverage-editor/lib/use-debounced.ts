import { useEffect, useState } from 'react';

/** `value`, once it has stayed the same for `ms` (spec 000 §4: re-price 500 ms after the last move). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
