// Verified-level pages whose level depends on what they show learn it from the server: a call refused with
// UNSUCCESSFUL_SESSION_VERIFICATION sends the identified person through session verification and remembers the
// page, as the verified routes do (issue 23 item 14), with no "Oops. There was an error." on the way.
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../testing/auth';
import { graphql } from '../../testing/graphql-link';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

const refusal = {
  errors: [
    {
      message: 'Please verify it is you with a code sent to your phone.',
      extensions: { code: 'UNSUCCESSFUL_SESSION_VERIFICATION' },
    },
  ],
};

async function landsOn(router: ReturnType<typeof renderApp>['router'], path: string, search: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path), { timeout: 25_000 });
  expect(router.state.location.search).toBe(search);
}

// A flow's screen is a large lazy chunk: on a busy machine the first load takes seconds.
describe('an identified user on a page the server keeps for verified sessions', { timeout: 30_000 }, () => {
  it('goes from /flow/purchase-policy to two-step verification, remembering the page', async () => {
    signInAs('identified');
    server.use(graphql.mutation('CreateFlowSession', () => HttpResponse.json(refusal)));
    const { router } = renderApp('/flow/purchase-policy');
    await landsOn(router, '/verify-session', '?redirect=%2Fflow%2Fpurchase-policy');
    await screen.findByRole('heading', { level: 1, name: 'Two-step verification' });
    expect(screen.queryByRole('dialog', { name: 'Oops. There was an error.' })).not.toBeInTheDocument();
  });

  it('goes from the beneficiaries of a policy in force to two-step verification', async () => {
    signInAs('identified');
    server.use(graphql.query('MyBeneficiaries', () => HttpResponse.json(refusal)));
    const { router } = renderApp('/beneficiary/wysh-insurance');
    await landsOn(router, '/verify-session', '?redirect=%2Fbeneficiary%2Fwysh-insurance');
    await screen.findByRole('heading', { level: 1, name: 'Two-step verification' });
  });

  it('goes from the underwriter console to two-step verification before it loads', async () => {
    signInAs('identified');
    const { router } = renderApp('/underwriting/cases/abc');
    await landsOn(router, '/verify-session', '?redirect=%2Funderwriting%2Fcases%2Fabc');
    await screen.findByRole('heading', { level: 1, name: 'Two-step verification' });
  });

  it('is not sent anywhere when verified already (the error shows as it is)', async () => {
    signInAs('verified');
    server.use(graphql.query('MyBeneficiaries', () => HttpResponse.json(refusal)));
    const { router } = renderApp('/beneficiary/wysh-insurance');
    await screen.findByText(/Please verify it is you/);
    expect(router.state.location.pathname).toBe('/beneficiary/wysh-insurance');
  });
});
