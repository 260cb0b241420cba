// In-app messages: shown as toasts to the signed-in person with their kind, words and link; dismissing one marks
// it read and it goes; following its link dismisses it too; nothing for a visitor.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../../testing/auth';
import { answer } from '../../../testing/graphql';
import { renderApp } from '../../../testing/render-app';

const message = {
  id: 'n-1',
  kind: 'payment',
  title: 'Your payment didn’t go through',
  body: 'Update your card to keep your cover.',
  link: { label: 'PAY NOW', href: '/products/insurance/billing' },
};

describe('in-app messages', () => {
  it('shows a message with its kind and link, and dismissing marks it read', async () => {
    signInAs('verified');
    let unread = [message, { ...message, id: 'n-2', kind: 'promo', title: 'Tell a friend', link: null }];
    answer('InAppMessages', () => ({ inAppMessages: unread }));
    const dismissed = answer('DismissInAppMessage', ({ input }) => {
      const { notificationId } = input as { notificationId: string };
      unread = unread.filter((m) => m.id !== notificationId);
      return { updateNotification: { notification: { id: notificationId }, error: null } };
    });
    const { user } = renderApp('/account');
    const region = await screen.findByRole('region', { name: 'Messages for you' });
    const toast = within(region).getByText('Your payment didn’t go through').closest('li')!;
    expect(toast).toHaveTextContent('Payment');
    expect(toast).toHaveTextContent('Update your card to keep your cover.');
    expect(within(toast).getByRole('link', { name: 'PAY NOW' })).toHaveAttribute(
      'href',
      '/products/insurance/billing',
    );
    expect(within(region).getByText('Tell a friend').closest('li')).toHaveTextContent('Offer');

    await user.click(within(region).getByRole('button', { name: 'Dismiss: Tell a friend' }));
    expect(dismissed).toEqual([{ input: { notificationId: 'n-2', read: true } }]);
    await vi.waitFor(() => expect(within(region).queryByText('Tell a friend')).toBeNull());
    expect(within(region).getByText('Your payment didn’t go through')).toBeInTheDocument();
  });

  it('shows nothing to a visitor', async () => {
    renderApp('/');
    await screen.findByRole('main');
    expect(screen.queryByRole('region', { name: 'Messages for you' })).toBeNull();
  });
});
