import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../testing/auth';
import { answer, userError } from '../../../testing/graphql';
import { renderApp } from '../../../testing/render-app';

const listed = {
  id: 'policy-1',
  policyNumber: 'WT-1000001',
  productSlug: 'wysh-term-life',
  amount: 50_000_000,
  lapsedOn: '2027-04-15',
  underwritingRequired: false,
  dueToday: 4_746,
  missedPremiumCount: 2,
  arrearsOnlyThrough: '2027-05-14',
};

const offer = {
  reinstateablePolicy: {
    id: 'policy-1',
    policyNumber: 'WT-1000001',
    productSlug: 'wysh-term-life',
    amount: 50_000_000,
    insuredsAgeAtTerm: 55,
    monthlyPremium: 2_373,
    underwritingRequired: false,
    totalMissedPremiums: 4_746,
    interestDue: 0,
    dueToday: 4_746,
  },
  activePaymentMethod: { id: 'pm-1', card: { brand: 'Visa', last4: '0341' } },
  documents: [],
};

describe('/account/policy-reinstatement', () => {
  it('lists a lapsed policy with what it takes and opens its offer once the server offers it', async () => {
    signInAs('verified');
    answer('EligibleReinstatementPolicies', () => ({ eligibleReinstatementPolicies: [listed] }));
    const requests = answer('RequestReinstatement', () => ({
      requestReinstatement: { success: true, status: 'offered', underwritingRequired: false, error: null },
    }));
    answer('ReinstateablePolicy', () => offer);
    const { user } = renderApp('/account/policy-reinstatement');
    const card = (await screen.findByRole('heading', { name: 'Policy WT-1000001' })).closest('li')!;
    expect(card).toHaveTextContent('Policy WT-1000001');
    expect(card).toHaveTextContent('Cover$500,000');
    expect(card).toHaveTextContent('Lapsed onApr 15, 2027');
    expect(card).toHaveTextContent('Pay the 2 missed premiums, $47.46, by May 14, 2027');
    await user.click(within(card).getByRole('button', { name: 'REINSTATE' }));
    expect(requests).toEqual([{ input: { policyId: 'policy-1' } }]);
    await screen.findByRole('heading', { level: 1, name: "You're approved...again!" });
  });

  it("says when the interview is needed first, and shows the rules' refusal", async () => {
    signInAs('verified');
    answer('EligibleReinstatementPolicies', () => ({
      eligibleReinstatementPolicies: [{ ...listed, underwritingRequired: true }],
    }));
    answer('RequestReinstatement', () => ({
      requestReinstatement: {
        success: false,
        status: null,
        underwritingRequired: null,
        error: userError(
          'REINSTATEMENT.WINDOW_CLOSED',
          'More than 3 years have passed since the policy lapsed.',
        ),
      },
    }));
    const { user } = renderApp('/account/policy-reinstatement');
    const card = (await screen.findByRole('heading', { name: 'Policy WT-1000001' })).closest('li')!;
    expect(card).toHaveTextContent('The health interview again, the missed premiums and interest');
    await user.click(within(card).getByRole('button', { name: 'REINSTATE' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'More than 3 years have passed since the policy lapsed.',
    );
  });
});

describe('the reinstatement offer', () => {
  it("shows the spec's rows and goes on to the purchase screen", async () => {
    signInAs('verified');
    answer('ReinstateablePolicy', () => offer);
    const { user } = renderApp('/fulfillment/reinstatement/policy-1');
    await screen.findByRole('heading', { level: 1, name: "You're approved...again!" });
    const figures = await screen.findByRole('region', { name: 'Policy WT-1000001' });
    expect(figures).toHaveTextContent("Total coverageUntil you're 55 y/o$500,000");
    expect(figures).toHaveTextContent('Total missed payments$47.46');
    expect(figures).toHaveTextContent('Interest due$0.00');
    expect(figures).toHaveTextContent('Due today$47.46');
    await user.click(screen.getByRole('button', { name: 'REINSTATE THIS POLICY' }));
    await screen.findByRole('heading', { level: 1, name: 'Reinstate your policy' });
    expect(screen.getByRole('main')).toHaveTextContent('Monthly premium$23.73');
    expect(screen.getByRole('radio', { name: 'Visa ending in 0341' })).toBeChecked();
  });
});
