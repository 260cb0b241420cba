import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../testing/auth';
import { renderApp } from '../../../testing/render-app';

describe('welcome page', () => {
  it('explains the product honestly: both kinds of cover, the price, the free look and Wyshes', async () => {
    renderApp('/products/insurance/welcome');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cover the people and plans you love' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Term life insurance' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Accidental death insurance' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Price' })).toHaveTextContent('starting at $9/mo');
    expect(screen.getByText(/first 10 days.*full refund/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Wyshes: a free guide/ })).toBeInTheDocument();
    expect(screen.getByText(/does not cover deaths from illness/)).toBeInTheDocument();
  });

  it('offers help: the support box opens the support modal', async () => {
    const { user } = renderApp('/products/insurance/welcome');
    const box = (await screen.findByRole('heading', { name: 'Questions? Talk to a person.' })).closest(
      'section',
    )!;
    await user.click(within(box).getByRole('button', { name: 'GET SUPPORT' }));
    expect(await screen.findByRole('dialog', { name: 'Need Help?' })).toBeInTheDocument();
  });

  it('invites everyone to apply: the fulfillment journey starts there', async () => {
    signInAs('verified');
    renderApp('/products/insurance/welcome');
    expect(await screen.findByRole('link', { name: 'APPLY NOW' })).toHaveAttribute(
      'href',
      '/fulfillment/start',
    );
  });

  it('invites a visitor to create an account, and no one else', async () => {
    const { unmount } = renderApp('/products/insurance/welcome');
    expect(await screen.findByRole('link', { name: 'CREATE AN ACCOUNT' })).toHaveAttribute(
      'href',
      '/create-account',
    );
    unmount();
    signInAs('identified');
    renderApp('/products/insurance/welcome');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'CREATE AN ACCOUNT' })).not.toBeInTheDocument();
  });

  it('names the browser tab', async () => {
    renderApp('/products/insurance/welcome');
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Life insurance | wysh');
  });
});
