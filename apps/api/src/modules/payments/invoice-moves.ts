// The one writer of an invoice's status and balance: the domain's lifecycle decides (or refuses with its named
// error), this applies it to the row in the caller's transaction, which holds the invoice's lock, and writes the
// move into the invoice's history (invoice_events).
import { randomUUID } from 'node:crypto';
import {
  transition,
  type InvoiceEvent,
  type InvoiceTransitionError,
} from '@wysh/domain/billing/invoice-lifecycle';
import { cents } from '@wysh/domain/money';
import { err, ok, type Result } from '@wysh/domain/result';
import type { DbOrTx } from '../../db/database.ts';
import { recordInvoiceEvents, updateInvoice, type InvoiceRow } from './payments.repository.ts';

export async function moveInvoice(
  tx: DbOrTx,
  invoice: InvoiceRow,
  event: InvoiceEvent,
  at: Date,
  details: Record<string, string> = {},
): Promise<Result<InvoiceRow, InvoiceTransitionError>> {
  const next = transition({ status: invoice.status, balance: cents(invoice.balance) }, event);
  if (!next.ok) return err(next.error);
  const unchanged = next.value.status === invoice.status && next.value.balance === invoice.balance;
  const row = unchanged
    ? invoice
    : await updateInvoice(tx, invoice.id, {
        status: next.value.status,
        balance: next.value.balance,
        // A debit its bank returned leaves the invoice owed again: no longer paid.
        paidAt:
          next.value.status === 'fully_paid' ? at : event.type === 'charge_returned' ? null : invoice.paidAt,
        updatedAt: at,
      });
  await recordInvoiceEvents(tx, [
    {
      id: randomUUID(),
      invoiceId: invoice.id,
      event: event.type,
      fromStatus: invoice.status,
      toStatus: row.status,
      balance: row.balance,
      details,
      occurredAt: at,
    },
  ]);
  return ok(row);
}
