import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useChatStore } from '../../../shared/stores/chat';
import { answer } from '../../../testing/graphql';
import { renderApp } from '../../../testing/render-app';
import { renderWithProviders } from '../../../testing/render';
import { SupportTiles } from './support-tiles';

function at(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

describe('support tiles', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers chat, phone and the help centre', async () => {
    const { user } = renderWithProviders(<SupportTiles headingLevel="h2" />);
    const tiles = await screen.findAllByRole('listitem');
    expect(tiles.map((tile) => within(tile).getByRole('heading').textContent)).toEqual([
      'Chat with us',
      'Call us',
      'Help center',
    ]);
    await user.click(screen.getByRole('button', { name: 'CHAT WITH US' }));
    expect(useChatStore.getState().open).toBe(true);
    expect(screen.getByRole('link', { name: 'VISIT HELP CENTER (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://help.example.com',
    );
    expect(screen.getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
    expect(screen.getAllByText('Mon-Fri 9am-5pm Eastern')).toHaveLength(2);
  });

  it("says live support is open when the server's clock says so", async () => {
    // The browser's clock says Saturday: the server's (which the sandbox may move) decides.
    at('2024-07-13T14:00:00Z');
    answer('SupportStatus', () => ({ supportStatus: { open: true, reopensAt: '2024-07-15T13:00:00.000Z' } }));
    renderWithProviders(<SupportTiles headingLevel="h2" />);
    expect(await screen.findAllByText('Open now')).toHaveLength(2);
    expect(screen.getByText('A live agent can pick up your chat right now.')).toBeInTheDocument();
  });

  it('says it is closed when the server says so, and points to the chatbot', async () => {
    at('2024-07-10T14:00:00Z');
    answer('SupportStatus', () => ({
      supportStatus: { open: false, reopensAt: '2024-07-15T13:00:00.000Z' },
    }));
    renderWithProviders(<SupportTiles headingLevel="h2" />);
    expect(await screen.findAllByText('Closed now')).toHaveLength(2);
    expect(screen.getByText('Our live agents are away. Our chatbot can help you 24/7.')).toBeInTheDocument();
  });

  it('is a page at /customer-support under "Need Help?"', async () => {
    renderApp('/customer-support');
    expect(await screen.findByRole('heading', { level: 1, name: 'Need Help?' })).toBeInTheDocument();
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('opens as CustomerSupportModal from the header, by keyboard, and gives focus back', async () => {
    const { user } = renderApp('/products/insurance/welcome');
    await screen.findByRole('heading', { level: 1 });
    const support = screen.getByRole('button', { name: 'Support' });
    support.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Need Help?' });
    expect(await within(dialog).findAllByRole('heading', { level: 3 })).toHaveLength(3);
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(support).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
