// The route table (spec: Routes). Every page loads lazily. Routes that later issues build are absent on
// purpose: until then they fall through to the not-found page.
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { Loading } from '../shared/components/loading';
import { useAuthStore } from '../shared/stores/auth';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';

export const WELCOME_PATH = '/products/insurance/welcome';

const notFound = () =>
  import('../features/not-found/components/not-found-page').then((m) => ({ Component: m.NotFoundPage }));

/** Redirect-only routes render nothing: their loader always redirects first. */
function Redirecting() {
  return null;
}

function searchOf(request: Request): string {
  return new URL(request.url).search;
}

/** Old paths moved under a new prefix: /coverage/x -> /products/insurance/x, query string kept. */
function movedTo(prefix: string) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const rest = params['*'] ?? '';
    return redirect(`${prefix}${rest ? `/${rest}` : ''}${searchOf(request)}`);
  };
}

/** "/" is the dashboard for identified users (built later); visitors go to the welcome page. */
function homeLoader({ request }: LoaderFunctionArgs) {
  if (useAuthStore.getState().authLevel === 'unidentified')
    return redirect(`${WELCOME_PATH}${searchOf(request)}`);
  return null;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // While the first page's code loads (before the layout can render).
    hydrateFallbackElement: <Loading fill />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, loader: homeLoader, lazy: notFound },
          {
            path: 'signup',
            loader: ({ request }) => redirect(`${WELCOME_PATH}${searchOf(request)}`),
            Component: Redirecting,
          },
          {
            path: 'products/insurance/welcome',
            lazy: () =>
              import('../features/welcome/components/welcome-page').then((m) => ({
                Component: m.WelcomePage,
              })),
          },
          {
            path: 'customer-support',
            lazy: () =>
              import('../features/support/components/customer-support-page').then((m) => ({
                Component: m.CustomerSupportPage,
              })),
          },
          {
            path: 'disclosure/:slug',
            lazy: () =>
              import('../features/disclosures/components/disclosure-page').then((m) => ({
                Component: m.DisclosurePage,
              })),
          },
          { path: 'coverage/*', loader: movedTo('/products/insurance'), Component: Redirecting },
          {
            path: 'settings/billing/*',
            loader: movedTo('/products/insurance/billing'),
            Component: Redirecting,
          },
          { path: 'settings/*', loader: movedTo('/account'), Component: Redirecting },
          { path: '*', lazy: notFound },
        ],
      },
    ],
  },
];
