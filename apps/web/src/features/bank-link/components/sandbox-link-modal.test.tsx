import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { SandboxLinkModal } from './sandbox-link-modal';

const LINK_API = 'http://127.0.0.1:4998';
const platypus = { institution_id: 'ins_109508', name: 'First Platypus Bank' };
const checking = {
  id: 'acc-1',
  name: 'Plaid Checking',
  mask: '0000',
  type: 'depository',
  subtype: 'checking',
};
const saving = { id: 'acc-2', name: 'Plaid Saving', mask: '1111', type: 'depository', subtype: 'savings' };

/** The sandbox provider's Link steps, as it answers them; `seen` records each step's body. */
function sandboxLink(mode: 'create' | 'update') {
  const seen: Array<{ step: string; body: Record<string, string> }> = [];
  server.use(
    http.post(`${LINK_API}/link/sandbox/:step`, async ({ params, request }) => {
      const step = String(params.step);
      const body = (await request.json()) as Record<string, string>;
      seen.push({ step, body });
      switch (step) {
        case 'session':
          return HttpResponse.json({ mode, institution: mode === 'update' ? platypus : null });
        case 'institutions':
          return HttpResponse.json({ institutions: [platypus] });
        case 'credentials':
          return body.password === 'pass_good'
            ? HttpResponse.json({ mfa: { prompt: 'Enter the code' } })
            : HttpResponse.json(
                {
                  error_code: 'INVALID_CREDENTIALS',
                  display_message: 'The username or password provided were not correct.',
                },
                { status: 400 },
              );
        case 'mfa':
          return HttpResponse.json({ accounts: mode === 'create' ? [checking, saving] : [] });
        default:
          return HttpResponse.json({
            public_token: 'public-sandbox-1',
            metadata: {
              institution: platypus,
              accounts: body.account_id ? [checking] : [],
              link_session_id: 's-1',
            },
          });
      }
    }),
  );
  return seen;
}

describe('SandboxLinkModal', () => {
  it("walks a new bank to onSuccess, showing the bank's refusal of a wrong password", async () => {
    const seen = sandboxLink('create');
    const onSuccess = vi.fn();
    const { user } = renderWithProviders(
      <SandboxLinkModal linkApiUrl={LINK_API} token="link-1" onSuccess={onSuccess} onExit={vi.fn()} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Link a bank account' });
    await user.click(await within(dialog).findByRole('button', { name: 'First Platypus Bank' }));
    expect(within(dialog).getByRole('heading', { name: 'Sign in to First Platypus Bank' })).toHaveFocus();
    await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'user_good');
    await user.type(within(dialog).getByLabelText('Password', { exact: true }), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'SUBMIT' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The username or password provided were not correct.',
    );
    await user.clear(within(dialog).getByLabelText('Password', { exact: true }));
    await user.type(within(dialog).getByLabelText('Password', { exact: true }), 'pass_good');
    await user.click(within(dialog).getByRole('button', { name: 'SUBMIT' }));
    await user.type(await within(dialog).findByRole('textbox', { name: 'Code' }), '1234{Enter}');
    await user.click(await within(dialog).findByRole('radio', { name: 'Plaid Checking ending in 0000' }));
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith(
        'public-sandbox-1',
        expect.objectContaining({ institution: platypus, accounts: [checking] }),
      ),
    );
    // Every step carried the link token; the credentials went to the provider's Link steps only.
    expect(seen.every(({ body }) => body.link_token === 'link-1')).toBe(true);
    expect(seen.find(({ step }) => step === 'finish')?.body.account_id).toBe('acc-1');
  });

  it('signs in to the linked bank again in update mode, with no account to pick', async () => {
    const seen = sandboxLink('update');
    const onSuccess = vi.fn();
    const { user } = renderWithProviders(
      <SandboxLinkModal linkApiUrl={LINK_API} token="link-2" onSuccess={onSuccess} onExit={vi.fn()} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Link a bank account' });
    await within(dialog).findByRole('heading', { name: 'Sign in to First Platypus Bank' });
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'user_good');
    await user.type(within(dialog).getByLabelText('Password', { exact: true }), 'pass_good');
    await user.click(within(dialog).getByRole('button', { name: 'SUBMIT' }));
    await user.type(await within(dialog).findByRole('textbox', { name: 'Code' }), '1234{Enter}');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('public-sandbox-1', expect.anything()));
    expect(seen.some(({ step }) => step === 'institutions')).toBe(false);
  });

  it('exits through onExit when closed', async () => {
    sandboxLink('create');
    const onExit = vi.fn();
    const { user } = renderWithProviders(
      <SandboxLinkModal linkApiUrl={LINK_API} token="link-3" onSuccess={vi.fn()} onExit={onExit} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Link a bank account' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onExit).toHaveBeenCalledWith(null);
  });
});
