// Link in either mode, from the billing page's bank accounts: the sandbox's look-alike modal when the server
// names the sandbox, the bank-link provider's own Link (react-plaid-link) with the link token when it names live
// mode, each success reaching the one exchange (or, in update mode, the login confirmed), and each exit or error
// said on the page. react-plaid-link cannot reach the provider here: its hook is a stand-in that records what it
// was given and lets the test play the provider's part.
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer } from '../../../testing/graphql';
import { testSettings } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { BankAccountsPanel } from './bank-accounts-panel';

const provider = vi.hoisted(() => {
  type Options = {
    token: string;
    onSuccess: (publicToken: string | null, metadata: unknown) => void;
    onExit: (error: unknown, metadata: unknown) => void;
  };
  const state = {
    options: [] as Options[],
    ready: true,
    error: null as ErrorEvent | null,
    open: vi.fn(),
  };
  const usePlaidLink = vi.fn((options: Options) => {
    state.options.push(options);
    return { open: state.open, exit: vi.fn(), submit: vi.fn(), ready: state.ready, error: state.error };
  });
  return { state, usePlaidLink };
});
vi.mock('react-plaid-link', () => ({ usePlaidLink: provider.usePlaidLink }));

const platypus = { institution_id: 'ins_109508', name: 'First Platypus Bank' };
const checking = {
  id: 'acc-live',
  name: 'Plaid Checking',
  mask: '0000',
  type: 'depository',
  subtype: 'checking',
};
const linkedItem = {
  id: 'item-1',
  status: 'login_required',
  plaidInstitution: { id: 'ins_109508', name: 'First Platypus Bank' },
  plaidAccounts: [
    { id: 'pa-1', name: 'Plaid Checking', mask: '0000', accountType: 'depository', subtype: 'checking' },
  ],
};

/** The provider's Link as last opened: the options it was given. */
const lastLink = () => provider.state.options.at(-1)!;

beforeEach(() => {
  provider.usePlaidLink.mockClear();
  provider.state.open.mockClear();
  provider.state.options = [];
  provider.state.ready = true;
  provider.state.error = null;
});

function serveLinking(items: unknown[] = []) {
  answer('PlaidItems', () => ({ plaidItems: items }));
  const tokens = answer('PlaidGenerateLinkToken', () => ({
    plaidGenerateLinkToken: { linkToken: 'link-token-1', error: null },
  }));
  const exchanges = answer('PlaidExchangePublicToken', () => ({
    plaidExchangePublicToken: {
      plaidAccount: { id: 'pa-9', name: 'Plaid Checking', mask: '0000' },
      error: null,
    },
  }));
  return { tokens, exchanges };
}

function liveMode() {
  answer('AppSettings', () => ({
    appSettings: { ...testSettings, bankLink: { mode: 'LIVE', linkApiUrl: null } },
  }));
}

async function openLink(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(await screen.findByRole('button', { name: 'LINK A BANK ACCOUNT' }));
}

describe('Link in sandbox mode', () => {
  it("opens the sandbox's modal with the link token, never the provider's Link", async () => {
    serveLinking();
    const sessions: string[] = [];
    server.use(
      http.post(`${testSettings.bankLink.linkApiUrl}/link/sandbox/:step`, async ({ params, request }) => {
        const body = (await request.json()) as Record<string, string>;
        if (params.step === 'session') sessions.push(body.link_token!);
        return params.step === 'session'
          ? HttpResponse.json({ mode: 'create', institution: null })
          : HttpResponse.json({ institutions: [platypus] });
      }),
    );
    const { user } = renderWithProviders(<BankAccountsPanel />);
    await openLink(user);
    const dialog = await screen.findByRole('dialog', { name: 'Link a bank account' });
    expect(await within(dialog).findByRole('button', { name: 'First Platypus Bank' })).toBeInTheDocument();
    expect(sessions).toEqual(['link-token-1']);
    expect(provider.usePlaidLink).not.toHaveBeenCalled();

    // Closed by the person: nothing linked, and the page says so.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No bank account was linked: Link was closed before it finished.',
    );
    expect(provider.usePlaidLink).not.toHaveBeenCalled();
  });

  it('closed after the provider failed, the page says what went wrong', async () => {
    serveLinking();
    server.use(
      http.post(`${testSettings.bankLink.linkApiUrl}/link/sandbox/:step`, () =>
        HttpResponse.json(
          { error_code: 'INVALID_LINK_TOKEN', display_message: 'This link has expired. Please try again.' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderWithProviders(<BankAccountsPanel />);
    await openLink(user);
    const dialog = await screen.findByRole('dialog', { name: 'Link a bank account' });
    expect(await within(dialog).findByText('This link has expired. Please try again.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        'This link has expired. Please try again.',
      ),
    );
  });
});

describe('Link in live mode', () => {
  it("opens the provider's Link with the link token, and its success is exchanged", async () => {
    liveMode();
    const { exchanges } = serveLinking();
    const { user } = renderWithProviders(<BankAccountsPanel />);
    await openLink(user);
    await waitFor(() => expect(provider.state.open).toHaveBeenCalled());
    expect(lastLink().token).toBe('link-token-1');
    // No look-alike of ours over the provider's Link.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() =>
      lastLink().onSuccess('public-live-1', {
        institution: platypus,
        accounts: [{ ...checking, verification_status: null, class_type: null }],
        link_session_id: 'session-1',
        transfer_status: null,
      }),
    );
    await waitFor(() =>
      expect(exchanges).toEqual([{ input: { publicToken: 'public-live-1', bankAccountId: 'acc-live' } }]),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'First Platypus Bank: Plaid Checking ending in 0000 is linked.',
    );
  });

  it("says the provider's words when Link exits with an error, and that nothing changed when closed", async () => {
    liveMode();
    const { exchanges } = serveLinking();
    const { user } = renderWithProviders(<BankAccountsPanel />);
    await openLink(user);
    await waitFor(() => expect(provider.state.open).toHaveBeenCalled());
    act(() =>
      lastLink().onExit(
        {
          error_type: 'INSTITUTION_ERROR',
          error_code: 'INSTITUTION_DOWN',
          error_message: 'this institution is not currently responding to this request',
          display_message: 'First Platypus Bank is not answering right now. Please try again later.',
        },
        { status: 'institution_not_responding', institution: platypus, link_session_id: 'session-2' },
      ),
    );
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        'First Platypus Bank is not answering right now. Please try again later.',
      ),
    );

    await openLink(user);
    await waitFor(() => expect(provider.state.open).toHaveBeenCalledTimes(2));
    act(() => lastLink().onExit(null, { status: null, institution: null, link_session_id: 'session-3' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No bank account was linked: Link was closed before it finished.',
    );
    expect(exchanges).toEqual([]);
  });

  it("says so when the provider's script does not load", async () => {
    liveMode();
    serveLinking();
    provider.state.ready = false;
    provider.state.error = new ErrorEvent('error');
    const { user } = renderWithProviders(<BankAccountsPanel />);
    await openLink(user);
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        "We couldn't open your bank's sign-in. Please check your connection and try again.",
      ),
    );
    expect(provider.state.open).not.toHaveBeenCalled();
  });

  it('signs in to a bank again in update mode: the update token opens Link, and its success confirms', async () => {
    liveMode();
    const { exchanges } = serveLinking([linkedItem]);
    const updates = answer('InitiatePlaidUpdate', () => ({
      initiatePlaidUpdate: { linkToken: 'link-update-1', error: null },
    }));
    const confirms = answer('ConfirmPlaidUpdate', () => ({
      confirmPlaidUpdate: { success: true, error: null },
    }));
    const { user } = renderWithProviders(<BankAccountsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Sign in again to First Platypus Bank' }));
    await waitFor(() => expect(provider.state.open).toHaveBeenCalled());
    expect(updates).toEqual([{ input: { plaidItemId: 'item-1' } }]);
    expect(lastLink().token).toBe('link-update-1');
    act(() =>
      lastLink().onSuccess(null, {
        institution: platypus,
        accounts: [],
        link_session_id: 'session-4',
        transfer_status: null,
      }),
    );
    await waitFor(() => expect(confirms).toEqual([{ input: { plaidItemId: 'item-1' } }]));
    expect(exchanges).toEqual([]);
    expect(await screen.findByRole('status')).toHaveTextContent(
      "You're signed in to First Platypus Bank again.",
    );
  });
});
