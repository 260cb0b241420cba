// The one writer of a payment's status: the domain's lifecycle decides (or refuses with its named error), this
// applies it in the caller's transaction, which holds the payment's lock, with what the move records: the
// provider's id for it, the failure's code and words, the bank's return code.
import {
  transitionPayment,
  type PaymentEvent,
  type PaymentTransitionError,
} from '@wysh/domain/payments/payment-lifecycle';
import { ok, type Result } from '@wysh/domain/result';
import type { DbOrTx } from '../../db/database.ts';
import { updatePayment, type PaymentRow } from './payments.repository.ts';

export async function movePayment(
  tx: DbOrTx,
  payment: PaymentRow,
  event: PaymentEvent,
  recorded: Omit<Partial<PaymentRow>, 'id' | 'status'> = {},
): Promise<Result<PaymentRow, PaymentTransitionError>> {
  const next = transitionPayment(payment.status, event);
  if (!next.ok) return next;
  return ok(await updatePayment(tx, payment.id, { ...recorded, status: next.value }));
}
