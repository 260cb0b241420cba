// The beneficiary flow's review screen: its buttons open the beneficiary pages with this screen as their origin,
// and its primary button runs the flow's actions only once a primary beneficiary is named.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Action, Form } from '@wysh/forms/protocol';
import { answer, answerLater } from '../../../testing/graphql';
import { renderWithProviders } from '../../../testing/render';
import { useModalStore } from '../../../shared/stores/modal';
import { FlowReviewScreen } from './flow-review-screen';

const link = (destination: string): Action => ({ type: 'link', command: { destination, arguments: [] } });
const finish: Action = { type: 'api', command: { destination: 'finishFlow', arguments: [] } };
const button = (key: string, text: string, actions: Action[]) => ({
  key,
  type: 'button' as const,
  content: { text, style: 'primary' as const, primary: key === 'continue', actions },
});

const form = {
  id: 'beneficiary/beneficiary-review',
  slug: 'beneficiary-review',
  layout: 'myBeneficiaries',
  items: [
    { key: 'title', type: 'text', content: { text: 'Your beneficiaries', typography: 'title' } },
    button('add-primary', 'ADD PRIMARY BENEFICIARY', [
      link('/beneficiary/select-type/wysh-insurance/primary'),
    ]),
    button('edit-allocations', 'EDIT ALLOCATIONS', [link('/beneficiary/allocation/wysh-insurance')]),
    button('add-backup', 'ADD CONTINGENT BENEFICIARY', [
      link('/beneficiary/select-type/wysh-insurance/backup'),
    ]),
    button('continue', 'CONTINUE', [finish]),
  ],
} as unknown as Form;

const ann = {
  id: 'a',
  allocation: 100,
  responsibility: 'PRIMARY',
  type: 'ORGANIZATION',
  contact: {
    __typename: 'OrganizationContact',
    name: 'Red Cross',
    businessType: 'Charity',
    phoneNumber: null,
    email: null,
    taxIdSet: true,
    requiredAddress: null,
  },
};

function renderScreen(list: unknown[]) {
  answer('MyBeneficiaries', () => ({
    getBeneficiaries: { list, backup: [], pending: [] },
    beneficiaryChanges: [],
  }));
  const run = vi.fn();
  const view = renderWithProviders(
    <FlowReviewScreen form={form} run={run} busy={false} formError={null} flowScope="NEW_POLICY" />,
    { path: '/flow/beneficiary' },
  );
  return { ...view, run };
}

describe('the beneficiary flow review', () => {
  it('waits for a primary beneficiary before moving on', async () => {
    const { user, run } = renderScreen([]);
    await screen.findByText("You haven't named a primary beneficiary yet.");
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByText('Add a primary beneficiary to continue.')).toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();
  });

  it('moves on with a primary, running the primary button’s actions', async () => {
    const { user, run } = renderScreen([ann]);
    expect(await screen.findByRole('heading', { name: 'Red Cross' })).toBeInTheDocument();
    expect(screen.getByText('100%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(run).toHaveBeenCalledWith([finish], { primary: true });
  });

  it('judges a list refreshed after an edit only once it holds the edit', async () => {
    const { user, run, queryClient } = renderScreen([]);
    await screen.findByText("You haven't named a primary beneficiary yet.");
    // The beneficiary saved on another page: the cached empty list shows while the fresh one is on its way.
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    answerLater('MyBeneficiaries', arrived, {
      getBeneficiaries: { list: [ann], backup: [], pending: [] },
      beneficiaryChanges: [],
    });
    void queryClient.invalidateQueries();
    const next = screen.getByRole('button', { name: 'CONTINUE' });
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'));
    await user.click(next);
    expect(screen.queryByText('Add a primary beneficiary to continue.')).not.toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();

    release();
    expect(await screen.findByRole('heading', { name: 'Red Cross' })).toBeInTheDocument();
    await waitFor(() => expect(next).not.toHaveAttribute('aria-disabled'));
    await user.click(next);
    expect(run).toHaveBeenCalledWith([finish], { primary: true });
  });

  it('opens the pages with this screen as their origin', async () => {
    const { user, router, run } = renderScreen([ann]);
    await screen.findByRole('heading', { name: 'Red Cross' });
    await user.click(screen.getByRole('button', { name: 'ADD CONTINGENT BENEFICIARY' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/beneficiary/select-type/wysh-insurance/backup'),
    );
    expect(router.state.location.state).toEqual({ origin: { path: '/flow/beneficiary', state: null } });
    expect(run).not.toHaveBeenCalled();
  });
});

describe('the review of a policyholder (outside new_policy)', () => {
  afterEach(() => useModalStore.getState().reset());

  const inForce = { ...ann, allocation: 100 };
  const proposed = {
    ...ann,
    id: 'a2',
    carriesId: 'a',
    contact: { ...ann.contact, email: 'help@example.org' },
  };

  function renderPolicyholder(pending: unknown[]) {
    answer('MyBeneficiaries', () => ({
      getBeneficiaries: { list: [inForce], backup: [], pending },
      beneficiaryChanges: [
        ...(pending.length > 0 ? [{ id: 'c2', status: 'pending' }] : []),
        { id: 'c1', status: 'applied' },
      ],
    }));
    answer('BeneficiaryHistory', () => ({
      beneficiaryChanges: [
        {
          id: 'c1',
          kind: 'issue',
          status: 'applied',
          createdAt: '2026-11-20T10:00:00Z',
          appliedAt: '2026-11-20T10:00:00Z',
          documentVersion: null,
          beneficiaries: [inForce],
        },
      ],
    }));
    const discarded = answer('DiscardMyBeneficiaryChanges', () => ({
      discardBeneficiaryChanges: { success: true, error: null },
    }));
    const run = vi.fn();
    const view = renderWithProviders(
      <FlowReviewScreen form={form} run={run} busy={false} formError={null} flowScope="POLICY_HOLDER" />,
      { path: '/flow/beneficiary', withModals: true },
    );
    return { ...view, run, discarded };
  }

  it('shows the pending change, Get Claims Instructions and the history', async () => {
    renderPolicyholder([proposed]);
    const pending = await screen.findByRole('region', { name: 'Changes waiting for your confirmation' });
    expect(pending).toHaveTextContent('Red Cross: details updated');
    expect(within(pending).getByRole('button', { name: 'CONFIRM CHANGES' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Claims Instructions' })).toBeInTheDocument();
    const history = await screen.findByRole('region', { name: 'Beneficiary history' });
    expect(history).toHaveTextContent('Named when your policy was issued');
    expect(history).toHaveTextContent('Red Cross, primary (100%)');
  });

  it('asks before moving on with a change pending; leaving without saving discards it', async () => {
    const { user, run, discarded } = renderPolicyholder([proposed]);
    await screen.findByRole('region', { name: 'Changes waiting for your confirmation' });
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save changes before you go?' });
    expect(run).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'LEAVE WITHOUT SAVING' }));
    await waitFor(() => expect(run).toHaveBeenCalledWith([finish], { primary: true }));
    expect(discarded).toEqual([{ input: { lineOfBusiness: 'wysh-insurance' } }]);
  });

  it('moves on at once with nothing pending', async () => {
    const { user, run, discarded } = renderPolicyholder([]);
    await screen.findByRole('heading', { name: 'Red Cross' });
    expect(screen.queryByRole('region', { name: 'Changes waiting for your confirmation' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(run).toHaveBeenCalledWith([finish], { primary: true });
    expect(discarded).toEqual([]);
  });
});
