// /products/insurance/confirm-update for a request to extend the term to 65, in each of its states, and which
// request the page shows when the policy has both kinds.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { signInAs } from '../../../testing/auth';
import { answer, userError } from '../../../testing/graphql';
import { graphql } from '../../../testing/graphql-link';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';

const PATH = '/products/insurance/confirm-update';
const SLOW = { timeout: 30_000 };
const OFFER_TITLE = "You're approved to extend your term to 65";

const extension = (overrides: Record<string, unknown> = {}) => ({
  id: 'te-1',
  status: 'OFFERED',
  cover: 50_000_000,
  currentMonthlyPremium: 2_373,
  newMonthlyPremium: 9_815,
  newAnnualPremium: 112_000,
  rateClass: 'standard',
  rateVersion: 'term-life.2026-11-v1',
  extendsFrom: '2027-03-01',
  years: 20,
  coverEndsOn: '2047-02-28',
  offerExpiresOn: '2026-12-28',
  decidedOn: '2026-11-28',
  closedReason: null,
  ...overrides,
});

const increase = (status: string) => ({
  id: 'ci-1',
  status,
  currentAmount: 50_000_000,
  requestedAmount: 75_000_000,
  approvedAmount: null,
  currentMonthlyPremium: 2_373,
  newMonthlyPremium: null,
  newAnnualPremium: null,
  addedMonthlyPremium: null,
  rateClass: null,
  rateVersion: null,
  effectiveOn: null,
  offerExpiresOn: null,
  decidedOn: '2026-10-01',
  closedReason: 'You cancelled your request.',
});

const policy = (request: unknown, { coverIncrease = null as unknown, terminatesAt = '2027-02-28' } = {}) => ({
  userPolicy: {
    id: 'policy-1',
    status: 'active',
    terminatesAt,
    product: { slug: 'wysh-term-life' },
    pendingUpdate: null,
    coverIncrease,
    termExtension: { request },
  },
});

function serve(...states: unknown[]) {
  let calls = 0;
  return answer('ConfirmUpdate', () => {
    const state = states[Math.min(calls, states.length - 1)];
    calls += 1;
    return state;
  });
}

const where = (router: ReturnType<typeof renderApp>['router']) =>
  router.state.navigation.location ?? router.state.location;

const payload = (name: string, request: unknown) => ({
  [name]: {
    termExtension: {
      policyId: 'policy-1',
      available: true,
      extendsFrom: '2027-03-01',
      years: 20,
      attainedAge: 45,
      coverEndsOn: '2047-02-28',
      opensOn: '2026-03-01',
      request,
    },
    error: null,
  },
});

describe('/products/insurance/confirm-update for a term extension', () => {
  it(
    'shows the offered extension: premium now and from the anniversary, years added, cover until, class, last day; accept leads to the pending details',
    SLOW,
    async () => {
      signInAs('verified');
      serve(policy(extension()));
      const accepted = answer('AcceptTermExtension', () =>
        payload('acceptTermExtension', extension({ status: 'ACCEPTED' })),
      );
      const { user, router } = renderApp(PATH);
      await screen.findByRole('heading', { level: 1, name: OFFER_TITLE });
      expect(screen.getByText('PENDING YOUR APPROVAL')).toBeInTheDocument();
      expect(screen.getByText(/Accept your new price by Dec 28, 2026 to keep it\./)).toBeInTheDocument();
      const table = screen.getByRole('table', { name: 'Your policy now and once extended' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Policy detail', 'Now', 'From Mar 01, 2027']);
      expect(within(table).getByRole('row', { name: /^Monthly premium/ })).toHaveTextContent(
        'Monthly premium$23.73$98.15',
      );
      const details = screen.getByRole('region', { name: 'Your extended term' });
      const facts = within(details)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
      expect(facts).toEqual([
        'Years added: 20 years',
        'Covered until: Feb 28, 2047',
        'New premium starts on: Mar 01, 2027',
        'Priced at rate class: Standard',
        'Last day to accept: Dec 28, 2026',
      ]);

      await user.click(screen.getByRole('button', { name: 'ACCEPT MY NEW PRICE' }));
      await expect.poll(() => accepted).toEqual([{ input: { policyId: 'policy-1' } }]);
      await expect
        .poll(() => where(router).pathname, { timeout: 15_000 })
        .toBe('/products/insurance/policy-1/pending-details');
    },
  );

  it('cancels the request with CANCEL MY REQUEST, back to the policyholder home', SLOW, async () => {
    signInAs('verified');
    serve(policy(extension()));
    const withdrawn = answer('WithdrawTermExtension', () =>
      payload('withdrawTermExtension', extension({ status: 'WITHDRAWN' })),
    );
    const { user, router } = renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'CANCEL MY REQUEST' }));
    await expect.poll(() => withdrawn).toEqual([{ input: { policyId: 'policy-1' } }]);
    await expect.poll(() => where(router).pathname, { timeout: 15_000 }).toBe('/products/insurance');
  });

  it('shows a refused acceptance', SLOW, async () => {
    signInAs('verified');
    serve(policy(extension()));
    answer('AcceptTermExtension', () => ({
      acceptTermExtension: {
        termExtension: null,
        error: userError('EXTENSION_NOT_OFFERED', 'This offer is no longer open.'),
      },
    }));
    const { user } = renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'ACCEPT MY NEW PRICE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This offer is no longer open.');
  });

  it('asks once for the decision of the answered check-up, then shows the offer', SLOW, async () => {
    signInAs('verified');
    serve(policy(extension({ status: 'UNDERWRITING', newMonthlyPremium: null })), policy(extension()));
    const submitted: unknown[] = [];
    server.use(
      graphql.mutation('SubmitTermExtensionUnderwriting', ({ variables }) => {
        submitted.push(variables);
        return HttpResponse.json({ data: payload('submitTermExtensionUnderwriting', extension()) });
      }),
    );
    renderApp(PATH);
    await screen.findByRole('heading', { level: 1, name: OFFER_TITLE });
    expect(submitted).toEqual([{ input: { policyId: 'policy-1' } }]);
  });

  it('leads back to the check-up when it is not finished, in the extension journey', SLOW, async () => {
    signInAs('verified');
    serve(policy(extension({ status: 'UNDERWRITING', newMonthlyPremium: null })));
    answer('SubmitTermExtensionUnderwriting', () => ({
      submitTermExtensionUnderwriting: {
        termExtension: null,
        error: userError('INTERVIEW_INCOMPLETE', 'Please answer every question.'),
      },
    }));
    const { user, router } = renderApp(PATH);
    await screen.findByRole('heading', { level: 1, name: 'A few questions are left' });
    expect(
      screen.getByText('Finish your health check-up so we can decide on extending your term.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'BACK TO THE QUESTIONS' }));
    await expect
      .poll(() => where(router), { timeout: 15_000 })
      .toMatchObject({
        pathname: '/flow/underwriting-interview',
        state: { flowScope: 'coverage_adjustment' },
      });
  });

  it('says an underwriter reviews a referred extension', SLOW, async () => {
    signInAs('verified');
    serve(policy(extension({ status: 'REFERRED', newMonthlyPremium: null })));
    renderApp(PATH);
    await screen.findByRole('heading', {
      level: 1,
      name: 'Your request to extend your term is under review',
    });
    expect(screen.getByText(/within three business days/)).toBeInTheDocument();
  });

  it('gives the reason of a declined extension, the way home and CHAT WITH US', SLOW, async () => {
    signInAs('verified');
    serve(
      policy(extension({ status: 'DECLINED', closedReason: 'Your cover ends on Feb 28, 2027 as planned.' })),
    );
    renderApp(PATH);
    await screen.findByRole('heading', { level: 1, name: "We couldn't extend your term" });
    expect(screen.getByText('Your cover ends on Feb 28, 2027 as planned.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BACK TO MY POLICY' })).toHaveAttribute(
      'href',
      '/products/insurance',
    );
    expect(screen.getByRole('button', { name: 'CHAT WITH US' })).toBeInTheDocument();
  });

  it('says when an accepted extension starts, and its new last day', SLOW, async () => {
    signInAs('verified');
    serve(policy(extension({ status: 'ACCEPTED' }), { terminatesAt: '2047-02-28' }));
    renderApp(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Your term is extended' });
    expect(
      screen.getByText(
        'Your coverage now runs until Feb 28, 2047. Your new premium starts on Mar 01, 2027; until then you pay what you pay now.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SEE DETAILS' })).toHaveAttribute(
      'href',
      '/products/insurance/policy-1/pending-details',
    );
  });

  it(
    'shows the open extension over a closed increase, and a closed increase over a closed extension',
    SLOW,
    async () => {
      signInAs('verified');
      serve(policy(extension(), { coverIncrease: increase('WITHDRAWN') }));
      const first = renderApp(PATH);
      await screen.findByRole('heading', { level: 1, name: OFFER_TITLE });
      first.unmount();

      serve(policy(extension({ status: 'EXPIRED' }), { coverIncrease: increase('WITHDRAWN') }));
      renderApp(PATH);
      await screen.findByRole('heading', { level: 1, name: 'You cancelled your request' });
    },
  );

  it('shows a closed extension when there is no increase', SLOW, async () => {
    signInAs('verified');
    serve(policy(extension({ status: 'EXPIRED', closedReason: null })));
    renderApp(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Your price to extend your term expired' });
    expect(screen.getByText('Your policy stays as it is.')).toBeInTheDocument();
  });
});
