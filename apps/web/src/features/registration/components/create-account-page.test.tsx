import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAccessToken } from '../../../testing/auth';
import { answer, userError } from '../../../testing/graphql';
import { renderApp } from '../../../testing/render-app';
import { useAuthStore } from '../../../shared/stores/auth';

const PASSWORD = 'correct horse battery staple';

function credential() {
  return {
    registerUser: {
      credential: {
        status: 'active',
        token: {
          accessToken: fakeAccessToken(),
          refreshToken: 'r1',
          authLevel: 'IDENTIFIED',
          expiresIn: 900,
        },
      },
      error: null,
    },
  };
}

function failure(code: string, message: string, fields: Array<{ field: string; message: string }> = []) {
  return { registerUser: { credential: null, error: userError(code, message, fields) } };
}

async function fill(
  user: ReturnType<typeof renderApp>['user'],
  { email = 'ann@example.com', password = PASSWORD } = {},
) {
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('checkbox', { name: 'I am 18 years of age or older' }));
}

const submit = () => screen.getByRole('button', { name: 'CONFIRM INFO AND CONTINUE' });

describe('create account', () => {
  it('has e-mail, password, the over-18 attestation, the newsletter (ticked) and the terms and privacy links', async () => {
    renderApp('/create-account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Send me news/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'I am 18 years of age or older' })).not.toBeChecked();
    const form = within(screen.getByRole('main'));
    expect(form.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/disclosure/terms-of-service',
    );
    expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/disclosure/privacy-policy',
    );
    expect(submit()).toBeInTheDocument();
  });

  it("marks required fields with ' *' after the label (some fields are optional)", async () => {
    renderApp('/create-account');
    await screen.findByRole('heading', { level: 1 });
    const form = screen.getByRole('button', { name: 'CONFIRM INFO AND CONTINUE' }).closest('form')!;
    const labels = [...form.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels).toEqual([
      'Email *',
      'Password *',
      'I am 18 years of age or older *',
      'Send me news, tips and offers from wysh by email',
    ]);
    // The mark is for eyes; screen readers hear "required" from the field itself.
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeRequired();
  });

  it("says 'Required', 'Must be at least 12 characters' and 'Invalid email' where they apply", async () => {
    const { user } = renderApp('/create-account');
    await screen.findByRole('heading', { level: 1 });
    await user.click(submit());
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(screen.getByText('You must be 18 or older to apply')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(submit());
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Must be at least 12 characters')).toBeInTheDocument();
  });

  it('registers, signs in (identified) and goes on to the honesty pledge', async () => {
    const calls = answer('RegisterUser', credential);
    const { user, router } = renderApp('/create-account');
    await fill(user, { email: '  ann@example.com ' });
    await user.click(screen.getByRole('checkbox', { name: /Send me news/ }));
    await user.click(submit());
    await screen.findByRole('heading', { level: 1, name: 'Two things to know before you apply' });
    expect(calls).toEqual([
      { input: { email: 'ann@example.com', password: PASSWORD, newsletter: false, attestedOver18: true } },
    ]);
    expect(useAuthStore.getState()).toMatchObject({ authLevel: 'identified', refreshToken: 'r1' });
    expect(router.state.location.pathname).toBe('/onboarding/honesty-pledge');
  });

  it('opens ExistingAccountModal on EMAIL_ALREADY_TAKEN, which offers to log in', async () => {
    answer('RegisterUser', () => failure('EMAIL_ALREADY_TAKEN', 'Looks like you have an existing account.'));
    const { user, router } = renderApp('/create-account');
    await fill(user);
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Looks like you have an existing account.' });
    await user.click(within(dialog).getByRole('button', { name: 'LOG IN' }));
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ann@example.com');
  });

  it('puts field errors of CREDENTIAL_INVALID on their fields', async () => {
    answer('RegisterUser', () =>
      failure('CREDENTIAL_INVALID', 'This password is too common. Please choose another.', [
        { field: 'password', message: 'This password is too common. Please choose another.' },
      ]),
    );
    const { user } = renderApp('/create-account');
    await fill(user);
    await user.click(submit());
    expect(
      await screen.findByText('This password is too common. Please choose another.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
  });

  it('shows other failures under the form', async () => {
    answer('RegisterUser', () => failure('TOO_MANY_REQUESTS', 'Too many sign-ups from here.'));
    const { user } = renderApp('/create-account');
    await fill(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });

  it('asks before leaving a half-filled form for the login (ExitRegistrationModal)', async () => {
    const { user, router } = renderApp('/create-account');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ann@');
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without creating your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'NEVERMIND' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/create-account');
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without creating your account?' })).getByRole(
        'button',
        {
          name: 'YEAH, EXIT',
        },
      ),
    );
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
  });

  it('goes straight to the login when nothing was typed', async () => {
    const { user } = renderApp('/create-account');
    await user.click(await screen.findByRole('link', { name: 'Log in' }));
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
  });
});

describe('after sign-up', () => {
  it('shows the honesty pledge in two steps, then the eligibility checklist, then the phone number', async () => {
    useAuthStore
      .getState()
      .setSession({ accessToken: fakeAccessToken(), refreshToken: 'r', authLevel: 'identified' });
    const { user, router } = renderApp('/onboarding/honesty-pledge?redirect=%2Faccount');
    await screen.findByRole('heading', { level: 1, name: 'Two things to know before you apply' });
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Honesty is the best policy' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: "We'll check your answers" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'BACK' }));
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await user.click(screen.getByRole('button', { name: 'I UNDERSTAND' }));

    await screen.findByRole('heading', { level: 1, name: 'Is term life a fit for you?' });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      expect.arrayContaining([
        'No current drug or alcohol abuse',
        'No felony convictions',
        'BMI 40 or lower',
        'No recent cancer or serious heart problems',
        'No current disabilities or in the past 2 years',
        'No suicide attempts or recent mental-health hospitalizations',
      ]),
    );
    await user.click(screen.getByRole('link', { name: 'CONTINUE' }));
    await screen.findByRole('heading', { level: 1, name: "What's your phone number?" });
    expect(router.state.location.pathname).toBe('/create-phone');
    expect(router.state.location.search).toBe('?redirect=%2Faccount');
  });

  it('hides the header tabs during these steps (immersive)', async () => {
    useAuthStore
      .getState()
      .setSession({ accessToken: fakeAccessToken(), refreshToken: 'r', authLevel: 'identified' });
    renderApp('/onboarding/eligibility');
    await screen.findByRole('heading', { level: 1, name: 'Is term life a fit for you?' });
    // The step turns immersive mode on in an effect, after its first paint.
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument());
    expect(
      screen.getByRole('heading', { level: 1, name: 'Is term life a fit for you?' }),
    ).toBeInTheDocument();
  });
});
