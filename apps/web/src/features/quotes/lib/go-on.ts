// Buying goes on with the running journey (its purchase step), or straight to the purchase flow when none runs;
// the offer chosen travels with it (shared/lib/purchase-choice).
import type { NavigateFunction } from 'react-router';
import { journeyNext } from '../../../shared/journeys/navigation';
import { choosePurchase, type PurchaseChoice } from '../../../shared/lib/purchase-choice';

export function goOnToPurchase(navigate: NavigateFunction, choice: PurchaseChoice): void {
  choosePurchase(choice);
  const next = journeyNext();
  if (next) void navigate(next.to, next.state ? { state: next.state } : undefined);
  else void navigate('/flow/purchase-policy');
}
