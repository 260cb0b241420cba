// Buying goes on with the running journey (its purchase step), or to the insurance home when none runs.
import type { NavigateFunction } from 'react-router';
import { journeyNext } from '../../../shared/journeys/navigation';

export function goOnToPurchase(navigate: NavigateFunction): void {
  const next = journeyNext();
  if (next) void navigate(next.to, next.state ? { state: next.state } : undefined);
  else void navigate('/products/insurance');
}
