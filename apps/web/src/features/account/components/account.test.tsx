import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { graphql } from '../../../testing/graphql-link';
import { describe, expect, it } from 'vitest';
import { signInAs, storedSession } from '../../../testing/auth';
import { accountProfileForm } from '../../../testing/flow-fixtures';
import { serveFlow } from '../../../testing/flows';
import { answer } from '../../../testing/graphql';
import { testProfile } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { useAuthStore } from '../../../shared/stores/auth';

describe('/account', () => {
  it('greets by first name and links the profile', async () => {
    signInAs('verified');
    const { user } = renderApp('/account');
    await screen.findByText('Hi, Ann');
    await user.click(screen.getByRole('link', { name: /Profile/ }));
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
  });

  it('logs out: the session ends on the server and here', async () => {
    signInAs('verified');
    const { user, router } = renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'LOG OUT' }));
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(useAuthStore.getState().authLevel).toBe('unidentified');
    expect(storedSession()).toBeNull();
  });

  it('asks for a copy of the data, and says when it may be asked again', async () => {
    signInAs('verified');
    let asked = 0;
    answer('RequestDataExport', () => {
      asked += 1;
      return asked === 1
        ? { requestDataExport: { request: { id: 'x-1', status: 'pending' }, availableAt: null, error: null } }
        : {
            requestDataExport: {
              request: null,
              availableAt: '2026-11-25T15:00:00.000Z',
              error: {
                code: 'DATA_EXPORT.TOO_SOON',
                message: 'You can ask again after Nov 25, 2026, 10:00 AM ET.',
                fields: [],
              },
            },
          };
    });
    const first = renderApp('/account');
    const section = await screen.findByRole('region', { name: 'Your data' });
    await first.user.click(within(section).getByRole('button', { name: 'DOWNLOAD MY DATA' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(
      "We're preparing your data. We'll e-mail the links to ann@example.com in a few minutes.",
    );
    expect(within(section).queryByRole('button', { name: 'DOWNLOAD MY DATA' })).toBeNull();
    first.unmount();

    const again = renderApp('/account');
    const later = await screen.findByRole('region', { name: 'Your data' });
    await again.user.click(within(later).getByRole('button', { name: 'DOWNLOAD MY DATA' }));
    expect(await within(later).findByRole('alert')).toHaveTextContent(
      'You can ask again after Nov 25, 2026, 10:00 AM ET.',
    );
  });

  it('closes the account after confirmation, which logs out', async () => {
    signInAs('verified');
    const calls = answer('DecommissionUser', () => ({ decommissionUser: { success: true, error: null } }));
    const { user, router } = renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'Close account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'CLOSE MY ACCOUNT' }));
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(calls).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent('Your account is closed.');
    expect(useAuthStore.getState().authLevel).toBe('unidentified');
  });

  it('keeps the account when the person changes their mind', async () => {
    signInAs('verified');
    const calls = answer('DecommissionUser', () => ({ decommissionUser: { success: true, error: null } }));
    const { user } = renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'Close account' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'NEVERMIND' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(0);
    expect(useAuthStore.getState().authLevel).toBe('verified');
  });

  it('says "Please contact us", with chat or FAQs, when closing fails (CloseAccountFailedModal)', async () => {
    signInAs('verified');
    server.use(
      graphql.mutation('DecommissionUser', () =>
        HttpResponse.json({ errors: [{ message: 'Unexpected error.' }] }),
      ),
    );
    const { user } = renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'Close account' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'CLOSE MY ACCOUNT' }),
    );
    const failed = await screen.findByRole('dialog', { name: 'Please contact us' });
    expect(within(failed).getByRole('link', { name: /VISIT FAQS/ })).toHaveAttribute(
      'href',
      'https://help.example.com',
    );
    await user.click(within(failed).getByRole('button', { name: 'CHAT WITH US' }));
    // The support chat opens in place of the modal.
    await screen.findByRole('dialog', { name: 'Chat with us' });
    expect(useAuthStore.getState().authLevel).toBe('verified');
  });

  it('says why the account stays open when the server refuses (a policy in force)', async () => {
    signInAs('verified');
    const reason =
      "Policy W-0000042 is still in force, so your account can't be closed online. Contact us: we can cancel " +
      'the policy and close the account for you.';
    answer('DecommissionUser', () => ({
      decommissionUser: {
        success: false,
        error: { __typename: 'UserError', code: 'ACCOUNT.POLICY_IN_FORCE', message: reason, fields: [] },
      },
    }));
    const { user } = renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'Close account' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'CLOSE MY ACCOUNT' }),
    );
    const failed = await screen.findByRole('dialog', { name: 'Please contact us' });
    expect(within(failed).getByText(reason)).toBeInTheDocument();
    expect(useAuthStore.getState().authLevel).toBe('verified');
  });
});

describe('/account/profile', () => {
  it('shows the names, the e-mail with its status and the phone with its status', async () => {
    signInAs('verified');
    renderApp('/account/profile');
    await screen.findByText('Ann Q. Lee');
    const details = screen.getByText('Ann Q. Lee').closest('dl')!;
    expect(within(details).getByText('ann@example.com')).toBeInTheDocument();
    expect(within(details).getByText('Not verified')).toBeInTheDocument();
    expect(within(details).getByText('(***) ***-0100')).toBeInTheDocument();
    expect(within(details).getByText('Verified')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit your name' })).toHaveAttribute(
      'href',
      '/account/profile/edit',
    );
  });

  it('sends a new verification e-mail for a pending address', async () => {
    signInAs('verified');
    const calls = answer('ResendVerificationEmail', () => ({
      resendVerificationEmail: { success: true, error: null },
    }));
    const { user } = renderApp('/account/profile');
    await user.click(await screen.findByRole('button', { name: 'RESEND VERIFICATION EMAIL' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check your email' });
    expect(dialog).toHaveTextContent('We sent a new link to ann@example.com.');
    expect(calls).toHaveLength(1);
  });

  it('offers to verify a pending phone number', async () => {
    signInAs('verified');
    answer('Profile', () => ({
      profile: {
        ...testProfile,
        activePhoneNumber: null,
        phoneNumbers: [{ id: 'p2', mask: '(***) ***-0222', status: 'PENDING' }],
      },
    }));
    renderApp('/account/profile');
    expect(await screen.findByRole('link', { name: 'VERIFY (***) ***-0222' })).toHaveAttribute(
      'href',
      '/account/profile/edit/verify-phone',
    );
  });
});

// Flows load their screen, the form and its code on first use: more than the default 5 s on a busy machine.
const SLOW = { timeout: 15_000 };

describe('/account/profile/edit (the account-profile flow)', () => {
  it(
    "says 'Required', 'Must be only alphabetical characters' and 'Middle inital must be one character'",
    SLOW,
    async () => {
      signInAs('verified');
      const flow = serveFlow({
        slug: 'account-profile',
        forms: [accountProfileForm()],
        scope: 'POLICY_HOLDER',
      });
      const { user } = renderApp('/account/profile/edit');
      const first = await screen.findByRole('textbox', { name: 'First name' });
      expect(flow.sessions).toEqual([
        // No scope asked for: the flow's default (policy_holder), picked by the server.
        { input: { flowId: 'account-profile', fromStart: true, flowScope: null } },
      ]);
      await user.clear(first);
      await user.type(screen.getByRole('textbox', { name: 'Middle initial' }), 'R');
      await user.type(screen.getByRole('textbox', { name: 'Last name' }), '2');
      await user.click(screen.getByRole('button', { name: 'SAVE' }));
      expect(screen.getByText('Required')).toBeInTheDocument();
      expect(screen.getByText('Must be only alphabetical characters')).toBeInTheDocument();
      expect(screen.getByText('Middle inital must be one character')).toBeInTheDocument();
      expect(first).toHaveFocus();
      expect(flow.responses).toEqual([]);
    },
  );

  it('marks the required names with an asterisk', SLOW, async () => {
    signInAs('verified');
    serveFlow({ slug: 'account-profile', forms: [accountProfileForm()], scope: 'POLICY_HOLDER' });
    renderApp('/account/profile/edit');
    await screen.findByRole('textbox', { name: 'First name' });
    const labels = [...document.querySelectorAll('form label')].map((label) => label.textContent);
    expect(labels).toEqual(['First name *', 'Middle initial', 'Last name *', 'Suffix']);
  });

  it('saves the names with createResponse and goes back to the profile', SLOW, async () => {
    signInAs('verified');
    const flow = serveFlow({
      slug: 'account-profile',
      forms: [accountProfileForm()],
      scope: 'POLICY_HOLDER',
    });
    const { user, router } = renderApp('/account/profile/edit');
    const first = await screen.findByRole('textbox', { name: 'First name' });
    await user.clear(first);
    await user.type(first, 'Anna');
    await user.type(screen.getByRole('textbox', { name: 'Suffix' }), 'Jr.');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    // Success closes itself after 2 s: look for it first (its code and the profile page load meanwhile).
    expect(await screen.findByRole('dialog', { name: 'Success!' }, { timeout: 8000 })).toHaveTextContent(
      'Your name was updated.',
    );
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    expect(flow.saved()).toEqual([
      {
        flowSessionId: 'session-1',
        formIdentifier: 'account-profile-name',
        fieldResponses: [
          { fieldId: 'profile.firstName', inputType: 'inputText', required: true, value: 'Anna' },
          { fieldId: 'profile.middleName', inputType: 'inputText', required: false, value: 'Q' },
          { fieldId: 'profile.lastName', inputType: 'inputText', required: true, value: 'Lee' },
          { fieldId: 'profile.suffix', inputType: 'inputText', required: false, value: 'Jr.' },
        ],
      },
    ]);
    expect(router.state.location.pathname).toBe('/account/profile');
  });

  it(
    'says "Sorry, your information was not changed" when nothing changed, and can cancel the request',
    SLOW,
    async () => {
      signInAs('verified');
      const flow = serveFlow({
        slug: 'account-profile',
        forms: [accountProfileForm()],
        scope: 'POLICY_HOLDER',
      });
      const { user, router } = renderApp('/account/profile/edit');
      await screen.findByRole('textbox', { name: 'First name' });
      await user.click(screen.getByRole('button', { name: 'SAVE' }));
      const dialog = await screen.findByRole('dialog', { name: 'Sorry, your information was not changed' });
      expect(flow.responses).toEqual([]);
      await user.click(within(dialog).getByRole('button', { name: 'CANCEL REQUEST' }));
      await screen.findByRole('heading', { level: 1, name: 'Profile' });
      expect(router.state.location.pathname).toBe('/account/profile');
    },
  );

  it("keeps what was typed when the server refuses it, showing the server's words", SLOW, async () => {
    signInAs('verified');
    serveFlow({
      slug: 'account-profile',
      forms: [accountProfileForm()],
      scope: 'POLICY_HOLDER',
      validate: () => [
        {
          fieldId: 'profile.lastName',
          code: 'nameTooLong',
          message: 'Must be at most 50 characters',
          fullMessage: 'Last name: Must be at most 50 characters',
        },
      ],
    });
    const { user, router } = renderApp('/account/profile/edit');
    const last = await screen.findByRole('textbox', { name: 'Last name' });
    await user.clear(last);
    await user.type(last, 'Leeson');
    await user.type(screen.getByRole('textbox', { name: 'Suffix' }), 'Sr.');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('Must be at most 50 characters')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Last name: Must be at most 50 characters');
    expect(last).toHaveValue('Leeson');
    expect(screen.getByRole('textbox', { name: 'Suffix' })).toHaveValue('Sr.');
    expect(last).toHaveFocus();
    expect(router.state.location.pathname).toBe('/account/profile/edit');
  });

  it('asks before leaving with unsaved changes', SLOW, async () => {
    signInAs('verified');
    serveFlow({ slug: 'account-profile', forms: [accountProfileForm()], scope: 'POLICY_HOLDER' });
    const { user, router } = renderApp('/account/profile/edit');
    await user.type(await screen.findByRole('textbox', { name: 'Suffix' }), 'Jr.');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save changes before you go?' });
    await user.click(within(dialog).getByRole('button', { name: 'KEEP EDITING' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Suffix' })).toHaveValue('Jr.');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'LEAVE WITHOUT SAVING' }));
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    expect(router.state.location.pathname).toBe('/account/profile');
  });
});
