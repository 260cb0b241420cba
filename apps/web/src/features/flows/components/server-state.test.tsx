// Server state stays true: what a flow saves changes what the app has cached, and the cached queries that show
// it are refreshed (shared/lib/query-client: a mutation's `invalidates`; a flow's saved answers).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { verifiedInitialDataQuery } from '../../../shared/api/initial-data';
import { signInAs } from '../../../testing/auth';
import { api, buildForm, button, input } from '../../../testing/flow-builders';
import { serveFlow } from '../../../testing/flows';
import { answer } from '../../../testing/graphql';
import { testVerifiedData } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render-app';

const SLOW = { timeout: 15_000 };

describe('a profile edit', () => {
  it('refreshes what the initial-data query shows', SLOW, async () => {
    signInAs('verified');
    // The server's profile: what the initial data answers, changed by the account-profile flow's save.
    let firstName = 'Ann';
    answer('VerifiedInitialData', () => ({
      fetchVerifiedInitialData: { ...testVerifiedData, profile: { ...testVerifiedData.profile, firstName } },
    }));
    const flow = serveFlow({
      slug: 'account-profile',
      scope: 'POLICY_HOLDER',
      forms: [
        buildForm([
          { key: 'title', type: 'text', content: { text: 'Edit your name', typography: 'title' } },
          input('inputText', 'profile.firstName', { label: 'First name', element: 'name', value: 'Ann' }),
          button('save', [api('createResponse'), api('finishFlow')], { text: 'SAVE', primary: true }),
        ]),
      ],
      validate: (saved) => {
        const name = saved.fieldResponses.find((response) => response.fieldId === 'profile.firstName');
        firstName = String(name?.value);
        return [];
      },
    });
    const { user, queryClient, router } = renderApp('/account/profile/edit');
    const shown = async () =>
      (await queryClient.fetchQuery(verifiedInitialDataQuery)).fetchVerifiedInitialData.profile?.firstName;
    expect(await shown()).toBe('Ann');

    const field = await screen.findByRole('textbox', { name: 'First name' });
    await user.clear(field);
    await user.type(field, 'Grace');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/profile'));
    expect(flow.saved()).toHaveLength(1);
    // Kept for the session (staleTime Infinity), yet read again after the edit: the new name, not the old.
    expect(await shown()).toBe('Grace');
  });
});
