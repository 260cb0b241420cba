// The one writer of an invoice's status and balance: the domain's lifecycle decides (or refuses with its named
// error), this applies it to the row in the caller's transaction, which holds the invoice's lock.
import {
  transition,
  type InvoiceEvent,
  type InvoiceTransitionError,
} from '@wysh/domain/billing/invoice-lifecycle';
import { cents } from '@wysh/domain/money';
import { err, ok, type Result } from '@wysh/domain/result';
import type { DbOrTx } from '../../db/database.ts';
import { updateInvoice, type InvoiceRow } from './payments.repository.ts';

export async function moveInvoice(
  tx: DbOrTx,
  invoice: InvoiceRow,
  event: InvoiceEvent,
  at: Date,
): Promise<Result<InvoiceRow, InvoiceTransitionError>> {
  const next = transition({ status: invoice.status, balance: cents(invoice.balance) }, event);
  if (!next.ok) return err(next.error);
  if (next.value.status === invoice.status && next.value.balance === invoice.balance) return ok(invoice);
  return ok(
    await updateInvoice(tx, invoice.id, {
      status: next.value.status,
      balance: next.value.balance,
      paidAt: next.value.status === 'fully_paid' ? at : invoice.paidAt,
      updatedAt: at,
    }),
  );
}
