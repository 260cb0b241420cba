import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../testing/auth';
import { answer, userError } from '../../../testing/graphql';
import { graphql } from '../../../testing/graphql-link';
import { testDashboardHome } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';

const owned = (policyUpdate: unknown = null, slug = 'wysh-term-life') =>
  answer('DashboardHome', () => ({
    dashboardHome: testDashboardHome({
      insurance: {
        state: 'OWNED',
        title: slug === 'wysh-term-life' ? 'Term Life Insurance' : 'Accidental Death Insurance',
        productSlug: slug,
        coverageAmount: 50_000_000,
        coverageUpTo: slug !== 'wysh-term-life',
        nextBillingDate: '2026-12-24',
        lapsedOn: null,
        quoteExpiresAt: null,
      },
      policyUpdate,
    }),
  }));

const termPolicy = {
  id: 'policy-1',
  label: 'WT000000017',
  status: 'active',
  lapsesAt: null as string | null,
  cancellation: null as { kind: string; coverEndsOn: string | null } | null,
  amount: 50_000_000,
  termDuration: 20,
  insuredsAgeAtTerm: 55,
  effectiveAt: '2026-11-24T15:00:00.000Z',
  monthlyPremium: 2_373,
  classification: { id: 'preferred', name: 'Preferred' },
  product: { slug: 'wysh-term-life' },
  documents: [],
  accountsProduct: { id: 'policy-1', amount: 2_373, nextPayment: { date: '2026-12-24', estimated: true } },
};

const home = (overrides: Record<string, unknown> = {}) => ({
  userPolicy: termPolicy,
  getBeneficiaries: {
    list: [
      {
        id: 'b1',
        allocation: 60,
        responsibility: 'PRIMARY',
        contact: { __typename: 'IndividualContact', firstName: 'Grace', lastName: 'Lee' },
      },
      {
        id: 'b2',
        allocation: 40,
        responsibility: 'PRIMARY',
        contact: { __typename: 'TrustContact', name: 'Lee Family Trust' },
      },
    ],
    backup: [],
    pending: [],
  },
  allocationSummary: { activeCount: 3, totalAmount: 80_000_000, percentCovered: 62 },
  paymentMethods: [{ id: 'pm-1', status: 'active', card: { brand: 'visa', last4: '4242' } }],
  ...overrides,
});

describe('/products/insurance for a policyholder', () => {
  it('shows the policy, its beneficiaries, the wyshes covered, the next payment, documents and support', async () => {
    signInAs('verified');
    owned();
    answer('PolicyholderHome', () => home());
    const { user } = renderApp('/products/insurance');
    await screen.findByRole('heading', { level: 1, name: 'Your policy' });
    // Nothing waits: no banner.
    expect(screen.queryByRole('region', { name: /Policy updates/ })).not.toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Policy details' });
    const rows = within(summary)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Policy number: WT000000017',
      'Type: Term Life Insurance',
      'Coverage amount: $500,000',
      'Term: 20 years',
      'Class: Preferred',
      'Effective date: 11/24/2026',
      'Monthly premium: $23.73',
    ]);

    const beneficiaries = screen.getByRole('region', { name: 'Beneficiaries' });
    expect(
      within(beneficiaries)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Grace Lee60%', 'Lee Family Trust40%']);
    expect(within(beneficiaries).getByRole('link', { name: 'MANAGE BENEFICIARIES' })).toHaveAttribute(
      'href',
      '/flow/beneficiary',
    );

    const wyshes = screen.getByRole('region', { name: 'Wyshes covered' });
    expect(within(wyshes).getByRole('meter', { name: 'Wyshes covered' })).toHaveAttribute(
      'aria-valuenow',
      '62',
    );
    expect(wyshes).toHaveTextContent('Your coverage pays for 62% of the $800,000 your 3 wyshes add up to.');

    const payment = screen.getByRole('region', { name: 'Next payment' });
    expect(payment).toHaveTextContent('Date12/24/2026');
    expect(payment).toHaveTextContent('Amount$23.73');
    expect(payment).toHaveTextContent('CardVisa ending in 4242');

    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByRole('link', { name: 'Download policy details' })).toHaveAttribute(
      'href',
      '/account/documents/policy',
    );
    const support = screen.getByRole('region', { name: 'Need Help?' });
    await within(support).findByRole('link', { name: 'Call (800) 555-0100' });
    await user.click(within(support).getByRole('button', { name: 'CONTACT SUPPORT' }));
    await screen.findByRole('dialog');
  });

  it("names the bank account premiums come from, and a debit in flight in the spec's words", async () => {
    signInAs('verified');
    owned();
    answer('PolicyholderHome', () =>
      home({
        activePaymentMethod: {
          id: 'pm-bank',
          source: 'bank_account',
          name: 'Plaid Checking',
          card: null,
          bankAccount: { bankName: 'First Platypus Bank', accountType: 'checking', mask: '0000' },
        },
        currentUser: {
          activeConstellations: [{ activeInsuranceMembership: { id: 'm1', invoicesProcessingAmount: 2373 } }],
        },
      }),
    );
    renderApp('/products/insurance');
    const payment = await screen.findByRole('region', { name: 'Next payment' });
    expect(payment).toHaveTextContent('Bank accountFirst Platypus Bank Plaid Checking ••0000');
    expect(payment).not.toHaveTextContent('Visa');
    expect(payment).toHaveTextContent(
      'A payment of $23.73 is processing.Payments take up to 5 business days to process.',
    );
  });

  it('says a lapsed policy has lapsed: when the cover ended, how to ask about reinstating it, nothing due', async () => {
    signInAs('verified');
    owned();
    answer('PolicyholderHome', () =>
      home({ userPolicy: { ...termPolicy, status: 'lapsed', lapsesAt: '2027-01-24' } }),
    );
    renderApp('/products/insurance');
    const notice = await screen.findByRole('region', { name: 'Your policy has lapsed' });
    expect(notice).toHaveTextContent('Your cover ended on Jan 24, 2027.');
    expect(within(notice).getByRole('link', { name: 'REINSTATE MY POLICY' })).toHaveAttribute(
      'href',
      '/account/policy-reinstatement',
    );
    expect(within(notice).getByRole('button', { name: 'CHAT WITH US' })).toBeEnabled();
    await within(notice).findByRole('link', { name: 'Call (800) 555-0100' });

    const payment = screen.getByRole('region', { name: 'Next payment' });
    expect(payment).toHaveTextContent('No payments are due: your policy has lapsed.');
    expect(payment).not.toHaveTextContent('Date');
    expect(within(payment).getByRole('link', { name: 'SEE BILLING HISTORY' })).toHaveAttribute(
      'href',
      '/products/insurance/billing',
    );
    const support = screen.getByRole('region', { name: 'Need Help?' });
    expect(within(support).queryByRole('button', { name: 'Cancel my policy' })).not.toBeInTheDocument();
  });

  it('says a policy cancelled after its free look ends with its paid period, and offers no second cancel', async () => {
    signInAs('verified');
    owned();
    answer('PolicyholderHome', () =>
      home({
        userPolicy: {
          ...termPolicy,
          cancellation: { kind: 'end_of_paid_period', coverEndsOn: '2026-12-19' },
        },
      }),
    );
    renderApp('/products/insurance');
    const notice = await screen.findByRole('region', { name: 'Your policy is cancelled' });
    expect(notice).toHaveTextContent(
      'your cover continues through Dec 19, 2026, the end of the period you paid for',
    );
    const support = screen.getByRole('region', { name: 'Need Help?' });
    expect(within(support).queryByRole('button', { name: 'Cancel my policy' })).not.toBeInTheDocument();
  });

  it("tells how to cancel (chat or call, the free look's refund) without cancelling anything", async () => {
    signInAs('verified');
    owned();
    answer('PolicyholderHome', () => home());
    const { user } = renderApp('/products/insurance');
    const support = await screen.findByRole('region', { name: 'Need Help?' });
    await user.click(within(support).getByRole('button', { name: 'Cancel my policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your policy' });
    expect(dialog).toHaveTextContent(
      'Within 10 days of your cover starting, we refund every premium you paid.',
    );
    expect(await within(dialog).findByRole('link', { name: 'Call (800) 555-0100' })).toHaveAttribute(
      'href',
      'tel:+18005550100',
    );
    await user.click(within(dialog).getByRole('button', { name: 'KEEP MY POLICY' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Chatting opens the support chat in its place.
    await user.click(within(support).getByRole('button', { name: 'Cancel my policy' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel your policy' })).getByRole('button', {
        name: 'CHAT WITH US',
      }),
    );
    await screen.findByRole('dialog', { name: 'Chat with us' });
    expect(screen.queryByRole('dialog', { name: 'Cancel your policy' })).not.toBeInTheDocument();
  });

  it('says "Up To" and "Until you\'re 65 y/o" for accidental death, and shows an empty state', async () => {
    signInAs('verified');
    owned(null, 'wysh-accidental-death');
    answer('PolicyholderHome', () =>
      home({
        userPolicy: {
          ...termPolicy,
          label: 'AD000000025',
          amount: 25_000_000,
          termDuration: null,
          insuredsAgeAtTerm: 65,
          classification: null,
          product: { slug: 'wysh-accidental-death' },
          documents: [{ id: 'd-1', slug: 'policy-packet', pdf: { url: '/documents/d-1.pdf?signature=s' } }],
        },
        getBeneficiaries: { list: [], backup: [], pending: [] },
        allocationSummary: { activeCount: 0, totalAmount: 0, percentCovered: null },
        paymentMethods: [],
      }),
    );
    renderApp('/products/insurance');
    const summary = await screen.findByRole('region', { name: 'Policy details' });
    expect(summary).toHaveTextContent('Coverage amountUp To $250,000');
    expect(summary).toHaveTextContent("TermUntil you're 65 y/o");
    expect(summary).not.toHaveTextContent('Class');
    expect(screen.getByText('Accidental Death Insurance', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Beneficiaries' })).toHaveTextContent(
      "You haven't named anyone yet.",
    );
    expect(screen.getByRole('link', { name: 'ADD WYSHES' })).toHaveAttribute('href', '/wysh-builder');
    expect(screen.getByRole('region', { name: 'Next payment' })).toHaveTextContent('No card on file');
    // The packet is made: "Download policy details" opens its PDF in a new tab.
    const download = within(screen.getByRole('region', { name: 'Documents' })).getByRole('link', {
      name: /^Download policy details/,
    });
    expect(download).toHaveAttribute('href', '/documents/d-1.pdf?signature=s');
    expect(download).toHaveAttribute('target', '_blank');
  });

  it('shows UPDATES PENDING with SEE DETAILS to the beneficiary flow when a change waits', async () => {
    signInAs('verified');
    owned({ kind: 'UPDATES_PENDING', reason: 'POLICY_CHANGE' });
    answer('PolicyholderHome', () => home());
    const { user, router } = renderApp('/products/insurance');
    const banner = await screen.findByRole('region', { name: /UPDATES PENDING/ });
    expect(banner).toHaveTextContent('A change to your beneficiaries is waiting for you to confirm it.');
    await user.click(within(banner).getByRole('link', { name: 'SEE DETAILS' }));
    await expect
      .poll(() => router.state.navigation.location ?? router.state.location, { timeout: 15_000 })
      .toMatchObject({ pathname: '/flow/beneficiary', state: { flowScope: 'policy_holder' } });
  }, 30_000);

  it('shows PENDING YOUR APPROVAL with REVIEW for a newer quote', async () => {
    signInAs('verified');
    owned({ kind: 'PENDING_APPROVAL', reason: 'PENDING_QUOTE' });
    answer('PolicyholderHome', () => home());
    renderApp('/products/insurance');
    const banner = await screen.findByRole('region', { name: /PENDING YOUR APPROVAL/ });
    expect(within(banner).getByRole('link', { name: 'REVIEW' })).toHaveAttribute('href', '/review-quote');
  });

  it('shows PENDING YOUR APPROVAL with REVIEW to confirm-update for an approved cover increase', async () => {
    signInAs('verified');
    owned({ kind: 'PENDING_APPROVAL', reason: 'COVER_INCREASE' });
    answer('PolicyholderHome', () => home());
    renderApp('/products/insurance');
    const banner = await screen.findByRole('region', { name: /PENDING YOUR APPROVAL/ });
    expect(banner).toHaveTextContent('Your price for more coverage is ready for your approval.');
    expect(within(banner).getByRole('link', { name: 'REVIEW' })).toHaveAttribute(
      'href',
      '/products/insurance/confirm-update',
    );
  });

  it('shows PENDING YOUR APPROVAL with REVIEW to confirm-update for an approved term extension', async () => {
    signInAs('verified');
    owned({ kind: 'PENDING_APPROVAL', reason: 'TERM_EXTENSION' });
    answer('PolicyholderHome', () => home());
    renderApp('/products/insurance');
    const banner = await screen.findByRole('region', { name: /PENDING YOUR APPROVAL/ });
    expect(banner).toHaveTextContent('Your price for extending your term to 65 is ready for your approval.');
    expect(within(banner).getByRole('link', { name: 'REVIEW' })).toHaveAttribute(
      'href',
      '/products/insurance/confirm-update',
    );
  });

  it('shows PAYMENT PAST DUE with the lapse date and PAY NOW to the billing page while in grace', async () => {
    signInAs('verified');
    owned({ kind: 'PAYMENT_PAST_DUE', reason: 'PAST_DUE', lapsesAt: '2027-01-21' });
    answer('PolicyholderHome', () => home());
    renderApp('/products/insurance');
    const banner = await screen.findByRole('region', { name: /PAYMENT PAST DUE/ });
    expect(banner).toHaveTextContent('Your premium is past due. Pay by Jan 21, 2027 to keep your cover.');
    expect(within(banner).getByRole('link', { name: 'PAY NOW' })).toHaveAttribute(
      'href',
      '/products/insurance/billing',
    );
  });

  it('says when the policy cannot be loaded, and tries again', async () => {
    signInAs('verified');
    owned();
    let calls = 0;
    server.use(
      graphql.query('PolicyholderHome', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ errors: [{ message: 'Unexpected error.' }] })
          : HttpResponse.json({ data: home() });
      }),
    );
    const { user } = renderApp('/products/insurance');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your policy.");
    await user.click(within(alert).getByRole('button', { name: 'TRY AGAIN' }));
    await screen.findByRole('region', { name: 'Policy details' });
  });
});

describe('/products/insurance: extending the term to 65', () => {
  const extension = (overrides: Record<string, unknown> = {}) => ({
    available: true,
    opensOn: '2026-03-01',
    extendsFrom: '2027-03-01',
    years: 20,
    coverEndsOn: '2047-02-28',
    request: null,
    ...overrides,
  });
  const withExtension = (termExtension: unknown) =>
    answer('PolicyholderHome', () => home({ userPolicy: { ...termPolicy, termExtension } }));

  it("offers it in the term's last year; the modal asks for it and starts the check-up", async () => {
    signInAs('verified');
    owned();
    withExtension(extension());
    const requested = answer('RequestTermExtension', () => ({
      requestTermExtension: {
        termExtension: {
          policyId: 'policy-1',
          available: true,
          extendsFrom: '2027-03-01',
          years: 20,
          attainedAge: 45,
          coverEndsOn: '2047-02-28',
          opensOn: '2026-03-01',
          request: null,
        },
        error: null,
      },
    }));
    const { user, router } = renderApp('/products/insurance');
    const card = await screen.findByRole('region', { name: 'Extend your term to 65' });
    expect(card).toHaveTextContent('Keep your coverage 20 more years: from Mar 01, 2027 until Feb 28, 2047.');
    expect(card).toHaveTextContent(
      "short health check-up, and you'll see your new price before anything changes",
    );
    await user.click(within(card).getByRole('button', { name: 'EXTEND MY TERM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend your term to 65' });
    expect(dialog).toHaveTextContent('Extending adds 20 years to your policy');
    expect(dialog).toHaveTextContent('within three business days');
    await user.click(within(dialog).getByRole('button', { name: 'START MY CHECK-UP' }));
    await expect.poll(() => requested).toEqual([{ input: { policyId: 'policy-1' } }]);
    await expect
      .poll(() => router.state.navigation.location ?? router.state.location, { timeout: 15_000 })
      .toMatchObject({
        pathname: '/flow/underwriting-interview',
        state: { flowScope: 'coverage_adjustment' },
      });
  }, 30_000);

  it('shows a refusal in the modal and stays', async () => {
    signInAs('verified');
    owned();
    withExtension(extension());
    answer('RequestTermExtension', () => ({
      requestTermExtension: {
        termExtension: null,
        error: userError('CHANGE_PENDING', 'Your request for more coverage is still open.'),
      },
    }));
    const { user, router } = renderApp('/products/insurance');
    await user.click(await screen.findByRole('button', { name: 'EXTEND MY TERM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend your term to 65' });
    await user.click(within(dialog).getByRole('button', { name: 'START MY CHECK-UP' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your request for more coverage is still open.',
    );
    expect(router.state.location.pathname).toBe('/products/insurance');
  }, 30_000);

  it('before the last year says quietly from when, in the policy details', async () => {
    signInAs('verified');
    owned();
    withExtension(extension({ available: false }));
    renderApp('/products/insurance');
    const summary = await screen.findByRole('region', { name: 'Policy details' });
    expect(summary).toHaveTextContent('You can extend your term to 65 from Mar 01, 2026.');
    expect(screen.queryByRole('button', { name: 'EXTEND MY TERM' })).not.toBeInTheDocument();
  });

  it('leads a request under way to confirm-update', async () => {
    signInAs('verified');
    owned();
    withExtension(extension({ request: { id: 'te-1', status: 'OFFERED' } }));
    renderApp('/products/insurance');
    const card = await screen.findByRole('region', { name: 'Extending your term to 65' });
    expect(card).toHaveTextContent('Your new price is ready.');
    expect(within(card).getByRole('link', { name: 'SEE MY REQUEST' })).toHaveAttribute(
      'href',
      '/products/insurance/confirm-update',
    );
    expect(screen.queryByText(/You can extend your term/)).not.toBeInTheDocument();
  });

  it('says nothing when the term can never be extended', async () => {
    signInAs('verified');
    owned();
    withExtension(
      extension({ available: false, opensOn: null, extendsFrom: null, years: null, coverEndsOn: null }),
    );
    renderApp('/products/insurance');
    await screen.findByRole('region', { name: 'Policy details' });
    expect(screen.queryByText(/extend your term/i)).not.toBeInTheDocument();
  });
});

describe('/ (dashboard) for a policyholder', () => {
  it('shows the owned card and the banner: UPDATES PENDING for a manual review case, to its page', async () => {
    signInAs('verified');
    owned({ kind: 'UPDATES_PENDING', reason: 'MANUAL_REVIEW' });
    renderApp('/');
    const banner = await screen.findByRole('region', { name: /UPDATES PENDING/ });
    expect(within(banner).getByRole('link', { name: 'SEE DETAILS' })).toHaveAttribute(
      'href',
      '/products/insurance/manual-review',
    );
    const card = screen.getByRole('article', { name: 'Term Life Insurance' });
    expect(card).toHaveTextContent('Coverage Amount$500,000');
    expect(card).toHaveTextContent('Next Billing Date12/24/2026');
  });
});
