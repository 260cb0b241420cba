import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { openModal, useModalStore } from '../../stores/modal';

afterEach(() => useModalStore.getState().reset());

describe('DocumentUploadErrorModal', () => {
  it('says "Upload failed" and opens CustomerSupportModal to contact support', async () => {
    const { user } = renderWithProviders(<p>Page</p>, { withModals: true });
    act(() => openModal('DocumentUploadErrorModal', { message: 'scan.pdf could not be uploaded.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload failed' });
    expect(dialog).toHaveTextContent('scan.pdf could not be uploaded.');
    await user.click(within(dialog).getByRole('button', { name: 'CONTACT SUPPORT' }));
    await screen.findByRole('dialog', { name: 'Need Help?' });
    expect(useModalStore.getState().name).toBe('CustomerSupportModal');
  });
});
