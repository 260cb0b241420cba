// The beneficiary flow's review screen: its buttons open the beneficiary pages with this screen as their origin,
// and its primary button runs the flow's actions only once a primary beneficiary is named.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Action, Form } from '@wysh/forms/protocol';
import { answer } from '../../../testing/graphql';
import { renderWithProviders } from '../../../testing/render';
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
