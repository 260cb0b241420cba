// The beneficiary modals: what each sends, and where each goes afterwards (spec 001 §4.11).
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openModal, useModalStore } from '../../../shared/stores/modal';
import { answer } from '../../../testing/graphql';
import { renderWithProviders } from '../../../testing/render';

afterEach(() => useModalStore.getState().reset());

const flow = { path: '/flow/beneficiary', state: { flowScope: 'new_policy' } };
const destroyed = () =>
  answer('DestroyMyBeneficiary', () => ({
    destroyBeneficiary: { success: true, beneficiaries: { list: [], backup: [] }, error: null },
  }));

describe('RemoveBeneficiaryModal', () => {
  it('removes a primary and goes to the allocations while others remain, carrying the origin', async () => {
    const calls = destroyed();
    const { user, router } = renderWithProviders(<p>Page</p>, {
      withModals: true,
      path: '/beneficiary/edit/wysh-insurance/b1',
    });
    act(() =>
      openModal('RemoveBeneficiaryModal', {
        beneficiaryId: 'b1',
        name: 'Grace Hopper',
        responsibility: 'primary',
        primariesLeft: 1,
        lineOfBusiness: 'wysh-insurance',
        origin: flow,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove this beneficiary?' });
    expect(dialog).toHaveTextContent('Grace Hopper will no longer receive');
    await user.click(within(dialog).getByRole('button', { name: 'YES, REMOVE' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/beneficiary/allocation/wysh-insurance'),
    );
    expect(router.state.location.state).toEqual({ origin: flow });
    expect(calls).toEqual([{ input: { beneficiaryId: 'b1', responsibility: 'PRIMARY' } }]);
    expect(useModalStore.getState().name).toBeNull();
  });

  it('removes a backup and returns to the review', async () => {
    destroyed();
    const { user, router } = renderWithProviders(<p>Page</p>, { withModals: true, path: '/x' });
    act(() =>
      openModal('RemoveBeneficiaryModal', { beneficiaryId: 'z', responsibility: 'backup', primariesLeft: 1 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove this beneficiary?' });
    await user.click(within(dialog).getByRole('button', { name: 'YES, REMOVE' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/beneficiary/wysh-insurance'));
  });

  it('shows a refusal inline and stays', async () => {
    answer('DestroyMyBeneficiary', () => ({
      destroyBeneficiary: {
        success: false,
        beneficiaries: null,
        error: { code: 'NOT_FOUND', message: 'Beneficiary not found', fields: [] },
      },
    }));
    const { user, router } = renderWithProviders(<p>Page</p>, { withModals: true, path: '/x' });
    act(() => openModal('RemoveBeneficiaryModal', { beneficiaryId: 'b1', primariesLeft: 0 }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this beneficiary?' });
    await user.click(within(dialog).getByRole('button', { name: 'YES, REMOVE' }));
    expect(await within(dialog).findByText('Beneficiary not found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/x');
  });
});

describe('RemoveLastBeneficiaryModal', () => {
  it('promotes the backup, then the allocations', async () => {
    const calls = destroyed();
    const { user, router } = renderWithProviders(<p>Page</p>, { withModals: true, path: '/x' });
    act(() =>
      openModal('RemoveLastBeneficiaryModal', {
        beneficiaryId: 'b1',
        name: 'Grace',
        backupCount: 1,
        origin: flow,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: "You can't have a backup without a primary" });
    await user.click(within(dialog).getByRole('button', { name: 'MAKE CONTINGENT PRIMARY' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/beneficiary/allocation/wysh-insurance'),
    );
    expect(calls).toEqual([{ input: { beneficiaryId: 'b1', promoteBackup: true } }]);
  });

  it('removes both: home outside a flow, the flow review inside one', async () => {
    const calls = destroyed();
    const { user, router } = renderWithProviders(<p>Page</p>, { withModals: true, path: '/x' });
    act(() => openModal('RemoveLastBeneficiaryModal', { beneficiaryId: 'b1' }));
    let dialog = await screen.findByRole('dialog', { name: "You can't have a backup without a primary" });
    await user.click(within(dialog).getByRole('button', { name: 'REMOVE BOTH' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls).toEqual([{ input: { beneficiaryId: 'b1', destroyBackup: true } }]);

    act(() => openModal('RemoveLastBeneficiaryModal', { beneficiaryId: 'b1', origin: flow }));
    dialog = await screen.findByRole('dialog', { name: "You can't have a backup without a primary" });
    await user.click(within(dialog).getByRole('button', { name: 'REMOVE BOTH' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flow/beneficiary'));
    expect(router.state.location.state).toEqual({ flowScope: 'new_policy' });
  });
});

describe('AddAnotherBeneficiaryModal and SaveChangesModal', () => {
  it('adds another primary, or goes back to the origin', async () => {
    const { user, router } = renderWithProviders(<p>Page</p>, { withModals: true, path: '/x' });
    act(() => openModal('AddAnotherBeneficiaryModal', { lineOfBusiness: 'wysh-insurance', origin: flow }));
    let dialog = await screen.findByRole('dialog', { name: 'Add another beneficiary?' });
    await user.click(within(dialog).getByRole('button', { name: 'ADD ANOTHER' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/beneficiary/select-type/wysh-insurance/primary'),
    );
    expect(router.state.location.state).toEqual({ origin: flow });
    act(() => openModal('AddAnotherBeneficiaryModal', { lineOfBusiness: 'wysh-insurance', origin: flow }));
    dialog = await screen.findByRole('dialog', { name: 'Add another beneficiary?' });
    await user.click(within(dialog).getByRole('button', { name: "NO, I'M DONE" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flow/beneficiary'));
  });

  it('asks "Save changes before you go?" and runs the choice', async () => {
    const chosen: string[] = [];
    const { user } = renderWithProviders(<p>Page</p>, { withModals: true });
    act(() =>
      openModal('SaveChangesModal', {
        onSave: () => chosen.push('save'),
        onDiscard: () => chosen.push('discard'),
      }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Save changes before you go?' });
    await user.click(within(dialog).getByRole('button', { name: 'SAVE CHANGES' }));
    act(() =>
      openModal('SaveChangesModal', {
        onSave: () => chosen.push('save'),
        onDiscard: () => chosen.push('discard'),
      }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Save changes before you go?' });
    await user.click(within(dialog).getByRole('button', { name: 'LEAVE WITHOUT SAVING' }));
    expect(chosen).toEqual(['save', 'discard']);
  });
});
