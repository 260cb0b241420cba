// Applying for new cover with a lapsed policy (spec 001 §4.5, 000 §8): warned that reinstatement will be rejected,
// APPLY ANYWAY going on with the application; blocked while a reinstatement is under way, OK back to
// /account/policy-reinstatement. ReinstatementActivePolicyModal when a reinstatement meets a policy in force,
// ReinstatementErrorModal when the reinstatement invoice was unable to be created.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../../../shared/components/button';
import { useJourneyStore } from '../../../shared/stores/journey';
import { signInAs } from '../../../testing/auth';
import { answer, userError } from '../../../testing/graphql';
import { renderApp } from '../../../testing/render-app';
import { renderWithProviders } from '../../../testing/render';
import { usePayReinstatement } from '../api/pay-reinstatement';

const BLOCKED = 'Sorry, you can’t apply for new coverage right now.';
const UNDER_WAY =
  'Policy WT-1000001 is being reinstated. Finish its reinstatement first: a new policy in force would stop it.';

function gate(refusal: string | null, numbers: string[]) {
  return answer('ApplyGate', () => ({
    newCoverageRefusal: refusal,
    eligibleReinstatementPolicies: numbers.map((policyNumber, i) => ({ id: `policy-${i}`, policyNumber })),
  }));
}

const dialog = (name: string) => screen.findByRole('dialog', { name }, { timeout: 10_000 });

describe('applying for new cover with a lapsed policy', { timeout: 15_000 }, () => {
  it('warns that reinstatement will be rejected, and APPLY ANYWAY starts the application', async () => {
    signInAs('verified');
    gate(null, ['WT-1000001']);
    const { user, router } = renderApp('/fulfillment/start');
    const warning = await dialog('You can still reinstate your policy');
    expect(warning).toHaveTextContent('Policy WT-1000001 lapsed, and you can still reinstate it');
    expect(warning).toHaveTextContent(
      'If you apply for new coverage and it starts, a request to reinstate your lapsed policy will be rejected.',
    );
    // Nothing has started while the person decides, and the choice is theirs to make: no way around it.
    expect(useJourneyStore.getState().status).toBeNull();
    expect(within(warning).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.click(within(warning).getByRole('button', { name: 'APPLY ANYWAY' }));
    await screen.findByRole('heading', { level: 1, name: 'Two things to know before you apply' });
    expect(router.state.location.pathname).toBe('/onboarding/honesty-pledge');
  });

  it('names every policy that can still be reinstated, and REINSTATE MY POLICY leads to them', async () => {
    signInAs('verified');
    gate(null, ['WT-1000001', 'WT-1000002']);
    const { user, router } = renderApp('/fulfillment/start');
    const warning = await dialog('You can still reinstate your policies');
    expect(warning).toHaveTextContent('Policies WT-1000001 and WT-1000002 lapsed');
    await user.click(within(warning).getByRole('link', { name: 'REINSTATE MY POLICY' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/policy-reinstatement'));
    expect(useJourneyStore.getState().status).toBeNull();
  });

  it("blocks while a reinstatement is under way: the server's words, OK back to the reinstatement page", async () => {
    signInAs('verified');
    gate(UNDER_WAY, ['WT-1000001']);
    const { user, router } = renderApp('/fulfillment/start');
    const blocked = await dialog(BLOCKED);
    expect(blocked).toHaveTextContent(UNDER_WAY);
    expect(useJourneyStore.getState().status).toBeNull();
    await user.click(within(blocked).getByRole('link', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/policy-reinstatement'));
    expect(screen.queryByRole('dialog', { name: BLOCKED })).not.toBeInTheDocument();
  });

  it('starts the application at once with nothing to reinstate', async () => {
    signInAs('verified');
    gate(null, []);
    const { router } = renderApp('/fulfillment/start');
    await screen.findByRole('heading', { level: 1, name: 'Two things to know before you apply' });
    expect(router.state.location.pathname).toBe('/onboarding/honesty-pledge');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ReinstatementActivePolicyModal', () => {
  it("opens when the server refuses a reinstatement because a policy is in force, with the server's words", async () => {
    signInAs('verified');
    answer('EligibleReinstatementPolicies', () => ({
      eligibleReinstatementPolicies: [
        {
          id: 'policy-1',
          policyNumber: 'WT-1000001',
          productSlug: 'wysh-term-life',
          amount: 50_000_000,
          lapsedOn: '2027-04-15',
          underwritingRequired: false,
          dueToday: 4_746,
          missedPremiumCount: 2,
          arrearsOnlyThrough: '2027-05-14',
        },
      ],
    }));
    const words = 'Only a lapsed policy can be reinstated.';
    answer('RequestReinstatement', () => ({
      requestReinstatement: {
        success: false,
        status: null,
        underwritingRequired: null,
        error: userError('REINSTATEMENT.NOT_LAPSED', words),
      },
    }));
    const { user } = renderApp('/account/policy-reinstatement');
    await user.click(await screen.findByRole('button', { name: 'REINSTATE' }, { timeout: 10_000 }));
    const modal = await dialog('You have a policy in force');
    expect(modal).toHaveTextContent(words);
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

function PayHarness() {
  const pay = usePayReinstatement();
  return <Button onClick={() => pay.mutate({ policyId: 'policy-1' })}>PAY</Button>;
}

describe('ReinstatementErrorModal', () => {
  it('tells that the reinstatement invoice was unable to be created, and nothing is charged', async () => {
    signInAs('verified');
    answer('CreateReinstatementInvoice', () => ({
      createReinstatementInvoice: {
        invoice: null,
        error: userError(
          'REINSTATEMENT.INVOICE_NOT_CREATED',
          'Reinstatement invoice was unable to be created',
        ),
      },
    }));
    const charged = answer('PayReinstatement', () => ({ payInvoice: null }));
    const { user } = renderWithProviders(<PayHarness />, { withModals: true });
    await user.click(screen.getByRole('button', { name: 'PAY' }));
    const modal = await dialog('Reinstatement invoice was unable to be created');
    expect(modal).toHaveTextContent('Nothing was charged.');
    expect(charged).toEqual([]);
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
