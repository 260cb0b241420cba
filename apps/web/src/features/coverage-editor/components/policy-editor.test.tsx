// The coverage editor's policy mode (/edit-coverage/policy): lower cover is priced and saved as a pending change;
// more cover is no price but the interview first (UNDERWRITING_REQUIRED), asked for from UnderwritingRequiredModal;
// an increase under review blocks edits, and one offered leads to confirm-update.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { policyEditorState } from '@wysh/domain/policy-changes/policy-editor-state';
import { activeJourney } from '../../../shared/stores/journey';
import { signInAs } from '../../../testing/auth';
import { answer, userError } from '../../../testing/graphql';
import { renderApp } from '../../../testing/render-app';

const SLOW = { timeout: 30_000 };

const breakdown = (amount: number, monthlyPremium: number, annualPremium: number) => ({
  amount,
  annualRatePer1000: '0.4400',
  annualPolicyFee: 6_000,
  monthlyFactor: '0.0875',
  rateClass: 'preferred',
  rateVersion: 'term-life.2026-11-v1',
  issueAge: 30,
  annualPremium,
  monthlyPremium,
});

function policyToEdit(coverIncrease: { status: string } | null = null) {
  answer('PolicyToEdit', () => ({
    userPolicy: {
      id: 'policy-1',
      status: 'active',
      amount: 50_000_000,
      monthlyPremium: 2_450,
      annualPremium: 28_000,
      rateVersion: 'term-life.2026-11-v1',
      insuredsAgeAtTerm: 50,
      product: { slug: 'wysh-term-life' },
      classification: { id: 'preferred', name: 'Preferred' },
      pendingUpdate: null,
      coverIncrease: coverIncrease ? { id: 'ci-1', ...coverIncrease } : null,
      breakdown: breakdown(50_000_000, 2_450, 28_000),
    },
    allocationSummary: { totalAmount: 0 },
  }));
  answer('PolicyEditorState', () => ({
    coverageEditorState: {
      coverageSlider: policyEditorState({
        id: 'policy-1',
        productSlug: 'wysh-term-life',
        cover: 50_000_000,
        issueAge: 30,
      }).coverageSlider,
      error: null,
    },
  }));
}

/** adjustPolicy as the server answers: a price below today's cover, UNDERWRITING_REQUIRED above it. */
function adjustPolicy() {
  return answer('AdjustPolicy', ({ amount }) =>
    (amount as number) > 50_000_000
      ? {
          adjustPolicy: {
            amount: null,
            monthlyPremium: null,
            annualPremium: null,
            effectiveOn: null,
            breakdown: null,
            error: userError(
              'UNDERWRITING_REQUIRED',
              'Raising your cover needs a few questions about your health first.',
            ),
          },
        }
      : {
          adjustPolicy: {
            amount,
            monthlyPremium: 2_000,
            annualPremium: 22_800,
            effectiveOn: '2026-12-24',
            breakdown: breakdown(amount as number, 2_000, 22_800),
            error: null,
          },
        },
  );
}

async function typeCover(user: ReturnType<typeof renderApp>['user'], dollars: string) {
  const amount = await screen.findByLabelText('Type a coverage amount');
  await user.clear(amount);
  await user.type(amount, dollars);
  await user.tab();
}

const where = (router: ReturnType<typeof renderApp>['router']) =>
  router.state.navigation.location ?? router.state.location;

afterEach(() => {
  activeJourney()?.exit();
});

describe('/edit-coverage/policy', () => {
  it('prices lower cover and saves it as a change from the next payment', SLOW, async () => {
    signInAs('verified');
    policyToEdit();
    adjustPolicy();
    const saved = answer('RequestCoverageAdjustment', () => ({
      requestCoverageAdjustment: { effectiveOn: '2026-12-24', policy: { id: 'policy-1' }, error: null },
    }));
    const { user, router } = renderApp('/edit-coverage/policy');
    await screen.findByRole('heading', { level: 1, name: 'Change your coverage' });
    await typeCover(user, '400000');
    await screen.findByText('Your new coverage starts on Dec 24, 2026, your next payment date.');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await expect.poll(() => saved).toEqual([{ input: { policyId: 'policy-1', amount: 40_000_000 } }]);
    await expect
      .poll(() => where(router).pathname, { timeout: 15_000 })
      .toBe('/products/insurance/policy-1/pending-details');
  });

  it(
    'says more cover needs health questions (no price error), and SAVE opens UnderwritingRequiredModal, whose CONTINUE asks for it and starts the interview',
    async () => {
      signInAs('verified');
      policyToEdit();
      const priced = adjustPolicy();
      const requested = answer('RequestCoverIncrease', ({ input }) => ({
        requestCoverIncrease: {
          coverIncrease: {
            id: 'ci-1',
            status: 'UNDERWRITING',
            requestedAmount: (input as { amount: number }).amount,
          },
          error: null,
        },
      }));
      const { user, router } = renderApp('/edit-coverage/policy');
      await typeCover(user, '750000');
      await screen.findByText(
        "More coverage needs a few questions about your health first. You'll see your new price right after them.",
      );
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      // Today's cover is never asked for (it would be refused as unchanged while the debounce settles).
      expect(priced.map((variables) => variables.amount)).toEqual([75_000_000]);

      await user.click(screen.getByRole('button', { name: 'SAVE' }));
      let dialog = await screen.findByRole('dialog', { name: 'A few health questions first' });
      expect(dialog).toHaveTextContent(
        'Raising your coverage to $750,000 needs a short underwriting interview',
      );
      expect(dialog).toHaveTextContent('within three business days');
      // NOT NOW keeps the editor as it is.
      await user.click(within(dialog).getByRole('button', { name: 'NOT NOW' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(requested).toEqual([]);

      await user.click(screen.getByRole('button', { name: 'SAVE' }));
      dialog = await screen.findByRole('dialog', { name: 'A few health questions first' });
      await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));
      await expect.poll(() => requested).toEqual([{ input: { policyId: 'policy-1', amount: 75_000_000 } }]);
      // Left for the interview without ExitWithoutSavingModal: the request is what was saved.
      await expect
        .poll(() => where(router), { timeout: 15_000 })
        .toMatchObject({
          pathname: '/flow/underwriting-interview',
          state: { flowScope: 'coverage_adjustment' },
        });
      expect(activeJourney()).not.toBeNull();
    },
    SLOW.timeout,
  );

  it('shows a refused request in the modal, which stays open to try again', SLOW, async () => {
    signInAs('verified');
    policyToEdit();
    adjustPolicy();
    answer('RequestCoverIncrease', () => ({
      requestCoverIncrease: {
        coverIncrease: null,
        error: userError('CHANGE_PENDING', 'You already have a change starting 12/24/2026.'),
      },
    }));
    const { user } = renderApp('/edit-coverage/policy');
    await typeCover(user, '750000');
    await screen.findByText(/More coverage needs a few questions/);
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    const dialog = await screen.findByRole('dialog', { name: 'A few health questions first' });
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You already have a change starting 12/24/2026.',
    );
    expect(within(dialog).getByRole('button', { name: 'CONTINUE' })).toBeInTheDocument();
  });

  it(
    'shows the policy-edit block instead of the sliders while an underwriter reviews an increase',
    SLOW,
    async () => {
      signInAs('verified');
      policyToEdit({ status: 'REFERRED' });
      renderApp('/edit-coverage/policy');
      await screen.findByRole('heading', {
        level: 1,
        name: 'Your request for more coverage is under review',
      });
      expect(
        screen.getByText(
          'Manual review of a coverage increase is in progress. Policy edits are blocked while manual review is pending.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    },
  );

  it('leads to confirm-update while a price for more cover waits for approval', SLOW, async () => {
    signInAs('verified');
    policyToEdit({ status: 'OFFERED' });
    renderApp('/edit-coverage/policy');
    await screen.findByRole('heading', { level: 1, name: 'Your price for more coverage is waiting' });
    expect(screen.getByRole('link', { name: 'REVIEW MY NEW PRICE' })).toHaveAttribute(
      'href',
      '/products/insurance/confirm-update',
    );
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });
});
