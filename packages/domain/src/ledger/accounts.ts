// The chart of accounts of the double-entry ledger: every account a posting may name, its kind, and what a cent
// on it means. Amounts are signed cents, a debit positive and a credit negative, so every transaction sums to
// zero; an asset's balance is normally positive (a debit balance), a liability's or an income's negative.

export type AccountKind = 'asset' | 'liability' | 'income';

export const LEDGER_ACCOUNTS = [
  'receivable',
  'card_clearing',
  'bank_clearing',
  'unapplied_cash',
  'refunds_payable',
  'premium_written',
  'interest_income',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export const CHART_OF_ACCOUNTS: Readonly<Record<LedgerAccount, { kind: AccountKind; words: string }>> = {
  receivable: {
    kind: 'asset',
    words:
      'Premium billed and not yet paid, per invoice: an invoice’s balance is the sum of its receivable entries.',
  },
  card_clearing: {
    kind: 'asset',
    words: 'Money the card provider took for us (or gave back for us) and has not yet paid out to the bank.',
  },
  bank_clearing: {
    kind: 'asset',
    words:
      'Money settled bank debits (ACH) collected for us and not yet in the bank, less debits returned after settlement: the same as card_clearing, by bank. A debit still processing is not on it.',
  },
  unapplied_cash: {
    kind: 'liability',
    words: 'Money received that no invoice could take (its invoice void, its policy withdrawn): owed back.',
  },
  refunds_payable: {
    kind: 'liability',
    words: 'Premium already applied that we decided to give back, until the refund is sent.',
  },
  // Written premium income: the premium of every invoice issued, less what was voided or given back. It is not
  // split into unearned and earned: that split needs a transfer every day (or period) for every invoice, and the
  // unearned part on any date follows from the invoices' periods, so reporting can derive it when it is needed.
  premium_written: {
    kind: 'income',
    words: 'Premium written: billed on invoices, less invoices voided and premium refunded.',
  },
  interest_income: {
    kind: 'income',
    words:
      'Interest charged on overdue premium (an underwritten reinstatement’s invoice), less interest voided.',
  },
};
