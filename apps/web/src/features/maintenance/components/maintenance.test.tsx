import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { graphql } from '../../../testing/graphql-link';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { useServiceStore } from '../../../shared/stores/service';
import { MaintenanceScreen } from './maintenance-screen';

function maintenanceIs(maintenance: { kind: 'SCHEDULED' | 'UNSCHEDULED'; returnsAt: string | null } | null) {
  server.use(graphql.query('Maintenance', () => HttpResponse.json({ data: { maintenance } })));
}

describe('maintenance screens', () => {
  it('formats the return time of scheduled maintenance', () => {
    renderWithProviders(
      <MaintenanceScreen
        kind="SCHEDULED"
        returnsAt="2025-12-01T22:00:00Z"
        timeZone="America/New_York"
        onRecheck={() => {}}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: "We'll BRB!" })).toBeInTheDocument();
    expect(screen.getByText("We'll be back at 5 PM EST, Monday, December 1.")).toBeInTheDocument();
  });

  it('shows "We\'ll BRB!" instead of the routes during scheduled maintenance', async () => {
    maintenanceIs({ kind: 'SCHEDULED', returnsAt: '2030-01-01T17:00:00Z' });
    renderApp('/customer-support');
    expect(await screen.findByRole('heading', { level: 1, name: "We'll BRB!" })).toBeInTheDocument();
    expect(screen.getByText(/We'll be back at .*, January 1\./)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Need Help?' })).not.toBeInTheDocument();
    // The header still offers support.
    expect(screen.getByRole('button', { name: 'Support' })).toBeInTheDocument();
  });

  it('TRY AGAIN LATER checks again and goes to "/" once maintenance is over', async () => {
    maintenanceIs({ kind: 'SCHEDULED', returnsAt: null });
    const { user, router } = renderApp('/customer-support');
    await screen.findByRole('heading', { level: 1, name: "We'll BRB!" });
    expect(screen.getByText("We'll be back shortly.")).toBeInTheDocument();
    maintenanceIs(null);
    await user.click(screen.getByRole('button', { name: 'TRY AGAIN LATER' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/insurance/welcome'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cover the people and plans you love' }),
    ).toBeInTheDocument();
  });

  it('stays on the screen when maintenance is still on', async () => {
    maintenanceIs({ kind: 'SCHEDULED', returnsAt: null });
    const { user } = renderApp('/customer-support');
    await screen.findByRole('heading', { level: 1, name: "We'll BRB!" });
    await user.click(screen.getByRole('button', { name: 'TRY AGAIN LATER' }));
    expect(await screen.findByRole('heading', { level: 1, name: "We'll BRB!" })).toBeInTheDocument();
  });

  it('shows "Be back soon!" during unscheduled maintenance', async () => {
    maintenanceIs({ kind: 'UNSCHEDULED', returnsAt: null });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Be back soon!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'GOT IT' })).toBeInTheDocument();
  });

  it('switches to "Be back soon!" when underwriting reports itself offline, and GOT IT goes home', async () => {
    const { user, router } = renderApp('/customer-support');
    await screen.findByRole('heading', { level: 1, name: 'Need Help?' });
    act(() => useServiceStore.getState().setUnderwritingOffline(true));
    expect(await screen.findByRole('heading', { level: 1, name: 'Be back soon!' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'GOT IT' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/insurance/welcome'));
    expect(useServiceStore.getState().underwritingOffline).toBe(false);
  });

  it('shows the app when the maintenance check fails', async () => {
    server.use(graphql.query('Maintenance', () => HttpResponse.error()));
    renderApp('/customer-support');
    expect(await screen.findByRole('heading', { level: 1, name: 'Need Help?' })).toBeInTheDocument();
  });
});
