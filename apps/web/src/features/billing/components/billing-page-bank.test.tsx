// The billing page when premiums come from a linked bank account (issue 25 items 3 and 5): the account named by
// bank, account and mask; choosing another linked account; a debit in flight; a debit that came back, with the
// failure modal and the way to a card; an account whose bank stopped debits.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEBIT_AUTHORIZATION_VERSION, debitAuthorizationText } from '@wysh/domain/ach/debit-authorization';
import { signInAs } from '../../../testing/auth';
import { answer } from '../../../testing/graphql';
import { renderApp } from '../../../testing/render-app';

const paid = {
  id: 'inv-1',
  kind: 'first_premium',
  status: 'fully_paid',
  amount: 2373,
  balance: 0,
  periodStart: '2026-03-24',
  periodEnd: '2026-04-23',
  dueOn: '2026-03-24',
  paidOn: '2026-03-24' as string | null,
  pastDue: false,
  payments: [{ id: 'p-1', status: 'succeeded', amount: 2373, returnCode: null as string | null }],
  receipt: null,
};
const renewal = {
  ...paid,
  id: 'inv-2',
  kind: 'premium',
  periodStart: '2026-04-24',
  periodEnd: '2026-05-23',
  dueOn: '2026-04-24',
  paidOn: null,
};

const checking = (debitsStoppedCode: string | null = null) => ({
  id: 'pm-bank',
  source: 'bank_account',
  name: 'Plaid Checking',
  description: 'First Platypus Bank checking account ending in 0000',
  bankAccount: {
    bankName: 'First Platypus Bank',
    accountType: 'checking',
    mask: '0000',
    plaidAccountId: 'acc-checking',
    debitsStoppedCode,
  },
  card: null,
});

const page = ({
  invoices = [paid] as Array<typeof paid>,
  pastDue = 0,
  processing = 0,
  method = checking() as ReturnType<typeof checking> | null,
} = {}) => ({
  userPolicy: {
    id: 'policy-1',
    label: 'WT000000017',
    status: pastDue ? 'grace' : 'active',
    lapsesAt: pastDue ? '2026-05-25' : null,
    monthlyPremium: 2373,
    annualPremium: 26000,
    accountsProduct: {
      id: 'policy-1',
      name: 'Term Life Insurance',
      amount: 2373,
      billingFrequency: 'monthly',
      nextPayment: { date: '2026-05-24', estimated: true },
    },
    invoices,
  },
  activePaymentMethod: method,
  currentUser: {
    activeConstellations: [
      {
        businessSlug: 'wysh-insurance',
        activeInsuranceMembership: {
          id: 'm1',
          invoicesPastDueBalance: pastDue,
          invoicesProcessingAmount: processing,
        },
      },
    ],
  },
  profile: { firstName: 'Ivy', lastName: 'Insufficient' },
});

const plaidItems = () => ({
  plaidItems: [
    {
      id: 'item-1',
      status: 'active',
      plaidInstitution: { id: 'ins_109508', name: 'First Platypus Bank' },
      plaidAccounts: [
        {
          id: 'acc-checking',
          name: 'Plaid Checking',
          mask: '0000',
          accountType: 'depository',
          subtype: 'checking',
        },
        {
          id: 'acc-saving',
          name: 'Plaid Saving',
          mask: '1111',
          accountType: 'depository',
          subtype: 'savings',
        },
      ],
    },
  ],
});

describe('/products/insurance/billing with a bank account', () => {
  it('names the account premiums come from, offers the other linked account, and goes back to a card', async () => {
    signInAs('verified');
    let method = checking();
    answer('BillingPage', () => page({ method }));
    answer('PlaidItems', plaidItems);
    const chosen = answer('PayFromAccount', () => {
      method = {
        ...checking(),
        id: 'pm-saving',
        name: 'Plaid Saving',
        bankAccount: {
          ...checking().bankAccount,
          accountType: 'savings',
          mask: '1111',
          plaidAccountId: 'acc-saving',
        },
      };
      return {
        createPaymentMethod: {
          paymentMethod: {
            id: 'pm-saving',
            name: 'Plaid Saving',
            bankAccount: { bankName: 'First Platypus Bank', mask: '1111', plaidAccountId: 'acc-saving' },
          },
          error: null,
        },
      };
    });
    const { user } = renderApp('/products/insurance/billing');

    const panel = await screen.findByRole('region', { name: 'Payment method' });
    expect(panel).toHaveTextContent('Bank accountFirst Platypus Bank Plaid Checking ••0000');
    expect(panel).toHaveTextContent('Account typeChecking');
    expect(within(panel).queryByRole('button', { name: 'REPLACE CARD' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'ADD A CARD' })).toBeEnabled();

    const banks = screen.getByRole('region', { name: 'Bank accounts' });
    const accounts = await within(banks).findAllByRole('listitem');
    expect(accounts[1]).toHaveTextContent('Plaid Checking ending in 0000 · CheckingPays your premiums');
    expect(
      within(banks).queryByRole('button', {
        name: 'Pay premiums from First Platypus Bank Plaid Checking ending in 0000',
      }),
    ).not.toBeInTheDocument();
    const saving = within(banks).getByRole('button', {
      name: 'Pay premiums from First Platypus Bank Plaid Saving ending in 1111',
    });
    // The debit authorization first, in the purchase's words: CANCEL changes nothing.
    await user.click(saving);
    let agree = await screen.findByRole('dialog', {
      name: 'Pay premiums from First Platypus Bank Plaid Saving ••1111?',
    });
    await user.click(within(agree).getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(chosen).toEqual([]);

    await user.click(saving);
    agree = await screen.findByRole('dialog', {
      name: 'Pay premiums from First Platypus Bank Plaid Saving ••1111?',
    });
    const confirm = within(agree).getByRole('button', { name: 'PAY PREMIUMS FROM THIS ACCOUNT' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription(
      'Agree to the debit authorization to pay premiums from this account.',
    );
    const box = within(agree).getByRole('checkbox', { name: /^I agree to this debit authorization:/ });
    expect(box).toHaveAccessibleDescription(
      debitAuthorizationText({ bankName: 'First Platypus Bank', accountType: 'savings', mask: '1111' }),
    );
    await user.click(box);
    await user.click(confirm);
    expect(await within(banks).findByRole('status')).toHaveTextContent(
      'Your premiums are paid from First Platypus Bank Plaid Saving ••1111 from now on.',
    );
    expect(chosen).toEqual([
      {
        input: {
          source: 'bank_account',
          plaidAccountId: 'acc-saving',
          debitAuthorizationVersion: DEBIT_AUTHORIZATION_VERSION,
        },
      },
    ]);
    await waitFor(() =>
      expect(panel).toHaveTextContent(
        'Bank accountFirst Platypus Bank Plaid Saving ••1111Account typeSavings',
      ),
    );
    await waitFor(() =>
      expect(within(banks).getAllByRole('listitem')[2]).toHaveTextContent('Pays your premiums'),
    );

    // Back to a card: ADD A CARD opens the card field.
    await user.click(within(panel).getByRole('button', { name: 'ADD A CARD' }));
    expect(await within(panel).findByRole('textbox', { name: 'Name on card' })).toBeInTheDocument();
  });

  it("shows a debit in flight as processing, in the spec's words, never as paid or failed", async () => {
    signInAs('verified');
    const inFlight = {
      ...renewal,
      status: 'processing',
      balance: 2373,
      payments: [{ id: 'p-2', status: 'processing', amount: 2373, returnCode: null }],
    };
    answer('BillingPage', () => page({ invoices: [inFlight, paid], processing: 2373 }));
    answer('PlaidItems', plaidItems);
    renderApp('/products/insurance/billing');
    const processing = await screen.findByRole('region', { name: 'Payment processing' });
    expect(processing).toHaveTextContent(
      'A payment of $23.73 is processing.' +
        'It is being debited from your First Platypus Bank Plaid Checking ••0000.' +
        'Payments take up to 5 business days to process.',
    );
    const history = within(screen.getByRole('region', { name: 'Billing history' })).getAllByRole('listitem');
    expect(history[0]).toHaveTextContent('StatusProcessingPaid onNot paid');
    expect(screen.queryByRole('region', { name: 'Past due' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the failure modal for a debit the bank returned, naming amount, bank and mask; ADD A CARD opens the card field', async () => {
    signInAs('verified');
    const returned = {
      ...renewal,
      status: 'failed',
      balance: 2373,
      pastDue: true,
      payments: [{ id: 'p-2', status: 'failed', amount: 2373, returnCode: 'R01' }],
    };
    answer('BillingPage', () => page({ invoices: [returned, paid], pastDue: 2373 }));
    answer('PlaidItems', plaidItems);
    const { user } = renderApp('/products/insurance/billing');

    const failure = await screen.findByRole('dialog', { name: "Your payment didn't go through" });
    expect(failure).toHaveTextContent(
      "We couldn't charge $23.73 to your First Platypus Bank Plaid Checking ••0000." +
        'Your bank returned the payment: Insufficient funds (R01).' +
        'Pay with a card instead, or try again.',
    );
    expect(screen.queryByRole('dialog', { name: 'Your payment is past due' })).not.toBeInTheDocument();
    await user.click(within(failure).getByRole('button', { name: 'ADD A CARD' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const owed = screen.getByRole('region', { name: 'Past due' });
    expect(owed).toHaveTextContent('Paying now charges your First Platypus Bank Plaid Checking ••0000.');
    expect(
      within(screen.getByRole('region', { name: 'Billing history' })).getAllByRole('listitem')[0],
    ).toHaveTextContent('StatusPast due');

    const panel = screen.getByRole('region', { name: 'Payment method' });
    expect(await within(panel).findByRole('textbox', { name: 'Name on card' })).toBeInTheDocument();
  });

  it('says an account whose bank stopped debits takes nothing more, and asks for another method', async () => {
    signInAs('verified');
    const returned = {
      ...renewal,
      status: 'failed',
      balance: 2373,
      pastDue: true,
      payments: [{ id: 'p-2', status: 'failed', amount: 2373, returnCode: 'R02' }],
    };
    answer('BillingPage', () => page({ invoices: [returned, paid], pastDue: 2373, method: checking('R02') }));
    answer('PlaidItems', plaidItems);
    const { user } = renderApp('/products/insurance/billing');
    const failure = await screen.findByRole('dialog', { name: "Your payment didn't go through" });
    expect(failure).toHaveTextContent('Your bank returned the payment: Account closed (R02).');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const panel = screen.getByRole('region', { name: 'Payment method' });
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      "Your bank returned a payment from this account (R02), so we can't take payments from it any more. " +
        'Please add a card or link another account.',
    );
    expect(
      within(screen.getByRole('region', { name: 'Past due' })).getByRole('button', { name: 'PAY NOW' }),
    ).toBeDisabled();
  });
});
