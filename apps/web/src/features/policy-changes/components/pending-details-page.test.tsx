// /products/insurance/{pendingPolicyId}/pending-details: the change waiting for its date, the policy now and after it
// side by side, and when it starts: at the next payment (a cover change), or later (a term extended from its
// anniversary), said as it is.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../testing/auth';
import { answer } from '../../../testing/graphql';
import { renderApp } from '../../../testing/render-app';

const PATH = '/products/insurance/policy-1/pending-details';
const SLOW = { timeout: 30_000 };

const terms = (amount: number, monthlyPremium: number) => ({
  amount,
  monthlyPremium,
  annualPremium: monthlyPremium * 11,
  rateVersion: 'term-life.2026-11-v1',
});

const policy = (effectiveOn: string, nextPaymentOn: string) => ({
  policy: {
    id: 'policy-1',
    label: 'WT000000001',
    product: { slug: 'wysh-term-life' },
    accountsProduct: { id: 'plan-1', nextPayment: { date: nextPaymentOn } },
    pendingUpdate: {
      version: 2,
      effectiveOn,
      current: terms(50_000_000, 1_692),
      requested: terms(25_000_000, 1_050),
    },
  },
});

describe('the pending details page', () => {
  it('shows the policy now and after the change, which starts at the next payment', SLOW, async () => {
    signInAs('verified');
    answer('PendingDetails', () => policy('2026-12-24', '2026-12-24'));
    renderApp(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Pending policy updates' });
    expect(
      screen.getByText(
        'Your change starts on Dec 24, 2026, your next payment date. Until then your policy stays as it is now.',
      ),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Your policy now and after the change' });
    expect(within(table).getByRole('columnheader', { name: 'From Dec 24, 2026' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^Coverage/ })).toHaveTextContent(
      'Coverage$500,000$250,000',
    );
    expect(within(table).getByRole('row', { name: /^Monthly premium/ })).toHaveTextContent(
      'Monthly premium$16.92$10.50',
    );
  });

  it('does not call a later start (an extended term’s anniversary) the next payment', SLOW, async () => {
    signInAs('verified');
    answer('PendingDetails', () => policy('2027-11-28', '2026-12-28'));
    renderApp(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Pending policy updates' });
    expect(
      screen.getByText('Your change starts on Nov 28, 2027. Until then your policy stays as it is now.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/your next payment date/)).not.toBeInTheDocument();
  });
});
