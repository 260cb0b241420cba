import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { openModal, useModalStore } from '../../shared/stores/modal';
import { ModalHost } from './modal-host';
import { modalRegistry } from './registry';

function Opener() {
  return (
    <button type="button" onClick={() => openModal('TestModal')}>
      Open
    </button>
  );
}

function overlayOf(dialog: HTMLElement): HTMLElement {
  // ModalOverlay > Modal > Dialog
  return dialog.parentElement!.parentElement!;
}

describe('modal system', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens a modal by its registry name', async () => {
    renderWithProviders(<Opener />, { withModals: true });
    act(() => openModal('TestModal', { message: 'Hello from a test.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test modal' });
    expect(dialog).toHaveTextContent('Hello from a test.');
  });

  it('shows one modal at a time: opening another replaces the first', async () => {
    renderWithProviders(<Opener />, { withModals: true });
    act(() => openModal('TestModal'));
    await screen.findByRole('dialog', { name: 'Test modal' });
    act(() =>
      openModal('GeneralErrorModal', { error: { code: 'X', message: 'm', fullMessage: 'Card declined.' } }),
    );
    await screen.findByRole('dialog', { name: 'Oops. There was an error.' });
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
  });

  it('closes with the close button and gives focus back to the opener', async () => {
    const { user } = renderWithProviders(<Opener />, { withModals: true });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: 'Test modal' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useModalStore.getState().name).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('traps focus inside and closes on Escape, restoring focus', async () => {
    const { user } = renderWithProviders(<Opener />, { withModals: true });
    screen.getByRole('button', { name: 'Open' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Test modal' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('closes on a click on the overlay', async () => {
    const { user } = renderWithProviders(<Opener />, { withModals: true });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test modal' });
    await user.click(overlayOf(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open on Escape and overlay click when the modal opts out', async () => {
    const registry = { ...modalRegistry, TestModal: { ...modalRegistry.TestModal, isDismissable: false } };
    const { user } = renderWithProviders(
      <>
        <Opener />
        <ModalHost registry={registry} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test modal' });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(overlayOf(dialog));
    expect(screen.getByRole('dialog', { name: 'Test modal' })).toBeInTheDocument();
    // Its own button still closes it.
    await user.click(screen.getByRole('button', { name: 'CLOSE' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes Success by itself after 2000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<Opener />, { withModals: true });
    act(() => openModal('Success', { message: 'Saved.' }));
    await screen.findByRole('dialog', { name: 'Success!' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1900);
    });
    expect(screen.getByRole('dialog', { name: 'Success!' })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(150);
    });
    expect(useModalStore.getState().name).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  describe('GeneralErrorModal', () => {
    it.each([
      [
        { code: 'CARD_DECLINED', message: 'declined', fullMessage: 'Your card was declined.' },
        'Your card was declined.',
      ],
      [{ code: 'STANDARD_ERROR', message: 'x', fullMessage: null }, 'STANDARD_ERROR'],
      [{ code: null, message: 'Something went wrong.', fullMessage: null }, 'Something went wrong.'],
      [null, 'Something went wrong.'],
    ])('shows the full message, else the code, else the default (%#)', async (error, text) => {
      renderWithProviders(<Opener />, { withModals: true });
      act(() => openModal('GeneralErrorModal', { error }));
      const dialog = await screen.findByRole('dialog', { name: 'Oops. There was an error.' });
      expect(dialog).toHaveTextContent(text);
    });
  });
});
