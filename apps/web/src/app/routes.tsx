// The route table (spec: Routes). Every page loads lazily. Routes that later issues build are absent on
// purpose: until then they fall through to the not-found page. Pages whose level is fixed sit under their
// level's guard; a page whose level depends on what it shows (a policy in force's beneficiaries and home, a
// verified flow) is sent through session verification when the server asks for it (guards/verification-redirect).
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { lazy } from 'react';
import { Loading } from '../shared/components/loading';
import { FlowScreensContext, type FlowScreens } from '../shared/lib/flow-screens';
import { useAuthStore } from '../shared/stores/auth';
import { RequireLevel } from './guards/require-level';
import { requireLevelLoader, signedOutOnlyLoader } from './guards/route-guards';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';

export const WELCOME_PATH = '/products/insurance/welcome';

/** Layouts of server-driven forms that a feature draws (the beneficiary flow's review, the purchase). */
const FLOW_SCREENS: FlowScreens = {
  myBeneficiaries: lazy(() =>
    import('../features/beneficiaries/components/flow-review-screen').then((m) => ({
      default: m.FlowReviewScreen,
    })),
  ),
  purchasePolicy: lazy(() =>
    import('./pages/purchase-with-bank-accounts').then((m) => ({ default: m.PurchaseWithBankAccounts })),
  ),
  purchaseSuccess: lazy(() =>
    import('../features/purchase/components/payment-confirmation').then((m) => ({
      default: m.PaymentConfirmation,
    })),
  ),
};

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

const wyshBuilderPage = () =>
  import('../features/wyshes/components/builder-page').then((m) => ({ Component: m.BuilderPage }));

const welcomePage = () =>
  import('../features/welcome/components/welcome-page').then((m) => ({ Component: m.WelcomePage }));

const dashboardPage = () =>
  import('../features/dashboard/components/dashboard-page').then((m) => ({ Component: m.DashboardPage }));

/** "/" is the dashboard for identified users; visitors go to the welcome page. */
function homeLoader({ request }: LoaderFunctionArgs) {
  if (useAuthStore.getState().authLevel === 'unidentified')
    return redirect(`${WELCOME_PATH}${searchOf(request)}`);
  return null;
}

export const routes: RouteObject[] = [
  {
    // The placement a partner frames (spec 001 §7.7): no header, footer or modals; the only framable page.
    path: 'embed/estimate',
    hydrateFallbackElement: <Loading fill />,
    errorElement: <RouteError />,
    lazy: () =>
      import('../features/coverage/components/embed-estimate-page').then((m) => ({
        Component: m.EmbedEstimatePage,
      })),
  },
  {
    element: <RootLayout />,
    // While the first page's code loads (before the layout can render).
    hydrateFallbackElement: <Loading fill />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, loader: homeLoader, lazy: dashboardPage },
          {
            path: 'signup',
            loader: ({ request }) => redirect(`${WELCOME_PATH}${searchOf(request)}`),
            Component: Redirecting,
          },
          { path: 'products/insurance/welcome', lazy: welcomePage },
          {
            // The insurance home: marketing for anyone, recapture once there is an estimate.
            path: 'products/insurance',
            lazy: () =>
              import('../features/dashboard/components/insurance-home-page').then((m) => ({
                Component: m.InsuranceHomePage,
              })),
          },
          {
            // The fulfillment journey starts here for anyone: a visitor's first step is creating an account.
            path: 'fulfillment/start',
            lazy: () =>
              import('../features/journeys/components/fulfillment-start-page').then((m) => ({
                Component: m.FulfillmentStartPage,
              })),
          },
          {
            path: 'ineligible/:reason?',
            lazy: () =>
              import('../features/eligibility/components/ineligible-page').then((m) => ({
                Component: m.IneligiblePage,
              })),
          },
          {
            path: 'coverage-denied/:type?',
            lazy: () =>
              import('../features/eligibility/components/coverage-denied-page').then((m) => ({
                Component: m.CoverageDeniedPage,
              })),
          },
          {
            // Wyshes: the setup intro and the builder are open to visitors (their list stays in the browser).
            path: 'wysh-builder',
            lazy: () =>
              import('../features/wyshes/components/setup-intro-page').then((m) => ({
                Component: m.SetupIntroPage,
              })),
          },
          { path: 'wysh-builder/list', lazy: wyshBuilderPage },
          { path: 'wysh-builder/:category', lazy: wyshBuilderPage },
          {
            // A visitor gets an estimate here too (the spec's partial coverage preview).
            path: 'edit-coverage/:type/:billingFrequency?',
            lazy: () =>
              import('../features/coverage-editor/components/coverage-editor-page').then((m) => ({
                Component: m.CoverageEditorPage,
              })),
          },
          {
            // The coverage preview: a visitor sees it partly, from the list and estimate this browser keeps.
            path: 'coverage-preview',
            lazy: () =>
              import('../features/coverage/components/coverage-preview-page').then((m) => ({
                Component: m.CoveragePreviewPage,
              })),
          },
          {
            // The affiliate estimate landing (the deep-link feature affiliate-estimate leads here).
            path: 'products/insurance/get-wysh-estimate',
            lazy: () =>
              import('../features/coverage/components/affiliate-estimate-page').then((m) => ({
                Component: m.AffiliateEstimatePage,
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
            path: 'help',
            lazy: () =>
              import('../features/help/components/help-center-page').then((m) => ({
                Component: m.HelpCenterPage,
              })),
          },
          {
            path: 'help/:slug',
            lazy: () =>
              import('../features/help/components/help-article-page').then((m) => ({
                Component: m.HelpArticlePage,
              })),
          },
          {
            path: 'disclosure/:slug',
            lazy: () =>
              import('../features/disclosures/components/disclosure-page').then((m) => ({
                Component: m.DisclosurePage,
              })),
          },
          {
            path: 'verify-email/:token',
            lazy: () =>
              import('../features/email-verification/components/verify-email-page').then((m) => ({
                Component: m.VerifyEmailPage,
              })),
          },
          {
            // Links in e-mails: /deep-link?feature=<name>&token=<t>&path=<p>.
            path: 'deep-link',
            lazy: () =>
              import('../features/deep-link/components/deep-link-page').then((m) => ({
                Component: m.DeepLinkPage,
              })),
          },
          {
            path: 'create-new-password/:token',
            lazy: () =>
              import('../features/auth/components/create-new-password-page').then((m) => ({
                Component: m.CreateNewPasswordPage,
              })),
          },
          {
            // Signed-out only: a signed-in user goes on to the redirect parameter or "/".
            loader: signedOutOnlyLoader,
            children: [
              {
                path: 'login',
                lazy: () =>
                  import('../features/auth/components/login-page').then((m) => ({ Component: m.LoginPage })),
              },
              {
                path: 'forgot-password',
                lazy: () =>
                  import('../features/auth/components/forgot-password-page').then((m) => ({
                    Component: m.ForgotPasswordPage,
                  })),
              },
              {
                path: 'create-account',
                lazy: () =>
                  import('../features/registration/components/create-account-page').then((m) => ({
                    Component: m.CreateAccountPage,
                  })),
              },
            ],
          },
          {
            // Identified: signed in, verified or not.
            loader: requireLevelLoader('identified'),
            element: <RequireLevel level="identified" />,
            children: [
              {
                path: 'products/insurance/manual-review',
                lazy: () =>
                  import('../features/underwriting/components/manual-review-page').then((m) => ({
                    Component: m.ManualReviewPage,
                  })),
              },
              {
                // The approved quote (the quote route order sends other results to their screens).
                path: 'review-quote',
                lazy: () =>
                  import('../features/quotes/components/review-quote-page').then((m) => ({
                    Component: m.ReviewQuotePage,
                  })),
              },
              {
                path: 'about-ad',
                lazy: () =>
                  import('../features/quotes/components/about-ad-page').then((m) => ({
                    Component: m.AboutAdPage,
                  })),
              },
              {
                path: 'onboarding/honesty-pledge',
                lazy: () =>
                  import('../features/registration/components/honesty-pledge-page').then((m) => ({
                    Component: m.HonestyPledgePage,
                  })),
              },
              {
                path: 'onboarding/eligibility',
                lazy: () =>
                  import('../features/registration/components/eligibility-page').then((m) => ({
                    Component: m.EligibilityPage,
                  })),
              },
              {
                path: 'create-phone',
                lazy: () =>
                  import('../features/flows/components/create-phone-flow-page').then((m) => ({
                    Component: m.CreatePhoneFlowPage,
                  })),
              },
              {
                path: 'flow/:slug',
                lazy: () =>
                  import('../features/flows/components/flow-page').then((m) => ({
                    Component: () => (
                      <FlowScreensContext.Provider value={FLOW_SCREENS}>
                        <m.FlowPage />
                      </FlowScreensContext.Provider>
                    ),
                  })),
              },
              // The beneficiary pages (spec 001 §2.1, §4.11): the review, adding one of a kind, editing one, the
              // allocations. In the fulfillment journey they are the beneficiary step's own pages.
              {
                path: 'beneficiary/select-type/:lineOfBusiness/:responsibility',
                lazy: () =>
                  import('../features/beneficiaries/components/select-type-page').then((m) => ({
                    Component: m.SelectTypePage,
                  })),
              },
              {
                path: 'beneficiary/allocation/:lineOfBusiness',
                lazy: () =>
                  import('../features/beneficiaries/components/allocation-page').then((m) => ({
                    Component: m.AllocationPage,
                  })),
              },
              {
                path: 'beneficiary/edit/:lineOfBusiness/:id',
                lazy: () =>
                  import('../features/beneficiaries/components/edit-page').then((m) => ({
                    Component: m.EditPage,
                  })),
              },
              {
                path: 'beneficiary/:lineOfBusiness',
                lazy: () =>
                  import('../features/beneficiaries/components/review-page').then((m) => ({
                    Component: m.ReviewPage,
                  })),
              },
              {
                path: 'fulfillment/check-eligibility',
                lazy: () =>
                  import('../features/eligibility/components/eligibility-check-page').then((m) => ({
                    Component: m.EligibilityCheckPage,
                  })),
              },
              {
                path: 'products/insurance/wysh-builder/list',
                lazy: () =>
                  import('../features/wyshes/components/builder-page').then((m) => ({
                    Component: m.PolicyEditBuilderPage,
                  })),
              },
              {
                path: 'recommendations',
                lazy: () =>
                  import('../features/coverage/components/recommendations-page').then((m) => ({
                    Component: m.RecommendationsPage,
                  })),
              },
              {
                path: 'verify-session',
                lazy: () =>
                  import('../features/phone-verification/components/verify-session-page').then((m) => ({
                    Component: m.VerifySessionPage,
                  })),
              },
            ],
          },
          {
            // Verified: the session passed a code sent to the phone.
            loader: requireLevelLoader('verified'),
            element: <RequireLevel level="verified" />,
            children: [
              {
                // The underwriter console: staff act in verified sessions (the server refuses anyone without the
                // underwriter role, and a session not verified).
                path: 'underwriting',
                lazy: () =>
                  import('../features/underwriting/components/underwriting-queue-page').then((m) => ({
                    Component: m.UnderwritingQueuePage,
                  })),
              },
              {
                // Customer service's console (the server refuses anyone without the support role).
                path: 'servicing',
                lazy: () =>
                  import('../features/servicing/components/servicing-page').then((m) => ({
                    Component: m.ServicingPage,
                  })),
              },
              {
                // Customer service's conversations (the agent console): the queue, and one conversation open.
                path: 'servicing/chat/:conversationId?',
                lazy: () =>
                  import('../features/agent-console/components/agent-console-page').then((m) => ({
                    Component: m.AgentConsolePage,
                  })),
              },
              {
                path: 'underwriting/cases/:id',
                lazy: () =>
                  import('../features/underwriting/components/underwriting-case-page').then((m) => ({
                    Component: m.UnderwritingCasePage,
                  })),
              },
              {
                // Approving a pending policy update (spec 001 §2.1): a request for more cover, decided after its
                // interview, its new price accepted or cancelled here.
                path: 'products/insurance/confirm-update',
                lazy: () =>
                  import('../features/policy-changes/components/confirm-update-page').then((m) => ({
                    Component: m.ConfirmUpdatePage,
                  })),
              },
              {
                // A policy's change waiting for its due date, old and new side by side (spec 000 §2 routes).
                path: 'products/insurance/:pendingPolicyId/pending-details',
                lazy: () =>
                  import('../features/policy-changes/components/pending-details-page').then((m) => ({
                    Component: m.PendingDetailsPage,
                  })),
              },
              {
                // The policyholder's billing (spec 001 §2.17): the card on file, paying what is past due, and the
                // linked bank accounts.
                path: 'products/insurance/billing/*',
                lazy: () =>
                  import('./pages/billing-with-bank-accounts').then((m) => ({
                    Component: m.BillingWithBankAccounts,
                  })),
              },
              {
                // The account area, with the billing feature's payment prompt (spec 001 §4.6) on it.
                path: 'account',
                lazy: () =>
                  Promise.all([
                    import('../features/account/components/account-page'),
                    import('../features/billing/components/settings-billing-prompt'),
                  ]).then(([account, billing]) => ({
                    Component: () => (
                      <account.AccountPage paymentPrompt={<billing.SettingsBillingPrompt />} />
                    ),
                  })),
              },
              {
                // Reinstatement (spec 001 §2.1, §2.16): the reinstateable policies, then the offer, its purchase
                // and the policy's confirmation. The lapse e-mail's link (policy_reinstatement) leads here.
                path: 'account/policy-reinstatement',
                lazy: () =>
                  import('../features/reinstatement/components/policy-reinstatement-page').then((m) => ({
                    Component: m.PolicyReinstatementPage,
                  })),
              },
              {
                path: 'fulfillment/reinstatement/:policyId',
                lazy: () =>
                  import('../features/reinstatement/components/reinstatement-offer-page').then((m) => ({
                    Component: m.ReinstatementOfferPage,
                  })),
              },
              {
                path: 'fulfillment/reinstatement/:policyId/purchase',
                lazy: () =>
                  import('../features/reinstatement/components/reinstatement-purchase-page').then((m) => ({
                    Component: m.ReinstatementPurchasePage,
                  })),
              },
              {
                path: 'fulfillment/reinstatement/:policyId/confirmation',
                lazy: () =>
                  import('../features/reinstatement/components/reinstatement-confirmation-page').then(
                    (m) => ({
                      Component: m.ReinstatementConfirmationPage,
                    }),
                  ),
              },
              {
                path: 'account/profile',
                lazy: () =>
                  import('../features/account/components/profile-page').then((m) => ({
                    Component: m.ProfilePage,
                  })),
              },
              {
                path: 'account/documents',
                lazy: () =>
                  import('../features/documents/components/documents-page').then((m) => ({
                    Component: m.DocumentsPage,
                  })),
              },
              {
                path: 'account/documents/:category',
                lazy: () =>
                  import('../features/documents/components/category-page').then((m) => ({
                    Component: m.CategoryPage,
                  })),
              },
              {
                path: 'account/document/:id',
                lazy: () =>
                  import('../features/documents/components/document-page').then((m) => ({
                    Component: m.DocumentPage,
                  })),
              },
              {
                path: 'account/profile/edit',
                lazy: () =>
                  import('../features/flows/components/account-profile-edit-page').then((m) => ({
                    Component: m.AccountProfileEditPage,
                  })),
              },
              {
                path: 'wyshes',
                lazy: () =>
                  import('../features/wysh-list/components/wyshes-page').then((m) => ({
                    Component: m.WyshesPage,
                  })),
              },
              {
                path: 'wyshes/prioritize',
                lazy: () =>
                  import('../features/wysh-list/components/prioritize-page').then((m) => ({
                    Component: m.PrioritizePage,
                  })),
              },
              {
                path: 'wyshes/:id/details',
                lazy: () =>
                  import('../features/wysh-list/components/wysh-details-page').then((m) => ({
                    Component: m.WyshDetailsPage,
                  })),
              },
              {
                path: 'account/profile/edit/verify-phone',
                lazy: () =>
                  import('../features/phone-verification/components/verify-phone-page').then((m) => ({
                    Component: m.VerifyPhonePage,
                  })),
              },
            ],
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
