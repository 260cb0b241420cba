import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useJourneyStore } from '../../../shared/stores/journey';
import { signInAs } from '../../../testing/auth';
import { buildForm } from '../../../testing/flow-builders';
import { serveFlow } from '../../../testing/flows';
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

describe('the reinstatement purchase', () => {
  it('says an invoice the server refused to make in its modal alone, and charges nothing', async () => {
    signInAs('verified');
    answer('ReinstateablePolicy', () => offer);
    answer('CreateReinstatementInvoice', () => ({
      createReinstatementInvoice: {
        invoice: null,
        error: userError(
          'REINSTATEMENT.INVOICE_NOT_CREATED',
          'Reinstatement invoice was unable to be created',
        ),
      },
    }));
    let payments = 0;
    answer('PayReinstatement', () => {
      payments += 1;
      return { payInvoice: { transactionResult: 'success', message: null, error: null } };
    });
    const { user } = renderApp('/fulfillment/reinstatement/policy-1/purchase');
    await user.click(await screen.findByRole('button', { name: 'PAY $47.46' }));
    await screen.findByRole('dialog', { name: 'Reinstatement invoice was unable to be created' });
    // The page behind the open modal (hidden from the accessibility tree meanwhile) does not say it again.
    expect(screen.getByRole('main', { hidden: true })).not.toHaveTextContent('unable to be created');
    expect(screen.getByRole('button', { name: 'PAY $47.46', hidden: true })).toBeEnabled();
    expect(payments).toBe(0);
  });
});

describe('the underwritten reinstatement (lapsed beyond 60 days)', () => {
  const underwritten = {
    ...offer,
    reinstateablePolicy: {
      ...offer.reinstateablePolicy,
      underwritingRequired: true,
      totalMissedPremiums: 7_119,
      interestDue: 37,
      dueToday: 7_156,
      reinstatementRequest: { id: 'request-1', status: 'underwriting', underwritingOutcome: null },
    },
  };
  const title = (text: string) => ({ key: 'title', type: 'text', content: { text, typography: 'title' } });

  it(
    'asks the server to start the reinstatement, then runs the insurance profile in the reinstatement scope',
    { timeout: 15_000 },
    async () => {
      signInAs('verified');
      answer('ReinstateablePolicy', () => underwritten);
      const requests = answer('RequestReinstatement', () => ({
        requestReinstatement: {
          success: true,
          status: 'underwriting',
          underwritingRequired: true,
          error: null,
        },
      }));
      answer('JourneyFacts', () => ({
        globalFeatureFlags: [],
        profile: { activePhoneNumber: { id: 'p1' } },
      }));
      answer('JourneyPolicy', () => ({ userPolicy: { id: 'policy-1', status: 'lapsed' } }));
      const flow = serveFlow({
        slug: 'insurance-profile',
        scope: 'REINSTATEMENT',
        forms: [buildForm([title("What's your legal name?")], { slug: 'insurance-profile' })],
      });
      const { router } = renderApp('/fulfillment/reinstatement/policy-1');
      await screen.findByRole('heading', { level: 1, name: "What's your legal name?" }, { timeout: 10_000 });
      expect(router.state.location.pathname).toBe('/flow/insurance-profile');
      expect(requests).toEqual([{ input: { policyId: 'policy-1' } }]);
      expect(flow.sessions).toEqual([
        { input: expect.objectContaining({ flowId: 'insurance-profile', flowScope: 'REINSTATEMENT' }) },
      ]);
      expect(useJourneyStore.getState().status).toMatchObject({
        journey: 'reinstatement:policy-1',
        step: 'insurance-profile',
      });
      expect(screen.getByRole('progressbar', { name: 'Application progress' })).toBeInTheDocument();
    },
  );

  it('shows the approved offer with its interest once underwriting approved it', async () => {
    signInAs('verified');
    answer('ReinstateablePolicy', () => ({
      ...underwritten,
      reinstateablePolicy: {
        ...underwritten.reinstateablePolicy,
        reinstatementRequest: { id: 'request-1', status: 'offered', underwritingOutcome: 'approved' },
        breakdown: {
          amount: 50_000_000,
          annualRatePer1000: '0.5123',
          annualPolicyFee: 6_000,
          monthlyFactor: '0.0875',
          rateClass: 'preferred_plus',
          rateVersion: 'term-life.2026-11-v1',
          issueAge: 30,
          annualPremium: 31_615,
          monthlyPremium: 2_766,
        },
      },
    }));
    const { user } = renderApp('/fulfillment/reinstatement/policy-1');
    const figures = await screen.findByRole('region', { name: 'Policy WT-1000001' });
    expect(figures).toHaveTextContent('Total missed payments$71.19');
    expect(figures).toHaveTextContent('Interest due$0.37');
    expect(figures).toHaveTextContent('Due today$71.56');
    expect(screen.getByRole('button', { name: 'REINSTATE THIS POLICY' })).toBeEnabled();
    // The premium's working, as the policy was priced at issue.
    await user.click(screen.getByRole('button', { name: 'Learn how we calculate monthly premiums' }));
    const dialog = await screen.findByRole('dialog', { name: 'How we calculate your premium' });
    expect(dialog).toHaveTextContent('$0.5123 per $1,000 of coverage x 500');
    expect(dialog).toHaveTextContent('Rate versionterm-life.2026-11-v1');
    expect(dialog).toHaveTextContent("This is your policy's price, as it was when your policy was issued.");
  });

  it('says an underwriter is reviewing a referred reinstatement', async () => {
    signInAs('verified');
    const requests = answer('RequestReinstatement', () => ({ requestReinstatement: null }));
    answer('ReinstateablePolicy', () => ({
      ...underwritten,
      reinstateablePolicy: {
        ...underwritten.reinstateablePolicy,
        reinstatementRequest: { id: 'request-1', status: 'underwriting', underwritingOutcome: 'referred' },
      },
    }));
    renderApp('/fulfillment/reinstatement/policy-1');
    expect(await screen.findByText(/An underwriter is reviewing your answers/)).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('shows the reason when the server refuses to start it', async () => {
    signInAs('verified');
    answer('ReinstateablePolicy', () => underwritten);
    answer('RequestReinstatement', () => ({
      requestReinstatement: {
        success: false,
        status: null,
        underwritingRequired: null,
        error: userError('REINSTATEMENT.RECENTLY_DECLINED', 'You can ask again on Jun 1, 2027.'),
      },
    }));
    renderApp('/fulfillment/reinstatement/policy-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('You can ask again on Jun 1, 2027.');
    await waitFor(() => expect(useJourneyStore.getState().status).toBeNull());
  });

  it('shows the reinstatement offer where the interview leads (/review-quote) while the reinstatement runs', async () => {
    signInAs('verified');
    useJourneyStore.getState().setStatus({
      journey: 'reinstatement:policy-1',
      kind: 'fulfillment',
      step: 'post-underwriting',
      path: '/flow/post-underwriting',
      flowScope: 'reinstatement',
      progress: null,
      backLeaves: true,
    });
    const quotes = answer('ReviewQuote', () => ({}));
    answer('ReinstateablePolicy', () => ({
      ...underwritten,
      reinstateablePolicy: {
        ...underwritten.reinstateablePolicy,
        reinstatementRequest: { id: 'request-1', status: 'offered', underwritingOutcome: 'approved' },
      },
    }));
    const { router } = renderApp('/review-quote');
    await screen.findByRole('heading', { level: 1, name: "You're approved...again!" });
    expect(router.state.location.pathname).toBe('/fulfillment/reinstatement/policy-1');
    expect(quotes).toEqual([]);
  });
});
