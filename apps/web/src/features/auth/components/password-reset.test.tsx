import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../../testing/auth';
import { answer, userError } from '../../../testing/graphql';
import { renderApp } from '../../../testing/render-app';
import { useAuthStore } from '../../../shared/stores/auth';
import { useResetLinkStore } from '../stores/reset-link';

const PASSWORD = 'a brand new passphrase';

afterEach(() => {
  useResetLinkStore.getState().clear();
  vi.useRealTimers();
});

describe('/forgot-password', () => {
  it("says 'Required' and 'Invalid email'", async () => {
    const { user } = renderApp('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'SEND RESET LINK' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@');
    await user.tab();
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
  });

  it('sends the link and says to check the inbox', async () => {
    const calls = answer('InitiatePasswordReset', () => ({
      initiatePasswordReset: { success: true, error: null },
    }));
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), ' ann@example.com ');
    await user.click(screen.getByRole('button', { name: 'SEND RESET LINK' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Check your email' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(calls).toEqual([{ input: { email: 'ann@example.com' } }]);
    expect(screen.getByText(/If there's an account for ann@example.com/)).toBeInTheDocument();
  });

  it('blocks a resend for 60 seconds (ResetPasswordModal), then sends again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = answer('InitiatePasswordReset', () => ({
      initiatePasswordReset: { success: true, error: null },
    }));
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'SEND RESET LINK' }));
    await user.click(await screen.findByRole('button', { name: "DIDN'T GET THE EMAIL?" }));
    const dialog = await screen.findByRole('dialog', { name: "Didn't get the email?" });
    const resend = within(dialog).getByRole('button', { name: 'RESEND LINK' });
    expect(resend).toBeDisabled();
    expect(within(dialog).getByRole('timer')).toHaveTextContent(
      /You can ask for a new link in (59|60) seconds/,
    );

    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(within(dialog).getByRole('timer')).toHaveTextContent(/in (29|30) seconds/);
    expect(resend).toBeDisabled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(31_000);
    });
    expect(resend).toBeEnabled();
    expect(within(dialog).queryByRole('timer')).not.toBeInTheDocument();
    await user.click(resend);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'We sent a new link to ann@example.com.',
    );
    expect(calls).toHaveLength(2);
    expect(resend).toBeDisabled();
  });

  it('is for visitors: a signed-in user goes on', async () => {
    signInAs('verified');
    const { router } = renderApp('/forgot-password?redirect=%2Faccount');
    await screen.findByRole('heading', { level: 1, name: 'Account' });
    expect(router.state.location.pathname).toBe('/account');
  });
});

function resetAnswer(error: ReturnType<typeof userError> | null) {
  return () => ({ resetForgottenPassword: { success: error === null, error } });
}

async function fillPasswords(
  user: ReturnType<typeof renderApp>['user'],
  password = PASSWORD,
  confirmation = PASSWORD,
) {
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'SAVE NEW PASSWORD' }));
}

describe('/create-new-password/{token}', () => {
  it("says 'Passwords do not match' and 'Must be at least 12 characters'", async () => {
    const { user } = renderApp('/create-new-password/t1');
    await fillPasswords(user, 'short', 'shorter');
    expect(screen.getByText('Must be at least 12 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('sets the new password with the token, ends any session here and asks to log in', async () => {
    const calls = answer('ResetForgottenPassword', resetAnswer(null));
    signInAs('identified');
    const { user, router } = renderApp('/create-new-password/t1');
    await fillPasswords(user);
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(calls).toEqual([{ input: { token: 't1', password: PASSWORD, passwordConfirmation: PASSWORD } }]);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent('Your password was changed.');
    expect(useAuthStore.getState().authLevel).toBe('unidentified');
  });

  it('puts PASSWORD_PREVIOUSLY_USED on the password', async () => {
    answer(
      'ResetForgottenPassword',
      resetAnswer(userError('PASSWORD_PREVIOUSLY_USED', "You've used this password before.", [])),
    );
    const { user } = renderApp('/create-new-password/t1');
    await fillPasswords(user);
    expect(
      await screen.findByText("You've used this password before. Please choose a new one."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining("You've used this password before."),
    );
  });

  it("puts the server's PASSWORD_MISMATCH on the confirmation", async () => {
    answer('ResetForgottenPassword', resetAnswer(userError('PASSWORD_MISMATCH', 'Passwords do not match')));
    const { user } = renderApp('/create-new-password/t1');
    await fillPasswords(user);
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('explains a dead link (TOKEN_INVALID) and offers a new one', async () => {
    answer(
      'ResetForgottenPassword',
      resetAnswer(userError('TOKEN_INVALID', 'This link is no longer valid.')),
    );
    const { user } = renderApp('/create-new-password/t1');
    await fillPasswords(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link is no longer valid. Please ask for a new one.');
    expect(within(alert).getByRole('link', { name: 'Get a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it("shows the server's own field errors (a common password)", async () => {
    answer(
      'ResetForgottenPassword',
      resetAnswer(
        userError('CREDENTIAL_INVALID', 'This password is too common.', [
          { field: 'password', message: 'This password is too common. Please choose another.' },
        ]),
      ),
    );
    const { user } = renderApp('/create-new-password/t1');
    await fillPasswords(user);
    expect(
      await screen.findByText('This password is too common. Please choose another.'),
    ).toBeInTheDocument();
  });
});
