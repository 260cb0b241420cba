// The servicing console: customer service finds a policy by its number (kept in the address), reads what
// cancelling it today means, must give the customer's reason and confirm before anything moves, and then sees the
// cancellation, the refund and the history; a number that finds nothing says so; anyone else is turned away.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../testing/auth';
import { answer, userError } from '../../../testing/graphql';
import { renderApp } from '../../../testing/render-app';

const roles = (list: string[]) => answer('SupportRoles', () => ({ currentUser: { id: 'u-1', roles: list } }));

const policy = {
  id: 'p-1',
  number: 'WT010000032',
  productSlug: 'wysh-term-life',
  status: 'active',
  ownerName: 'Ada Lovelace',
  ownerEmail: 'ada@example.com',
  amount: 50_000_000,
  monthlyPremium: 2_150,
  effectiveOn: '2026-11-20',
  terminatesOn: '2046-11-19',
  replacesCover: false,
  freeLookEndsOn: '2026-11-30',
  paidThrough: '2026-12-19',
  cancellingToday: { kind: 'free_look', refundAmount: 2_150, coverEndsOn: null },
  cancellation: null,
  refunds: [],
  history: [
    {
      event: 'issue',
      toStatus: 'active',
      reason: 'Its first premium was paid.',
      occurredAt: '2026-11-20T15:00:00.000Z',
    },
  ],
};

const cancelled = {
  ...policy,
  status: 'cancelled',
  cancellingToday: null,
  cancellation: {
    kind: 'free_look',
    requestedOn: '2026-11-24',
    coverEndsOn: null,
    refundAmount: 2_150,
    reason: 'Found cover through work',
  },
  refunds: [
    {
      amount: 2_150,
      status: 'succeeded',
      method: 'Visa ending in 4242',
      providerRefundId: 're_123',
      createdAt: '2026-11-24T15:00:00.000Z',
    },
  ],
};

describe('/servicing', () => {
  it('finds a policy by its number and cancels it in the free look, with the reason and a confirmation', async () => {
    signInAs('verified');
    roles(['support']);
    const searched = answer('ServicedPolicy', ({ number }) => ({
      servicedPolicy: number === 'WT010000032' ? policy : null,
    }));
    const cancels = answer('CancelPolicyForCustomer', () => ({
      cancelPolicyForCustomer: { policy: cancelled, error: null },
    }));
    const { user } = renderApp('/servicing');
    await screen.findByRole('heading', { level: 1, name: 'Customer service' });
    await user.type(screen.getByRole('textbox', { name: 'Policy number' }), ' wt010000032 ');
    await user.click(screen.getByRole('button', { name: 'FIND POLICY' }));
    const details = await screen.findByRole('region', { name: 'Policy WT010000032' });
    expect(searched.at(-1)).toEqual({ number: 'WT010000032' });
    expect(details).toHaveTextContent('OwnerAda Lovelace');
    expect(details).toHaveTextContent('Free lookTo 11/30/2026 (10 days from delivery)');
    const section = screen.getByRole('region', { name: "Cancel at the customer's request" });
    expect(section).toHaveTextContent('every premium paid, $21.50, is refunded');

    await user.click(within(section).getByRole('button', { name: 'CANCEL POLICY' }));
    expect(
      within(section).getByRole('textbox', { name: 'Why the customer is cancelling' }),
    ).toHaveAccessibleDescription('Write down why the customer is cancelling.');
    expect(cancels).toHaveLength(0);
    await user.type(within(section).getByRole('textbox'), 'Found cover through work');
    await user.click(within(section).getByRole('button', { name: 'CANCEL POLICY' }));
    const confirm = within(section).getByRole('group', { name: /Cancel policy WT010000032\?/ });
    expect(confirm).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'YES, CANCEL IT' }));
    expect(cancels).toEqual([{ input: { policyId: 'p-1', reason: 'Found cover through work' } }]);
  });

  it('shows a cancelled policy as it stands: how it was cancelled, the refund at the provider, the history', async () => {
    signInAs('verified');
    roles(['support']);
    answer('ServicedPolicy', () => ({ servicedPolicy: cancelled }));
    renderApp('/servicing?number=WT010000032');
    const section = await screen.findByRole('region', { name: "Cancel at the customer's request" });
    expect(section).toHaveTextContent(
      'Cancelled on 11/24/2026 within the free look: the policy is void and $21.50 is refunded.',
    );
    expect(section).toHaveTextContent("The customer's reason: “Found cover through work”.");
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Refunds' })).toHaveTextContent(
      '$21.50 to Visa ending in 4242: refunded (provider refund re_123)',
    );
    expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent('Its first premium was paid.');
  });

  it('says when no policy has the number, and shows the server’s refusal of a cancellation', async () => {
    signInAs('verified');
    roles(['support']);
    answer('ServicedPolicy', ({ number }) => ({ servicedPolicy: number === 'WT010000032' ? policy : null }));
    answer('CancelPolicyForCustomer', () => ({
      cancelPolicyForCustomer: {
        policy: null,
        error: userError('PAYMENT_IN_FLIGHT', 'A payment on this policy is still being processed.'),
      },
    }));
    const { user } = renderApp('/servicing?number=WT000');
    expect(await screen.findByText(/^No policy has the number WT000\./)).toHaveAttribute('role', 'status');
    const field = screen.getByRole('textbox', { name: 'Policy number' });
    await user.clear(field);
    await user.type(field, 'WT010000032');
    await user.click(screen.getByRole('button', { name: 'FIND POLICY' }));
    const section = await screen.findByRole('region', { name: "Cancel at the customer's request" });
    await user.type(within(section).getByRole('textbox'), 'Moving abroad');
    await user.click(within(section).getByRole('button', { name: 'CANCEL POLICY' }));
    await user.click(within(section).getByRole('button', { name: 'YES, CANCEL IT' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'A payment on this policy is still being processed.',
    );
  });

  it('turns away anyone without the support role', async () => {
    signInAs('verified');
    roles(['underwriter']);
    renderApp('/servicing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is for customer service' }),
    ).toBeInTheDocument();
  });
});
