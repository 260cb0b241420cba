// /products/insurance/manual-review (issue 23 item 10): "Why does it take longer?" explains the underwriter's
// review (about 48 working hours, nothing to keep open), never the instant wait of a quote being prepared.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useModalStore } from '../../../shared/stores/modal';
import { renderWithProviders } from '../../../testing/render';
import { ManualReviewPage } from './manual-review-page';

afterEach(() => useModalStore.getState().reset());

describe('the manual review page', () => {
  it('explains the manual review in UnderwritingWaitTimeModal', async () => {
    const { user } = renderWithProviders(<ManualReviewPage />, {
      withModals: true,
      path: '/products/insurance/manual-review',
    });
    await user.click(screen.getByRole('button', { name: 'Why does it take longer?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Why a review takes longer' });
    expect(dialog).toHaveTextContent('about 48 working hours');
    expect(dialog).toHaveTextContent("You don't need to keep this page open.");
    expect(dialog).not.toHaveTextContent('4 minutes');
    expect(dialog).not.toHaveTextContent('keep this page open and');
  });

  it('keeps the instant wait for the quote being prepared', async () => {
    renderWithProviders(<p>Preparing</p>, { withModals: true, path: '/flow/post-underwriting' });
    useModalStore.getState().open('UnderwritingWaitTimeModal');
    const dialog = await screen.findByRole('dialog', { name: 'This can take a few minutes' });
    expect(dialog).toHaveTextContent('about 4 minutes');
  });
});
