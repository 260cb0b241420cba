import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { graphql } from '../../../testing/graphql-link';
import { fakeAccessToken, signInAs } from '../../../testing/auth';
import { createPhoneForm } from '../../../testing/flow-fixtures';
import { serveFlow } from '../../../testing/flows';
import { answer, userError } from '../../../testing/graphql';
import { testPreVerifiedData } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { useAuthStore } from '../../../shared/stores/auth';
import { useModalStore } from '../../../shared/stores/modal';

const success = { requestOtp: { success: true, error: null } };

function verified() {
  return {
    verifyOtp: {
      success: true,
      token: { accessToken: fakeAccessToken(), refreshToken: 'r-verified', authLevel: 'VERIFIED' },
      error: null,
    },
  };
}

function sessionVerified() {
  return { verifySession: verified().verifyOtp };
}

function verifyFailure(code: string, message: string) {
  return { verifySession: { success: false, token: null, error: userError(code, message) } };
}

// Flows load their screen, the form and its code on first use: more than the default 5 s on a busy machine.
const SLOW = { timeout: 15_000 };
/** The first screen a file draws waits for that first load too (the default wait is 4 s). */
const FIRST_LOAD = { timeout: 12_000 };

describe('/create-phone (the pre-verified-initial-data flow)', () => {
  it("says 'This should be a 10-digit number' and links the SMS terms", SLOW, async () => {
    signInAs('identified');
    serveFlow({ slug: 'pre-verified-initial-data', forms: [createPhoneForm] });
    const { user } = renderApp('/create-phone');
    const input = await screen.findByRole('textbox', { name: 'Mobile phone number' }, FIRST_LOAD);
    expect(screen.getByRole('heading', { level: 1, name: "What's your phone number?" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SMS Terms' })).toHaveAttribute('href', '/disclosure/sms-terms');
    expect(screen.getByRole('checkbox', { name: /Text me news/ })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    await user.type(input, '415 555 01');
    await user.tab();
    expect(screen.getByText('This should be a 10-digit number')).toBeInTheDocument();
  });

  it('adds the number (10 digits) and asks how to send the code to it', SLOW, async () => {
    signInAs('identified');
    const flow = serveFlow({
      slug: 'pre-verified-initial-data',
      forms: [createPhoneForm],
      groupMutations: {
        createPhoneNumber: () => ({
          response: { phoneNumber: { id: 'p9', mask: '(***) ***-0123', status: 'PENDING' } },
        }),
      },
    });
    const { user, router } = renderApp('/create-phone?redirect=%2Faccount');
    await user.type(await screen.findByRole('textbox', { name: 'Mobile phone number' }), '(415) 555-0123');
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await screen.findByRole('heading', { level: 1, name: 'Two-step verification' });
    expect(flow.groups).toEqual([
      {
        input: {
          flowSessionId: 'session-1',
          mutationKey: 'createPhoneNumber',
          inputPayload: { phoneNumber: '4155550123', smsMarketing: false },
        },
      },
    ]);
    expect(screen.getByText(/\(\*\*\*\) \*\*\*-0123/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify-session');
    expect(router.state.location.search).toBe('?redirect=%2Faccount');
  });

  it("shows the server's field error on the number", SLOW, async () => {
    signInAs('identified');
    serveFlow({
      slug: 'pre-verified-initial-data',
      forms: [createPhoneForm],
      groupMutations: {
        createPhoneNumber: () => ({
          error: userError('CREDENTIAL_INVALID', 'This should be a 10-digit number', [
            { field: 'phoneNumber', message: 'This should be a 10-digit number' },
          ]),
        }),
      },
    });
    const { user } = renderApp('/create-phone');
    const input = await screen.findByRole('textbox', { name: 'Mobile phone number' });
    await user.type(input, '4155550123');
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    // On the field, and (a primary button) as the form's message too.
    expect(await screen.findByRole('alert')).toHaveTextContent('This should be a 10-digit number');
    expect(input).toHaveAccessibleDescription(/This should be a 10-digit number/);
    expect(input).toHaveValue('4155550123');
  });
});

describe('two-step verification (/verify-session)', () => {
  it('texts a code to the active phone, then verifies the session with the 6 digits', async () => {
    signInAs('identified');
    const requests = answer('RequestOtp', () => success);
    const verifications = answer('VerifySession', sessionVerified);
    const { user, router } = renderApp('/verify-session?redirect=%2Faccount%2Fprofile');
    await screen.findByRole('heading', { level: 1, name: 'Two-step verification' });
    expect(screen.getByRole('link', { name: 'SMS Terms' })).toHaveAttribute('href', '/disclosure/sms-terms');
    await user.click(screen.getByRole('button', { name: 'Text my code' }));
    await screen.findByRole('heading', { level: 1, name: 'Your code is on the way' });
    expect(requests).toEqual([{ input: { phoneNumberId: 'p1', channel: 'SMS' } }]);
    expect(screen.getByText(/we texted to \(\*\*\*\) \*\*\*-0100/)).toBeInTheDocument();

    // Submitted by itself once six digits are in.
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '12a3456');
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    expect(verifications).toEqual([{ input: { code: '123456' } }]);
    expect(useAuthStore.getState()).toMatchObject({ authLevel: 'verified', refreshToken: 'r-verified' });
    expect(router.state.location.pathname).toBe('/account/profile');
  });

  it('calls with the code when asked to', async () => {
    signInAs('identified');
    const requests = answer('RequestOtp', () => success);
    const { user } = renderApp('/verify-session');
    await user.click(await screen.findByRole('button', { name: 'Call me with my code' }));
    await screen.findByRole('heading', { level: 1, name: 'Your code is on the way' });
    expect(requests).toEqual([{ input: { phoneNumberId: 'p1', channel: 'VOICE' } }]);
    expect(screen.getByText(/We're calling/)).toBeInTheDocument();
  });

  it('says when the code is wrong, and lets the person try again', async () => {
    signInAs('identified');
    answer('RequestOtp', () => success);
    answer('VerifySession', () => verifyFailure('ACCESS_CODE_INCORRECT', "That code isn't right."));
    const { user } = renderApp('/verify-session');
    await user.click(await screen.findByRole('button', { name: 'Text my code' }));
    const input = await screen.findByRole('textbox', { name: 'Verification code' });
    await user.type(input, '000000');
    expect(
      await screen.findByText("That code isn't right. Please check it and try again."),
    ).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(useAuthStore.getState().authLevel).toBe('identified');
  });

  it('needs six digits before a press of VERIFY sends anything', async () => {
    signInAs('identified');
    answer('RequestOtp', () => success);
    const verifications = answer('VerifyOtp', verified);
    const { user } = renderApp('/verify-session');
    await user.click(await screen.findByRole('button', { name: 'Text my code' }));
    await user.type(await screen.findByRole('textbox', { name: 'Verification code' }), '123');
    await user.click(screen.getByRole('button', { name: 'VERIFY' }));
    expect(await screen.findByText('This should be a 6-digit code')).toBeInTheDocument();
    expect(verifications).toHaveLength(0);
  });

  it('turns an expired code into "Your code\'s expired", offering a new code or help', async () => {
    signInAs('identified');
    const requests = answer('RequestOtp', () => success);
    answer('VerifySession', () => verifyFailure('ACCESS_CODE_EXPIRED', "Your code's expired"));
    const { user } = renderApp('/verify-session');
    await user.click(await screen.findByRole('button', { name: 'Text my code' }));
    await user.type(await screen.findByRole('textbox', { name: 'Verification code' }), '123456');
    expect(await screen.findByText("Your code's expired", { selector: 'p' })).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: "Your code's expired" }, { timeout: 3000 });
    expect(within(dialog).getByRole('button', { name: 'GET HELP' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Call me with my code' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.at(-1)).toEqual({ input: { phoneNumberId: 'p1', channel: 'VOICE' } });
    expect(screen.getByRole('status')).toHaveTextContent("We're calling you with a new code.");
  });

  it('sends a new code from "Didn\'t receive verification code?"', async () => {
    signInAs('identified');
    const requests = answer('RequestOtp', () => success);
    const { user } = renderApp('/verify-session');
    await user.click(await screen.findByRole('button', { name: 'Text my code' }));
    await user.click(await screen.findByRole('button', { name: "Didn't receive verification code?" }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: "Didn't receive verification code?" },
      { timeout: 3000 },
    );
    expect(within(dialog).queryByRole('button', { name: 'GET HELP' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Text my code' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('We texted you a new code.');
  });

  it('says when too many codes were asked for', async () => {
    signInAs('identified');
    answer('RequestOtp', () => ({
      requestOtp: { success: false, error: userError('TOO_MANY_REQUESTS', 'Wait.') },
    }));
    const { user } = renderApp('/verify-session');
    await user.click(await screen.findByRole('button', { name: 'Text my code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
  });

  it('asks for a new code after too many wrong ones', async () => {
    signInAs('identified');
    answer('RequestOtp', () => success);
    answer('VerifySession', () =>
      verifyFailure('UNSUCCESSFUL_SESSION_VERIFICATION', "That's too many wrong codes."),
    );
    const { user } = renderApp('/verify-session');
    await user.click(await screen.findByRole('button', { name: 'Text my code' }));
    const input = await screen.findByRole('textbox', { name: 'Verification code' });
    await user.type(input, '000000');
    expect(
      await screen.findByText("That's too many wrong codes. Please ask for a new one."),
    ).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(useAuthStore.getState().authLevel).toBe('identified');
  });

  it('shows a spinner while the pre-verified data loads, then reads the active phone from it', async () => {
    signInAs('identified');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = answer('PreVerifiedInitialData', () => ({
      fetchPreVerifiedInitialData: testPreVerifiedData({
        activePhoneNumber: { id: 'p7', mask: '(***) ***-0777', status: 'ACTIVE' },
      }),
    }));
    server.use(
      graphql.query('PreVerifiedInitialData', async () => {
        await held;
        return undefined;
      }),
    );
    renderApp('/verify-session');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    release();
    await screen.findByText(/\(\*\*\*\) \*\*\*-0777/);
    expect(calls).toHaveLength(1);
  });

  it('verifies a number just added with verifyOtp, on that number', async () => {
    signInAs('identified');
    // /create-phone adds the number through its flow's createPhoneNumber group.
    serveFlow({
      slug: 'pre-verified-initial-data',
      forms: [createPhoneForm],
      groupMutations: {
        createPhoneNumber: () => ({
          response: { phoneNumber: { id: 'p9', mask: '(***) ***-0123', status: 'PENDING' } },
        }),
      },
    });
    const requests = answer('RequestOtp', () => success);
    const verifications = answer('VerifyOtp', verified);
    const { user, router } = renderApp('/create-phone?redirect=%2Faccount');
    await user.type(await screen.findByRole('textbox', { name: 'Mobile phone number' }), '4155550123');
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await user.click(await screen.findByRole('button', { name: 'Text my code' }));
    await user.type(await screen.findByRole('textbox', { name: 'Verification code' }), '246810');
    await screen.findByRole('heading', { level: 1, name: 'Account' });
    expect(requests).toEqual([{ input: { phoneNumberId: 'p9', channel: 'SMS' } }]);
    expect(verifications).toEqual([{ input: { phoneNumberId: 'p9', code: '246810' } }]);
    expect(router.state.location.pathname).toBe('/account');
  });

  it('sends someone without an active phone to add one', async () => {
    signInAs('identified');
    answer('PreVerifiedInitialData', () => ({
      fetchPreVerifiedInitialData: testPreVerifiedData({ activePhoneNumber: null, phoneNumbers: [] }),
    }));
    answer('PhoneNumbers', () => ({ profile: { activePhoneNumber: null, phoneNumbers: [] } }));
    serveFlow({ slug: 'pre-verified-initial-data', forms: [createPhoneForm] });
    const { router } = renderApp('/verify-session?redirect=%2Faccount');
    await screen.findByRole('heading', { level: 1, name: "What's your phone number?" });
    expect(router.state.location.pathname).toBe('/create-phone');
    expect(router.state.location.search).toBe('?redirect=%2Faccount');
  });

  it('lets a verified session through to where it was going', async () => {
    signInAs('verified');
    const { router } = renderApp('/verify-session?redirect=%2Faccount');
    await screen.findByRole('heading', { level: 1, name: 'Account' });
    expect(router.state.location.pathname).toBe('/account');
  });
});

describe('/account/profile/edit/verify-phone', () => {
  it(
    'verifies a pending number of the profile, then goes back to the profile',
    { timeout: 10_000 },
    async () => {
      signInAs('verified');
      answer('PhoneNumbers', () => ({
        profile: {
          activePhoneNumber: { id: 'p1', mask: '(***) ***-0100', status: 'ACTIVE' },
          phoneNumbers: [
            { id: 'p1', mask: '(***) ***-0100', status: 'ACTIVE' },
            { id: 'p2', mask: '(***) ***-0222', status: 'PENDING' },
          ],
        },
      }));
      const requests = answer('RequestOtp', () => success);
      answer('VerifyOtp', verified);
      const { user, router } = renderApp('/account/profile/edit/verify-phone');
      await screen.findByText(/\(\*\*\*\) \*\*\*-0222/);

      await user.click(screen.getByRole('button', { name: 'Text my code' }));
      expect(requests).toEqual([{ input: { phoneNumberId: 'p2', channel: 'SMS' } }]);
      await user.type(await screen.findByRole('textbox', { name: 'Verification code' }), '654321');
      await waitFor(() =>
        expect(useModalStore.getState()).toMatchObject({
          name: 'Success',
          props: { message: 'Your phone number is verified.' },
        }),
      );
      expect(router.state.location.pathname).toBe('/account/profile');
      await screen.findByRole('heading', { level: 1, name: 'Profile' }, { timeout: 5000 });
    },
  );
});
