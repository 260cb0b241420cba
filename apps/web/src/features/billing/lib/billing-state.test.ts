import { describe, expect, it } from 'vitest';
import type { BillingInvoice, BillingPageData } from '../api/get-billing';
import { bankFailureOf, invoiceStatusWord, owedOf, showsPaymentPrompt } from './billing-state';

const invoice = (overrides: Partial<BillingInvoice> = {}): BillingInvoice => ({
  id: 'inv',
  kind: 'premium',
  status: 'fully_paid',
  amount: 2373,
  balance: 0,
  periodStart: '2026-04-24',
  periodEnd: '2026-05-23',
  dueOn: '2026-04-24',
  paidOn: '2026-04-24',
  pastDue: false,
  payments: [],
  receipt: null,
  ...overrides,
});

const data = (
  invoices: BillingInvoice[],
  owed = { invoicesPastDueBalance: 0, invoicesProcessingAmount: 0 },
): BillingPageData => ({
  userPolicy: {
    id: 'policy-1',
    label: 'WT000000017',
    status: 'active',
    lapsesAt: null,
    monthlyPremium: 2373,
    annualPremium: 26000,
    accountsProduct: {
      id: 'policy-1',
      name: 'Term Life Insurance',
      amount: 2373,
      billingFrequency: 'monthly',
      nextPayment: null,
    },
    invoices,
  },
  activePaymentMethod: null,
  currentUser: {
    activeConstellations: [
      { businessSlug: 'wysh-insurance', activeInsuranceMembership: { id: 'm1', ...owed } },
    ],
  },
  profile: { firstName: 'Ada', lastName: 'Lovelace' },
});

describe('what the billing page says is owed', () => {
  it('is past due when any premium is, paying them oldest first', () => {
    const owed = owedOf(
      data(
        [
          invoice({ id: 'may', status: 'failed', balance: 2373, dueOn: '2026-05-24', pastDue: true }),
          invoice({ id: 'apr', status: 'retryable', balance: 2373, dueOn: '2026-04-24', pastDue: true }),
          invoice({ id: 'mar' }),
        ],
        { invoicesPastDueBalance: 4746, invoicesProcessingAmount: 2373 },
      ),
    );
    expect(owed).toEqual({
      standing: 'past_due',
      pastDueIds: ['apr', 'may'],
      pastDueBalance: 4746,
      processingAmount: 2373,
    });
  });

  it('is processing only when nothing is past due and a payment is in flight', () => {
    const owed = owedOf(
      data([invoice({ status: 'processing', balance: 2373 })], {
        invoicesPastDueBalance: 0,
        invoicesProcessingAmount: 2373,
      }),
    );
    expect(owed.standing).toBe('processing');
    expect(owedOf(data([invoice()])).standing).toBe('current');
  });
});

describe("an invoice's status in words", () => {
  it('says past due before anything else, then names each status', () => {
    expect(invoiceStatusWord({ status: 'failed', pastDue: true })).toBe('pastDue');
    expect(
      (['fully_paid', 'processing', 'failed', 'retryable', 'short_paid', 'void', 'created'] as const).map(
        (status) => invoiceStatusWord({ status, pastDue: false }),
      ),
    ).toEqual(['paid', 'processing', 'failed', 'retrying', 'partlyPaid', 'void', 'due']);
  });
});

describe("the account area's payment prompt", () => {
  const policy = (status: string, invoices: BillingInvoice[]) => ({ ...data(invoices).userPolicy!, status });

  it('shows while the latest invoice of a policy in force is not paid in full', () => {
    const late = invoice({ id: 'may', status: 'failed', balance: 2373, pastDue: true });
    expect(showsPaymentPrompt(policy('grace', [late, invoice()]))).toBe(true);
    expect(showsPaymentPrompt(policy('active', [invoice({ status: 'processing', balance: 2373 })]))).toBe(
      true,
    );
    // No payment yet at all.
    expect(showsPaymentPrompt(policy('active', []))).toBe(true);
  });

  it('hides when the latest invoice is paid, for a policy not in force, and without a policy', () => {
    expect(showsPaymentPrompt(policy('active', [invoice(), invoice({ status: 'failed' })]))).toBe(false);
    expect(showsPaymentPrompt(policy('lapsed', [invoice({ status: 'void', pastDue: false })]))).toBe(false);
    expect(showsPaymentPrompt(policy('pending', [invoice({ status: 'created' })]))).toBe(false);
    expect(showsPaymentPrompt({ ...policy('active', []), id: '' })).toBe(false);
    expect(showsPaymentPrompt(null)).toBe(false);
  });
});

describe('a bank debit that came back', () => {
  const bank = {
    id: 'pm-bank',
    source: 'bank_account',
    name: 'Plaid Checking',
    description: 'First Platypus Bank checking account ending in 0000',
    bankAccount: {
      bankName: 'First Platypus Bank',
      accountType: 'checking',
      mask: '0000',
      plaidAccountId: 'acc-1',
      debitsStoppedCode: null,
    },
    card: null,
  };
  const debit = (status: string, returnCode: string | null) => ({
    id: 'p',
    status,
    amount: 2373,
    returnCode,
  });
  const withBank = (invoices: BillingInvoice[]) => ({ ...data(invoices), activePaymentMethod: bank });

  it('names the past-due premiums whose last debit failed or was returned, with the newest code', () => {
    const failure = bankFailureOf(
      withBank([
        invoice({
          id: 'may',
          status: 'failed',
          balance: 2373,
          dueOn: '2026-05-24',
          pastDue: true,
          payments: [debit('failed', 'R01')],
        }),
        invoice({
          id: 'apr',
          status: 'failed',
          balance: 2373,
          dueOn: '2026-04-24',
          pastDue: true,
          payments: [debit('succeeded', null), debit('returned', 'R10')],
        }),
        invoice({ id: 'mar', payments: [debit('succeeded', null)] }),
      ]),
    );
    expect(failure).toEqual({ amount: 4746, returnCode: 'R01' });
  });

  it('is nothing while a debit is in flight, when a card declined, or once the method is a card', () => {
    const processing = invoice({
      status: 'processing',
      balance: 2373,
      payments: [debit('processing', null)],
    });
    expect(bankFailureOf(withBank([processing]))).toBeNull();
    const declined = invoice({
      status: 'failed',
      balance: 2373,
      pastDue: true,
      payments: [debit('failed', null)],
    });
    expect(bankFailureOf(withBank([declined]))).toBeNull();
    const returned = invoice({
      status: 'failed',
      balance: 2373,
      pastDue: true,
      payments: [debit('failed', 'R01')],
    });
    expect(bankFailureOf(data([returned]))).toBeNull();
  });
});
