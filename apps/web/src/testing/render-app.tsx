// Renders the real route table in memory, with a fresh server cache, as a user would reach a URL.
import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/app';
import { routes } from '../app/routes';
import { createQueryClient } from '../shared/lib/query-client';

export function renderApp(path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const user = userEvent.setup();
  // StrictMode as in main.tsx: effects run twice on mount, which is where first-render logic goes wrong.
  const view = render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
  return { ...view, router, queryClient, user };
}
