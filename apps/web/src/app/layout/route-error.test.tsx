import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/lib/i18n';
import { RouteError } from './route-error';

function Broken(): never {
  throw new Error('page failed');
}

describe('RouteError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('replaces a page that failed, reports it, and keeps the layout around it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <p>Header stays</p>
              <Outlet />
            </>
          ),
          children: [{ errorElement: <RouteError />, children: [{ path: '/broken', Component: Broken }] }],
        },
      ],
      { initialEntries: ['/broken'] },
    );
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'RELOAD PAGE' })).toBeInTheDocument();
    expect(screen.getByText('Header stays')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Route error', expect.any(Error));
  });
});
