// The double-entry ledger's one writer and its reconciliation. Every money event is posted through `post`, in
// the transaction of the use case that made it: a header (ledger_transactions) and the entries the domain's
// postings() computes for the event, which sum to zero. `reconcile` (the daily ledger.reconcile job) checks
// the ledger against the invoices: each invoice's balance must equal its receivable, and each transaction sum
// to zero. A difference is a fault of ours; it is reported, never repaired here. Each run is recorded
// (ledger_reconciliations: when, invoices checked, differences found) for the operator's view.
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { postings, type LedgerEvent } from '@wysh/domain/ledger/postings';
import type { Db, DbOrTx } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import {
  insertReconciliation,
  insertTransactions,
  latestReconciliation,
  receivablesOf,
  unbalancedTransactionsOf,
  type LedgerEntryRow,
  type LedgerReconciliationRow,
  type LedgerTransactionRow,
} from './ledger.repository.ts';

export type LedgerReconciliationView = LedgerReconciliationRow;

/** What a money event concerns, and when it happened (the use case's clock). */
export type LedgerRefs = {
  at: Date;
  userId: string;
  invoiceId: string;
  paymentId?: string | null;
  refundId?: string | null;
  /** Ids and codes that explain the event; never personal data. */
  memo?: Record<string, string>;
};

export type LedgerDifference =
  | { kind: 'invoice_balance'; invoiceId: string; balance: number; receivable: number }
  | { kind: 'transaction_unbalanced'; transactionId: string; invoiceId: string; sum: number };

/** How many invoices one reconciling read covers (each page is read in one snapshot). */
const PAGE = 1_000;
/** How many differences the error log names; the count says how many there were. */
const LOGGED = 100;

export function createLedgerService(deps: {
  db: Db;
  logger: Logger;
  clock: Clock;
  /** Every invoice's balance, a page at a time in id order (payments). */
  invoices: {
    balancesAfter(
      tx: DbOrTx,
      afterId: string | null,
      limit: number,
    ): Promise<Array<{ id: string; balance: number }>>;
  };
}) {
  const { db, logger } = deps;

  /**
   * One page of invoices checked against the ledger, in one snapshot: a payment settling meanwhile is seen on
   * both sides or on neither.
   */
  async function reconcilePage(afterId: string | null) {
    return db.transaction(
      async (tx) => {
        const page = await deps.invoices.balancesAfter(tx, afterId, PAGE);
        const ids = page.map((invoice) => invoice.id);
        const receivables = await receivablesOf(tx, ids);
        const differences: LedgerDifference[] = [];
        for (const { id, balance } of page) {
          const receivable = receivables.get(id) ?? 0;
          if (receivable !== balance)
            differences.push({ kind: 'invoice_balance', invoiceId: id, balance, receivable });
        }
        for (const each of await unbalancedTransactionsOf(tx, ids))
          differences.push({ kind: 'transaction_unbalanced', ...each });
        return { checked: page.length, lastId: page.at(-1)?.id ?? null, differences };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  /**
   * Writes each event's header and the entries postings() computes for it. An amount postings() refuses is a
   * fault of the caller's (amounts come from rows the database keeps positive), so it throws and the use case
   * rolls back.
   */
  async function postAll(
    tx: DbOrTx,
    events: ReadonlyArray<{ event: LedgerEvent; refs: LedgerRefs }>,
  ): Promise<string[]> {
    const headers: LedgerTransactionRow[] = [];
    const entries: LedgerEntryRow[] = [];
    for (const { event, refs } of events) {
      const lines = postings(event);
      if (!lines.ok) throw new Error(`${lines.error.code}: ${lines.error.message}`);
      const id = randomUUID();
      headers.push({
        id,
        event: event.type,
        occurredAt: refs.at,
        userId: refs.userId,
        invoiceId: refs.invoiceId,
        paymentId: refs.paymentId ?? null,
        refundId: refs.refundId ?? null,
        memo: refs.memo ?? {},
      });
      for (const line of lines.value)
        entries.push({
          id: randomUUID(),
          transactionId: id,
          invoiceId: refs.invoiceId,
          account: line.account,
          amount: line.amount,
        });
    }
    await insertTransactions(tx, headers, entries);
    return headers.map((header) => header.id);
  }

  return {
    /**
     * Posts a money event in the caller's transaction: its header and the entries postings() computes. Answers
     * the transaction's id.
     */
    async post(tx: DbOrTx, event: LedgerEvent, refs: LedgerRefs): Promise<string> {
      const [id] = await postAll(tx, [{ event, refs }]);
      return id!;
    },

    /** Many money events at once (a billing run's page of invoices), as `post` each, in two statements. */
    postMany: (tx: DbOrTx, events: ReadonlyArray<{ event: LedgerEvent; refs: LedgerRefs }>) =>
      postAll(tx, events),

    /**
     * Compares every invoice's balance with its receivable entries and every transaction's sum with zero, and
     * answers the differences (none, when all is well). They are logged at error level by id and amount only;
     * the run is recorded with how many invoices it checked and how many differences it found.
     */
    async reconcile(): Promise<LedgerDifference[]> {
      const differences: LedgerDifference[] = [];
      let invoices = 0;
      let afterId: string | null = null;
      for (;;) {
        const page = await reconcilePage(afterId);
        invoices += page.checked;
        differences.push(...page.differences);
        if (page.checked < PAGE) break;
        afterId = page.lastId;
      }
      if (differences.length > 0)
        logger.error(
          {
            event: 'ledger_unreconciled',
            invoices,
            count: differences.length,
            differences: differences.slice(0, LOGGED),
          },
          'The ledger disagrees with the invoices',
        );
      else logger.info({ event: 'ledger_reconciled', invoices }, 'The ledger agrees with every invoice');
      await insertReconciliation(db, {
        id: randomUUID(),
        ranAt: deps.clock.now(),
        invoicesChecked: invoices,
        differences: differences.length,
      });
      return differences;
    },

    /** The last reconciliation's result (null before the first has run). */
    latestReconciliation: (): Promise<LedgerReconciliationView | null> => latestReconciliation(db),
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
