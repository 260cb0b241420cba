import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
  paidOn: '2026-03-24',
  pastDue: false,
  receipt: null,
};
const late = {
  ...paid,
  id: 'inv-2',
  kind: 'premium',
  status: 'failed',
  balance: 2373,
  periodStart: '2026-04-24',
  periodEnd: '2026-05-23',
  dueOn: '2026-04-24',
  paidOn: null,
  pastDue: true,
};

const billing = ({ invoices = [late, paid], pastDue = 2373, status = 'grace' } = {}) => ({
  userPolicy: {
    id: 'policy-1',
    label: 'WT000000017',
    status,
    lapsesAt: '2026-05-25',
    monthlyPremium: 2373,
    annualPremium: 26000,
    accountsProduct: {
      id: 'policy-1',
      name: 'Term Life Insurance',
      amount: 2373,
      billingFrequency: 'monthly',
      nextPayment: { date: '2026-04-24', estimated: false },
    },
    invoices,
  },
  activePaymentMethod: {
    id: 'pm-1',
    source: 'credit_card',
    card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2031 },
  },
  currentUser: {
    activeConstellations: [
      {
        businessSlug: 'wysh-insurance',
        activeInsuranceMembership: { id: 'm1', invoicesPastDueBalance: pastDue, invoicesProcessingAmount: 0 },
      },
    ],
  },
  profile: { firstName: 'Ann', lastName: 'Lee' },
});

const payments = (transactionResult: string, reason: string | null = null) => ({
  createMultiplePayments: {
    payments: {
      billingAttemptedAmount: 2373,
      transactionResult,
      paymentMethod: { source: 'credit_card', card: { brand: 'visa', last4: '4242' } },
      processed: [{ invoiceId: 'inv-2', amount: 2373, transactionResult, reason }],
    },
    error: null,
  },
});

describe("/account's payment prompt", () => {
  it('names what is past due and the lapse date, and pays it with the Settings billing success modal', async () => {
    signInAs('verified');
    let paidUp = false;
    answer('BillingPage', () =>
      paidUp
        ? billing({
            invoices: [{ ...late, status: 'fully_paid', balance: 0, pastDue: false }, paid],
            pastDue: 0,
          })
        : billing(),
    );
    const sent = answer('CreateMultiplePayments', () => {
      paidUp = true;
      return payments('success');
    });
    const { user } = renderApp('/account');
    const prompt = await screen.findByRole('region', { name: 'Past due' });
    expect(prompt).toHaveTextContent('$23.73 is past due');
    expect(prompt).toHaveTextContent(
      'Your policy will be cancelled if payment is not received by May 25, 2026.',
    );
    expect(prompt).toHaveTextContent('Paying now charges your Visa ending in 4242.');
    await user.click(within(prompt).getByRole('button', { name: 'PAY NOW' }));
    const success = await screen.findByRole('dialog', { name: 'Payment received' });
    expect(success).toHaveTextContent('We received your payment of $23.73 from your Visa ending in 4242.');
    expect(sent).toEqual([{ input: { invoiceIds: ['inv-2'] } }]);
    // Paid: the prompt goes, and the success modal closes itself.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Past due' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 4000 });
  });

  it('offers to update the card on the billing page when the payment is declined', async () => {
    signInAs('verified');
    answer('BillingPage', () => billing());
    answer('CreateMultiplePayments', () => payments('failed', 'Your card was declined.'));
    const { user, router } = renderApp('/account');
    const prompt = await screen.findByRole('region', { name: 'Past due' });
    await user.click(within(prompt).getByRole('button', { name: 'PAY NOW' }));
    const failure = await screen.findByRole('dialog', { name: "Your payment didn't go through" });
    expect(failure).toHaveTextContent("We couldn't charge $23.73 to your Visa ending in 4242.");
    expect(failure).toHaveTextContent('Your card was declined.');
    await user.click(within(failure).getByRole('button', { name: 'UPDATE CARD' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/insurance/billing'));
    // The billing page opens with the card form, without the past-due warning first.
    expect(await screen.findByRole('region', { name: 'Payment method' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'SAVE CARD' });
    expect(screen.queryByRole('dialog', { name: 'Your payment is past due' })).not.toBeInTheDocument();
  });

  it('shows nothing when the latest premium is paid, the policy lapsed, or there is no policy', async () => {
    signInAs('verified');
    answer('BillingPage', () => billing({ invoices: [paid], pastDue: 0, status: 'active' }));
    const first = renderApp('/account');
    await screen.findByText('Hi, Ann');
    await screen.findByRole('link', { name: /Billing/ });
    expect(screen.queryByRole('region', { name: 'Past due' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'PAY NOW' })).not.toBeInTheDocument();
    first.unmount();

    answer('BillingPage', () => billing({ status: 'lapsed' }));
    renderApp('/account');
    await screen.findByText('Hi, Ann');
    expect(screen.queryByRole('button', { name: 'PAY NOW' })).not.toBeInTheDocument();
  });
});
