import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../testing/auth';
import { answer } from '../../../testing/graphql';
import { graphql } from '../../../testing/graphql-link';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';

type Invoice = {
  id: string;
  kind: string;
  status: string;
  amount: number;
  balance: number;
  periodStart: string | null;
  periodEnd: string | null;
  dueOn: string;
  paidOn: string | null;
  pastDue: boolean;
  receipt: { id: string; pdf: { url: string } } | null;
};

const paid: Invoice = {
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
  receipt: { id: 'doc-1', pdf: { url: '/documents/doc-1.pdf?user=u1&expires=1&signature=s' } },
};
const late: Invoice = {
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
  receipt: null,
};

const page = ({ invoices = [paid], pastDue = 0, processing = 0, lapsesAt = null as string | null } = {}) => ({
  userPolicy: {
    id: 'policy-1',
    label: 'WT000000017',
    status: pastDue ? 'grace' : 'active',
    lapsesAt,
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
  activePaymentMethod: {
    id: 'pm-1',
    source: 'credit_card',
    card: { brand: 'visa', last4: '0341', expMonth: 12, expYear: 2031 },
  },
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
  profile: { firstName: 'Ada', lastName: 'Lovelace' },
});

const payments = (transactionResult: string, reason: string | null = null) => ({
  createMultiplePayments: {
    payments: {
      billingAttemptedAmount: 2373,
      transactionResult,
      paymentMethod: { source: 'credit_card', card: { brand: 'visa', last4: '0341' } },
      processed: [{ invoiceId: 'inv-2', amount: 2373, transactionResult, reason }],
    },
    error: null,
  },
});

describe('/products/insurance/billing', () => {
  it('shows the plan, the card on file and the invoice history, with nothing owed', async () => {
    signInAs('verified');
    answer('BillingPage', () => page());
    renderApp('/products/insurance/billing');
    await screen.findByRole('heading', { level: 1, name: 'Billing' });
    const plan = screen.getByRole('region', { name: 'Your plan' });
    expect(plan).toHaveTextContent('Premium$23.73');
    expect(plan).toHaveTextContent('Billing frequencyMonthly');
    expect(plan).toHaveTextContent('Next paymentMay 24, 2026');
    const method = screen.getByRole('region', { name: 'Payment method' });
    expect(method).toHaveTextContent('CardVisa ending in 0341');
    expect(method).toHaveTextContent('Expires12/2031');
    expect(within(method).getByRole('button', { name: 'REPLACE CARD' })).toBeEnabled();
    const history = screen.getByRole('region', { name: 'Billing history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Mar 24, 2026 – Apr 23, 2026DueMar 24, 2026Amount$23.73StatusPaidPaid onMar 24, 2026' +
        'Download receipt for Mar 24, 2026 – Apr 23, 2026 (PDF) (opens in a new tab)',
    ]);
    // A paid invoice's receipt opens as a PDF in a new tab.
    const receipt = within(history).getByRole('link', {
      name: 'Download receipt for Mar 24, 2026 – Apr 23, 2026 (PDF) (opens in a new tab)',
    });
    expect(receipt).toHaveAttribute('href', paid.receipt!.pdf.url);
    expect(receipt).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('region', { name: 'Past due' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('warns of the lapse date on arrival when past due, and pays now: success closes itself', async () => {
    signInAs('verified');
    let paidUp = false;
    answer('BillingPage', () =>
      paidUp
        ? page({ invoices: [{ ...late, status: 'fully_paid', balance: 0, pastDue: false }, paid] })
        : page({ invoices: [late, paid], pastDue: 2373, lapsesAt: '2026-05-25' }),
    );
    const sent = answer('CreateMultiplePayments', () => {
      paidUp = true;
      return payments('success');
    });
    const { user } = renderApp('/products/insurance/billing');

    const warning = await screen.findByRole('dialog', { name: 'Your payment is past due' });
    expect(warning).toHaveTextContent('Your past-due balance is $23.73.');
    expect(warning).toHaveTextContent(
      'Your policy will be cancelled if payment is not received by May 25, 2026.',
    );
    await user.click(within(warning).getByRole('button', { name: 'NOT NOW' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const owed = screen.getByRole('region', { name: 'Past due' });
    expect(owed).toHaveTextContent('$23.73 is past due');
    expect(owed).toHaveTextContent('Paying now charges your Visa ending in 0341.');
    const unpaid = within(screen.getByRole('region', { name: 'Billing history' })).getAllByRole(
      'listitem',
    )[0]!;
    expect(unpaid).toHaveTextContent('StatusPast duePaid onNot paid');
    // No receipt until it is paid.
    expect(within(unpaid).queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(owed).getByRole('button', { name: 'PAY NOW' }));
    const success = await screen.findByRole('dialog', { name: 'Payment received' });
    expect(success).toHaveTextContent('We received your payment of $23.73 from your Visa ending in 0341.');
    expect(sent).toEqual([{ input: { invoiceIds: ['inv-2'] } }]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Past due' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 4000 });
  });

  it('says a lapsed policy has lapsed, with nothing to pay, no card to replace and the history kept', async () => {
    signInAs('verified');
    const data = page({ invoices: [late, paid], pastDue: 2373, lapsesAt: '2026-05-25' });
    data.userPolicy.status = 'lapsed';
    answer('BillingPage', () => data);
    renderApp('/products/insurance/billing');
    const notice = await screen.findByRole('region', { name: 'Your policy has lapsed' });
    expect(notice).toHaveTextContent('Your cover ended on May 25, 2026.');
    expect(notice).toHaveTextContent(
      'You may be able to reinstate it: pay what you missed and it is active again, with the same policy number.',
    );
    expect(within(notice).getByRole('link', { name: 'REINSTATE MY POLICY' })).toHaveAttribute(
      'href',
      '/account/policy-reinstatement',
    );
    expect(within(notice).getByRole('button', { name: 'CHAT WITH US' })).toBeEnabled();
    expect(await within(notice).findByRole('link', { name: 'Call (800) 555-0100' })).toHaveAttribute(
      'href',
      'tel:+18005550100',
    );
    const plan = screen.getByRole('region', { name: 'Your plan' });
    expect(plan).toHaveTextContent('Next paymentNone scheduled');
    expect(within(plan).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Billing history' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Past due' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payment method' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'PAY NOW' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('changes to annual billing from the next payment through BillingChargeFrequencyModal', async () => {
    signInAs('verified');
    let annually = false;
    answer('BillingPage', () => {
      const data = page();
      if (annually)
        Object.assign(data.userPolicy.accountsProduct, { billingFrequency: 'annually', amount: 26000 });
      return data;
    });
    const changed = answer('UpdateBillingFrequency', () => {
      annually = true;
      return {
        updateBillingFrequency: {
          policy: {
            id: 'policy-1',
            accountsProduct: { id: 'policy-1', amount: 26000, billingFrequency: 'annually' },
          },
          error: null,
        },
      };
    });
    const { user } = renderApp('/products/insurance/billing');
    const plan = await screen.findByRole('region', { name: 'Your plan' });
    expect(plan).toHaveTextContent('Billing frequencyMonthly');
    await user.click(within(plan).getByRole('button', { name: 'Change billing frequency' }));
    const modal = await screen.findByRole('dialog', { name: 'How would you like to pay?' });
    expect(modal).toHaveTextContent('Paying once a year costs less than twelve monthly payments.');
    expect(modal).toHaveTextContent('The change starts with your next payment, on May 24, 2026.');
    await user.click(within(modal).getByRole('button', { name: 'Annually: $260.00 a year' }));
    await waitFor(() =>
      expect(changed).toEqual([{ input: { policyId: 'policy-1', billingFrequency: 'annually' } }]),
    );
    await waitFor(() => expect(plan).toHaveTextContent('Billing frequencyAnnually'));
    expect(plan).toHaveTextContent('$260.00');
  });

  it('names the amount, the card and the reason when the payment is declined', async () => {
    signInAs('verified');
    answer('BillingPage', () => page({ invoices: [late, paid], pastDue: 2373 }));
    answer('CreateMultiplePayments', () => payments('failed', 'Your card was declined.'));
    const { user } = renderApp('/products/insurance/billing');
    const warning = await screen.findByRole('dialog', { name: 'Your payment is past due' });
    // No lapse date yet: the warning still says what happens.
    expect(warning).toHaveTextContent(
      'Your policy will be cancelled if payment is not received by the end of its grace period.',
    );
    await user.click(within(warning).getByRole('button', { name: 'PAY NOW' }));
    const failure = await screen.findByRole('dialog', { name: "Your payment didn't go through" });
    expect(failure).toHaveTextContent("We couldn't charge $23.73 to your Visa ending in 0341.");
    expect(failure).toHaveTextContent('Your card was declined.');
    expect(within(failure).getByRole('button', { name: 'UPDATE CARD' })).toBeInTheDocument();
    expect(within(failure).getByRole('button', { name: 'TRY AGAIN' })).toBeInTheDocument();
  });

  it('says a payment is processing, and shows PaymentFailed when the payment cannot be made', async () => {
    signInAs('verified');
    answer('BillingPage', () => page({ invoices: [late, paid], pastDue: 2373 }));
    answer('CreateMultiplePayments', () => payments('processing'));
    const { user } = renderApp('/products/insurance/billing');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Your payment is past due' })).getByRole('button', {
        name: 'PAY NOW',
      }),
    );
    const processing = await screen.findByRole('dialog', { name: 'Your payment is processing' });
    expect(processing).toHaveTextContent('Processing may take up to 5 business days.');
    await user.click(within(processing).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    server.use(
      graphql.mutation('CreateMultiplePayments', () => HttpResponse.json({ errors: [{ message: 'boom' }] })),
    );
    await user.click(
      within(screen.getByRole('region', { name: 'Past due' })).getByRole('button', { name: 'PAY NOW' }),
    );
    await screen.findByRole('dialog', { name: 'Uh-oh, something went wrong...' });
  });

  it('shows a payment in flight, and says so when there is no policy or the page failed to load', async () => {
    signInAs('verified');
    answer('BillingPage', () => page({ processing: 2373 }));
    const first = renderApp('/products/insurance/billing');
    expect(await screen.findByRole('region', { name: 'Payment processing' })).toHaveTextContent(
      'A payment of $23.73 is processing.Payments take up to 5 business days to process.',
    );
    first.unmount();

    answer('BillingPage', () => ({ ...page(), userPolicy: null }));
    const second = renderApp('/settings/billing');
    expect(await screen.findByText('You have no policy to bill.')).toBeInTheDocument();
    second.unmount();

    server.use(graphql.query('BillingPage', () => HttpResponse.json({ errors: [{ message: 'down' }] })));
    renderApp('/products/insurance/billing');
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your billing.");
  });
});
