import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../testing/auth';
import { answer } from '../../../testing/graphql';
import { testDashboardHome } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render-app';

describe('/ (dashboard)', () => {
  it('greets plainly and shows the marketing cards, Need Help and the disclaimer; logs home_view', async () => {
    signInAs('identified');
    const tracked = answer('TrackEvents', () => ({ trackEvents: { recorded: 1 } }));
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome!' });
    const insurance = screen.getByRole('article', { name: 'Term Life Insurance' });
    expect(insurance).toHaveTextContent('Ensure financial protection for your loved ones');
    const wysh = screen.getByRole('article', { name: 'Wyshes' });
    expect(wysh).toHaveTextContent('Wyshes is a free feature');
    expect(screen.getByRole('heading', { level: 2, name: 'Need Help?' })).toBeInTheDocument();
    expect(
      screen.getByText(/Coverage can be obtained, cancelled, increased or decreased/),
    ).toBeInTheDocument();
    await expect
      .poll(() => tracked.flatMap((call) => call.events as Array<{ name: string }>).map((e) => e.name))
      .toContain('home_view');
  });

  it('goes to /products/insurance from the card, and Learn More does not', async () => {
    signInAs('identified');
    const { user, router } = renderApp('/');
    const card = await screen.findByRole('article', { name: 'Term Life Insurance' });
    // Where the click sends the router, whether or not the next page's code has loaded yet. The router may load
    // a lazy route's code before it says where it is going, which on a busy machine takes seconds.
    const target = () => (router.state.navigation.location ?? router.state.location).pathname;
    await user.click(within(card).getByRole('link', { name: 'Learn more about term life insurance' }));
    await expect.poll(target, { timeout: 15_000 }).toBe('/products/insurance/welcome');
    await expect.poll(() => router.state.location.pathname, { timeout: 15_000 }).not.toBe('/');
    await router.navigate('/');
    // The card as it stands at each try: under load the dashboard may render it again after it is first found,
    // and a click on the node it replaced reaches no handler.
    await expect
      .poll(
        async () => {
          const again = await screen.findByRole('article', { name: 'Term Life Insurance' });
          await user.click(within(again).getByText(/Ensure financial protection/));
          return target();
        },
        { timeout: 15_000 },
      )
      .toBe('/products/insurance');
  }, 45_000);

  it('shows a policy, a quote and the allocated wyshes (names cut at 14 characters)', async () => {
    signInAs('identified');
    answer('DashboardHome', () => ({
      dashboardHome: testDashboardHome({
        firstName: 'Ann',
        insurance: {
          state: 'OWNED',
          title: 'Accidental Death Insurance',
          productSlug: 'wysh-accidental-death',
          coverageAmount: 25_000_000,
          coverageUpTo: true,
          nextBillingDate: '2026-12-01',
          lapsedOn: null,
          quoteExpiresAt: null,
        },
        wysh: {
          state: 'OWNED',
          activeCount: 2,
          wyshes: [
            { id: 'a', name: 'College for the kids', amount: 8_000_000 },
            { id: 'b', name: 'Mortgage', amount: null },
          ],
        },
      }),
    }));
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Hi, Ann!' });
    const insurance = screen.getByRole('article', { name: 'Accidental Death Insurance' });
    expect(insurance).toHaveTextContent('Coverage AmountUp To $250,000');
    expect(insurance).toHaveTextContent('Next Billing Date12/01/2026');
    const list = within(screen.getByRole('article', { name: 'Wyshes' })).getByRole('list', {
      name: 'Your wyshes',
    });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['College for th…$80,000', 'Mortgage$0']);
  });

  it('shows a lapsed policy: the cover that lapsed and the day it ended, no billing date', async () => {
    signInAs('identified');
    answer('DashboardHome', () => ({
      dashboardHome: testDashboardHome({
        insurance: {
          state: 'OWNED',
          title: 'Term Life Insurance',
          productSlug: 'wysh-term-life',
          coverageAmount: 50_000_000,
          coverageUpTo: false,
          nextBillingDate: null,
          lapsedOn: '2027-01-21',
          quoteExpiresAt: null,
        },
      }),
    }));
    renderApp('/');
    const card = await screen.findByRole('article', { name: 'Term Life Insurance' });
    expect(card).toHaveTextContent('POLICY LAPSED');
    expect(card).toHaveTextContent('Coverage Amount$500,000');
    expect(card).toHaveTextContent('Cover Ended01/21/2027');
    expect(card).not.toHaveTextContent('Next Billing Date');
    // It leads to reinstating the policy.
    expect(within(card).getByRole('link', { name: 'Term Life Insurance' })).toHaveAttribute(
      'href',
      '/account/policy-reinstatement',
    );
  });

  it('shows a quote with its expiry, or --/--/---- when the date is missing', async () => {
    signInAs('identified');
    answer('DashboardHome', () => ({
      dashboardHome: testDashboardHome({
        insurance: {
          state: 'QUOTE',
          title: 'Term Life Insurance',
          productSlug: 'wysh-term-life',
          coverageAmount: 50_000_000,
          coverageUpTo: false,
          nextBillingDate: null,
          lapsedOn: null,
          quoteExpiresAt: null,
        },
      }),
    }));
    renderApp('/');
    const card = await screen.findByRole('article', { name: 'Term Life Insurance' });
    expect(card).toHaveTextContent('Your Quote is Ready');
    expect(card).toHaveTextContent('Quote Expires--/--/----');
  });
});

describe('/products/insurance', () => {
  it('shows the marketing home with GET STARTED and help with coverage needs', async () => {
    signInAs('identified');
    renderApp('/products/insurance');
    await screen.findByRole('heading', { level: 1, name: 'Protect the people and plans you love' });
    expect(screen.getByRole('link', { name: 'GET STARTED' })).toHaveAttribute('href', '/fulfillment/start');
    expect(screen.getByRole('link', { name: 'Need help figuring out your coverage needs?' })).toHaveAttribute(
      'href',
      '/wysh-builder',
    );
  });

  const cancelledPolicy = (kind: 'free_look' | 'end_of_paid_period', refunds: unknown[]) => ({
    id: 'policy-1',
    label: 'WT000000017',
    cancellation: {
      kind,
      requestedOn: '2026-11-30',
      coverEndsOn: kind === 'free_look' ? null : '2026-12-23',
      refundAmount: kind === 'free_look' ? 2_373 : 0,
    },
    refunds,
    documents: [{ id: 'd-9', slug: 'cancellation-notice', pdf: { url: '/documents/d-9.pdf?signature=s' } }],
  });

  it('says a policy returned in its free look is void, where its refund stands, and links the notice', async () => {
    signInAs('verified');
    const asked = answer('CancelledPolicy', () => ({
      cancelledPolicy: cancelledPolicy('free_look', [
        { amount: 2_373, status: 'succeeded', method: 'Visa ending in 4242' },
      ]),
    }));
    renderApp('/products/insurance');
    const notice = await screen.findByRole('region', { name: 'Your policy WT000000017 is cancelled' });
    expect(notice).toHaveTextContent(
      'You returned it within its free look on Nov 30, 2026, so it is void, as if it had never been in force.',
    );
    expect(notice).toHaveTextContent('We refunded $23.73 to your Visa ending in 4242.');
    expect(within(notice).getByRole('link', { name: /Cancellation notice \(PDF\)/ })).toHaveAttribute(
      'href',
      '/documents/d-9.pdf?signature=s',
    );
    expect(asked).toEqual([{ withDocuments: true }]);
    // The way to new cover stays below it.
    expect(screen.getByRole('link', { name: 'GET STARTED' })).toBeInTheDocument();
  });

  it('offers to help when a refund failed; the notice is linked only in a verified session', async () => {
    signInAs('identified');
    const asked = answer('CancelledPolicy', () => ({
      cancelledPolicy: {
        ...cancelledPolicy('free_look', [{ amount: 2_373, status: 'failed', method: 'Visa ending in 4242' }]),
        documents: undefined,
      },
    }));
    renderApp('/products/insurance');
    const notice = await screen.findByRole('region', { name: 'Your policy WT000000017 is cancelled' });
    expect(notice).toHaveTextContent('Your refund of $23.73 to your Visa ending in 4242 did not go through.');
    expect(
      within(notice).getByRole('button', { name: 'Contact us to receive it another way' }),
    ).toBeVisible();
    expect(within(notice).queryByRole('link', { name: /Cancellation notice/ })).toBeNull();
    expect(asked).toEqual([{ withDocuments: false }]);
  });

  it('says when cover ended, as asked, for a policy cancelled after its free look', async () => {
    signInAs('verified');
    answer('CancelledPolicy', () => ({ cancelledPolicy: cancelledPolicy('end_of_paid_period', []) }));
    renderApp('/products/insurance');
    const notice = await screen.findByRole('region', { name: 'Your policy WT000000017 is cancelled' });
    expect(notice).toHaveTextContent(
      'As you asked, its cover ended on Dec 23, 2026, the end of the period you paid for. Nothing more will be charged.',
    );
    expect(notice).not.toHaveTextContent('refund');
  });

  it('shows recapture with an estimate: finish the application or edit the estimate', async () => {
    signInAs('identified');
    answer('DashboardHome', () => ({
      dashboardHome: testDashboardHome({
        insurance: {
          state: 'RECAPTURE',
          title: 'Term Life Insurance',
          productSlug: 'wysh-term-life',
          coverageAmount: 50_000_000,
          coverageUpTo: false,
          nextBillingDate: null,
          lapsedOn: null,
          quoteExpiresAt: null,
        },
      }),
    }));
    renderApp('/products/insurance');
    await screen.findByRole('heading', { level: 1, name: 'Finish your application' });
    expect(screen.getByText('Your estimate: $500,000 of coverage')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'FINISH APPLICATION' })).toHaveAttribute(
      'href',
      '/fulfillment/start',
    );
    expect(screen.getByRole('link', { name: 'EDIT ESTIMATE' })).toHaveAttribute(
      'href',
      '/edit-coverage/estimate',
    );
  });
});

describe('/ (dashboard) after a manual underwriting decision', () => {
  const decided = (result: 'accepted' | 'rejected', read = false, increase: string | null = null) =>
    answer('UnderwritingNotifications', () => ({
      notifications: [{ id: 'n-1', read, metadata: { type: 'manual_underwriting_decision', result } }],
      userPolicy: increase ? { id: 'policy-1', coverIncrease: { id: 'ci-1', status: increase } } : null,
    }));

  it("opens UnderwritingDecisionModal: You've been approved! leads to /fulfillment/start and marks it read", async () => {
    signInAs('identified');
    decided('accepted');
    const marked = answer('UpdateNotification', () => ({
      updateNotification: { notification: { id: 'n-1', read: true }, error: null },
    }));
    const { user, router } = renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: "You've been approved!" });
    await expect.poll(() => marked).toEqual([{ input: { notificationId: 'n-1' } }]);
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));
    await expect
      .poll(() => (router.state.navigation.location ?? router.state.location).pathname, { timeout: 15_000 })
      .toBe('/fulfillment/start');
  }, 30_000);

  it("leads You've been approved! to confirm-update when more cover was approved (a policy edit in progress)", async () => {
    signInAs('verified');
    decided('accepted', false, 'OFFERED');
    answer('UpdateNotification', () => ({
      updateNotification: { notification: { id: 'n-1', read: true }, error: null },
    }));
    const { user, router } = renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: "You've been approved!" });
    expect(dialog).toHaveTextContent('reviewed your request for more coverage');
    await user.click(within(dialog).getByRole('button', { name: 'REVIEW MY NEW PRICE' }));
    await expect
      .poll(() => (router.state.navigation.location ?? router.state.location).pathname, { timeout: 15_000 })
      .toBe('/products/insurance/confirm-update');
  }, 30_000);

  it("leads You've been approved! to confirm-update when extending the term was approved", async () => {
    signInAs('verified');
    answer('UnderwritingNotifications', () => ({
      notifications: [
        { id: 'n-1', read: false, metadata: { type: 'manual_underwriting_decision', result: 'accepted' } },
      ],
      userPolicy: {
        id: 'policy-1',
        coverIncrease: null,
        termExtension: { request: { id: 'te-1', status: 'OFFERED' } },
      },
    }));
    answer('UpdateNotification', () => ({
      updateNotification: { notification: { id: 'n-1', read: true }, error: null },
    }));
    const { user, router } = renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: "You've been approved!" });
    expect(dialog).toHaveTextContent('approved extending your term to 65');
    await user.click(within(dialog).getByRole('button', { name: 'REVIEW MY NEW PRICE' }));
    await expect
      .poll(() => (router.state.navigation.location ?? router.state.location).pathname, { timeout: 15_000 })
      .toBe('/products/insurance/confirm-update');
  }, 30_000);

  it('opens "Your wait is over" for a rejection, leading to /coverage-denied/rejected', async () => {
    signInAs('identified');
    decided('rejected');
    answer('UpdateNotification', () => ({
      updateNotification: { notification: { id: 'n-1', read: true }, error: null },
    }));
    const { user, router } = renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Your wait is over' });
    expect(dialog).toHaveTextContent('try again in 30 days');
    await user.click(within(dialog).getByRole('button', { name: 'SEE DETAILS' }));
    await expect
      .poll(() => (router.state.navigation.location ?? router.state.location).pathname, { timeout: 15_000 })
      .toBe('/coverage-denied/rejected');
  }, 30_000);

  it('tells a rejected change of a policy in force it keeps its cover, leading to confirm-update', async () => {
    signInAs('verified');
    answer('UnderwritingNotifications', () => ({
      notifications: [
        {
          id: 'n-1',
          read: false,
          metadata: { type: 'manual_underwriting_decision', result: 'rejected', policyId: 'policy-1' },
        },
      ],
      userPolicy: { id: 'policy-1', coverIncrease: { id: 'ci-1', status: 'DECLINED' }, termExtension: null },
    }));
    answer('UpdateNotification', () => ({
      updateNotification: { notification: { id: 'n-1', read: true }, error: null },
    }));
    const { user, router } = renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Your wait is over' });
    expect(dialog).toHaveTextContent('Your policy stays as it is.');
    expect(dialog).not.toHaveTextContent('try again in 30 days');
    await user.click(within(dialog).getByRole('button', { name: 'SEE DETAILS' }));
    await expect
      .poll(() => (router.state.navigation.location ?? router.state.location).pathname, { timeout: 15_000 })
      .toBe('/products/insurance/confirm-update');
  }, 30_000);

  it('opens nothing once the decision has been seen', async () => {
    signInAs('identified');
    decided('accepted', true);
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome!' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
