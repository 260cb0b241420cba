// /products/insurance/confirm-update for a request for more cover, in each of its states.
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

const increase = (overrides: Record<string, unknown> = {}) => ({
  id: 'ci-1',
  status: 'OFFERED',
  currentAmount: 50_000_000,
  requestedAmount: 75_000_000,
  approvedAmount: 75_000_000,
  currentMonthlyPremium: 2_373,
  newMonthlyPremium: 3_510,
  newAnnualPremium: 40_116,
  addedMonthlyPremium: 1_137,
  rateClass: 'preferred',
  rateVersion: 'term-life.2026-11-v1',
  effectiveOn: '2026-12-24',
  offerExpiresOn: '2026-12-28',
  decidedOn: '2026-11-28',
  closedReason: null,
  ...overrides,
});

const policy = (coverIncrease: unknown, pendingUpdate: unknown = null) => ({
  userPolicy: {
    id: 'policy-1',
    status: 'active',
    product: { slug: 'wysh-term-life' },
    pendingUpdate,
    coverIncrease,
  },
});

/** The page's query: `states` in turn (the last one repeats), as the server answers after each write. */
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

describe('/products/insurance/confirm-update', () => {
  it(
    'shows an approved increase side by side with the policy, and ACCEPT MY NEW PRICE leads to its pending details',
    async () => {
      signInAs('verified');
      serve(policy(increase()));
      const accepted = answer('AcceptCoverIncrease', () => ({
        acceptCoverIncrease: { coverIncrease: increase({ status: 'ACCEPTED' }), error: null },
      }));
      const { user, router } = renderApp(PATH);
      await screen.findByRole('heading', { level: 1, name: "You're approved for more coverage" });
      expect(screen.getByText('PENDING YOUR APPROVAL')).toBeInTheDocument();
      expect(screen.getByText(/Accept your new price by Dec 28, 2026 to keep it\./)).toBeInTheDocument();
      const table = screen.getByRole('table', { name: 'Your policy now and with the added coverage' });
      expect(within(table).getByRole('row', { name: /^Coverage/ })).toHaveTextContent(
        'Coverage$500,000$750,000',
      );
      expect(within(table).getByRole('row', { name: /^Monthly premium/ })).toHaveTextContent(
        'Monthly premium$23.73$35.10',
      );
      const added = screen.getByRole('region', { name: 'Your added coverage' });
      const facts = within(added)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
      expect(facts).toEqual([
        'Added coverage: $250,000',
        'Added monthly premium: $11.37',
        'Priced at rate class: Preferred',
        'Starts on: Dec 24, 2026, your next payment',
        'Last day to accept: Dec 28, 2026',
      ]);

      await user.click(screen.getByRole('button', { name: 'ACCEPT MY NEW PRICE' }));
      await expect.poll(() => accepted).toEqual([{ input: { policyId: 'policy-1' } }]);
      await expect
        .poll(() => where(router).pathname, { timeout: 15_000 })
        .toBe('/products/insurance/policy-1/pending-details');
    },
    SLOW.timeout,
  );

  it('shows a refused acceptance with the way to try again', SLOW, async () => {
    signInAs('verified');
    serve(policy(increase()));
    let calls = 0;
    server.use(
      graphql.mutation('AcceptCoverIncrease', () => {
        calls += 1;
        return HttpResponse.json({
          data: {
            acceptCoverIncrease:
              calls === 1
                ? {
                    coverIncrease: null,
                    error: userError('POLICY.NOT_ACTIVE', 'Pay your past-due balance first.'),
                  }
                : { coverIncrease: increase({ status: 'ACCEPTED' }), error: null },
          },
        });
      }),
    );
    const { user, router } = renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'ACCEPT MY NEW PRICE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Pay your past-due balance first.');
    await user.click(screen.getByRole('button', { name: 'ACCEPT MY NEW PRICE' }));
    await expect
      .poll(() => where(router).pathname, { timeout: 15_000 })
      .toBe('/products/insurance/policy-1/pending-details');
  });

  it('cancels the request with CANCEL MY REQUEST, back to the policyholder home', SLOW, async () => {
    signInAs('verified');
    serve(policy(increase()));
    const withdrawn = answer('WithdrawCoverIncrease', () => ({
      withdrawCoverIncrease: { coverIncrease: increase({ status: 'WITHDRAWN' }), error: null },
    }));
    const { user, router } = renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'CANCEL MY REQUEST' }));
    await expect.poll(() => withdrawn).toEqual([{ input: { policyId: 'policy-1' } }]);
    await expect.poll(() => where(router).pathname, { timeout: 15_000 }).toBe('/products/insurance');
  });

  it('asks once for the decision of the answered interview, then shows the new price', SLOW, async () => {
    signInAs('verified');
    serve(policy(increase({ status: 'UNDERWRITING', approvedAmount: null })), policy(increase()));
    let release!: () => void;
    const decided = new Promise<void>((resolve) => {
      release = resolve;
    });
    const submitted: unknown[] = [];
    server.use(
      graphql.mutation('SubmitCoverIncreaseUnderwriting', async ({ variables }) => {
        submitted.push(variables);
        await decided;
        return HttpResponse.json({
          data: { submitCoverIncreaseUnderwriting: { coverIncrease: increase(), error: null } },
        });
      }),
    );
    renderApp(PATH);
    expect(await screen.findByText('Checking your answers...')).toBeInTheDocument();
    release();
    await screen.findByRole('heading', { level: 1, name: "You're approved for more coverage" });
    expect(submitted).toEqual([{ input: { policyId: 'policy-1' } }]);
  });

  it('leads back to the interview when it is not finished', SLOW, async () => {
    signInAs('verified');
    serve(policy(increase({ status: 'UNDERWRITING', approvedAmount: null })));
    answer('SubmitCoverIncreaseUnderwriting', () => ({
      submitCoverIncreaseUnderwriting: {
        coverIncrease: null,
        error: userError('INTERVIEW_INCOMPLETE', 'Please answer every question.'),
      },
    }));
    const { user, router } = renderApp(PATH);
    await screen.findByRole('heading', { level: 1, name: 'A few questions are left' });
    await user.click(screen.getByRole('button', { name: 'BACK TO THE QUESTIONS' }));
    await expect
      .poll(() => where(router), { timeout: 15_000 })
      .toMatchObject({
        pathname: '/flow/underwriting-interview',
        state: { flowScope: 'coverage_adjustment' },
      });
  });

  it('shows the unscheduled maintenance screen when underwriting is offline', SLOW, async () => {
    signInAs('verified');
    serve(policy(increase({ status: 'UNDERWRITING', approvedAmount: null })));
    answer('SubmitCoverIncreaseUnderwriting', () => ({
      submitCoverIncreaseUnderwriting: {
        coverIncrease: null,
        error: userError('UNDERWRITING_DISABLED', 'Underwriting is offline.'),
      },
    }));
    renderApp(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Be back soon!' });
  });

  it('says when the decision could not be asked for, and asks again', SLOW, async () => {
    signInAs('verified');
    serve(policy(increase({ status: 'UNDERWRITING', approvedAmount: null })), policy(increase()));
    let calls = 0;
    server.use(
      graphql.mutation('SubmitCoverIncreaseUnderwriting', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ errors: [{ message: 'Unexpected error.' }] })
          : HttpResponse.json({
              data: { submitCoverIncreaseUnderwriting: { coverIncrease: increase(), error: null } },
            });
      }),
    );
    const { user } = renderApp(PATH);
    await screen.findByRole('heading', { level: 1, name: "We couldn't decide on your new coverage yet" });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    await screen.findByRole('heading', { level: 1, name: "You're approved for more coverage" });
  });

  it('says an underwriter reviews a referred request and that policy edits wait for it', SLOW, async () => {
    signInAs('verified');
    serve(policy(increase({ status: 'REFERRED', approvedAmount: null })));
    renderApp(PATH);
    await screen.findByRole('heading', {
      level: 1,
      name: 'Your request for more coverage is under review',
    });
    expect(
      screen.getByText(
        'Manual review of a coverage increase is in progress. Policy edits are blocked while manual review is pending.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/within three business days/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BACK TO MY POLICY' })).toHaveAttribute(
      'href',
      '/products/insurance',
    );
  });

  it('gives the reason of a declined request, the way home and CHAT WITH US', SLOW, async () => {
    signInAs('verified');
    serve(
      policy(
        increase({
          status: 'DECLINED',
          approvedAmount: null,
          closedReason: 'We could not offer you more cover. Your policy stays as it is.',
        }),
      ),
    );
    const { user } = renderApp(PATH);
    await screen.findByRole('heading', { level: 1, name: "We couldn't offer you more coverage" });
    expect(
      screen.getByText('We could not offer you more cover. Your policy stays as it is.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BACK TO MY POLICY' })).toHaveAttribute(
      'href',
      '/products/insurance',
    );
    await user.click(screen.getByRole('button', { name: 'CHAT WITH US' }));
    await screen.findByRole('dialog');
  });

  it('says when an accepted increase starts, with its pending details', SLOW, async () => {
    signInAs('verified');
    serve(
      policy(increase({ status: 'ACCEPTED' }), {
        policyId: 'policy-1',
        effectiveOn: '2026-12-24',
      }),
    );
    renderApp(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Your new coverage is on its way' });
    expect(screen.getByText(/It starts on Dec 24, 2026, your next payment date\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SEE DETAILS' })).toHaveAttribute(
      'href',
      '/products/insurance/policy-1/pending-details',
    );
  });

  it('has nothing to confirm without a request, or without a policy', SLOW, async () => {
    signInAs('verified');
    serve(policy(null));
    renderApp(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Nothing to confirm' });
    expect(screen.getByRole('link', { name: 'BACK TO MY POLICY' })).toHaveAttribute(
      'href',
      '/products/insurance',
    );
  });

  it('says when it cannot load, and tries again', SLOW, async () => {
    signInAs('verified');
    let calls = 0;
    server.use(
      graphql.query('ConfirmUpdate', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ errors: [{ message: 'Unexpected error.' }] })
          : HttpResponse.json({ data: { userPolicy: null } });
      }),
    );
    const { user } = renderApp(PATH);
    await screen.findByRole('heading', { level: 1, name: "We couldn't load your update." });
    await user.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    await screen.findByRole('heading', { level: 1, name: 'Nothing to confirm' });
  });
});
