// Renders one component as the app would (copy, server cache, router at a given URL), for component tests.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { ModalHost } from '../app/modals/modal-host';
import { i18n } from '../shared/lib/i18n';
import { createQueryClient } from '../shared/lib/query-client';

interface Options {
  path?: string;
  /** Also render the modal host, so that opening a modal shows it. */
  withModals?: boolean;
  userOptions?: Parameters<typeof userEvent.setup>[0];
  /** The first entry's navigation state (what a page that navigated here would have passed). */
  state?: unknown;
}

export function renderWithProviders(
  ui: ReactElement,
  { path = '/', withModals = false, userOptions, state }: Options = {},
) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const element = (
    <>
      {ui}
      {withModals ? <ModalHost /> : null}
    </>
  );
  const router = createMemoryRouter([{ path: '*', element }], {
    initialEntries: [state === undefined ? path : { pathname: path, state }],
  });
  const user = userEvent.setup(userOptions);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router, queryClient, user };
}
