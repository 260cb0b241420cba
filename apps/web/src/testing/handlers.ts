// Default answers of the API in unit tests (msw). Tests override what they need with server.use(...).
import { http, HttpResponse } from 'msw';
import { graphql } from './graphql-link';
import webEn from '@wysh/copy/web.en.json';
import { createPhoneForm } from './flow-fixtures';

export const testSettings = {
  helpCenterUrl: 'https://help.example.com',
  marketingSiteUrl: 'https://www.example.com',
  supportPhone: '8005550100',
  cardProvider: {
    mode: 'SANDBOX' as const,
    publishableKey: 'pk_test_sandbox',
    frameUrl: 'http://127.0.0.1:4999/elements/card-field',
  },
  bankLink: { mode: 'SANDBOX' as const, linkApiUrl: 'http://127.0.0.1:4998' },
  errorReporting: { mode: 'OFF' as const, browserDsn: null },
};

export const termsOfService = {
  id: 'd1',
  name: 'Terms of Service',
  slug: 'terms-of-service',
  body: '<h1>Terms of Service</h1><p>These terms apply.</p>',
  businessSlug: 'wysh-insurance',
  updatedAt: '2024-03-07T15:00:00.000Z',
};

export const testProfile = {
  firstName: 'Ann',
  middleName: 'Q',
  lastName: 'Lee',
  suffix: null,
  activeEmail: null,
  pendingEmail: { id: 'e1', email: 'ann@example.com', status: 'PENDING' },
  emails: [{ id: 'e1', email: 'ann@example.com', status: 'PENDING' }],
  activePhoneNumber: { id: 'p1', mask: '(***) ***-0100', status: 'ACTIVE' },
  phoneNumbers: [{ id: 'p1', mask: '(***) ***-0100', status: 'ACTIVE' }],
};

/** fetchPreVerifiedInitialData of the test user: an identified user with an active phone. */
export function testPreVerifiedData(overrides: Record<string, unknown> = {}) {
  return {
    currentUser: {
      id: 'u1',
      status: 'ACTIVE',
      email: 'ann@example.com',
      emailStatus: 'PENDING',
      activeConstellations: [{ id: 'c1', businessSlug: 'wysh-insurance' }],
    },
    emails: testProfile.emails,
    activeEmail: testProfile.activeEmail,
    phoneNumbers: testProfile.phoneNumbers,
    activePhoneNumber: testProfile.activePhoneNumber,
    globalFeatureFlags: [{ name: 'wysh-insurance-skip-client-phone-screen', enabled: false }],
    states: [{ id: 's1', name: 'Ohio', alpha2: 'OH' }],
    ...overrides,
  };
}

export const testVerifiedData = {
  profile: { firstName: 'Ann', middleName: 'Q', lastName: 'Lee', suffix: null, activeAddress: null },
  constellations: [
    {
      id: 'c1',
      label: 'Wysh Insurance',
      businessSlug: 'wysh-insurance',
      activeInsuranceMembership: {
        id: 'm1',
        label: 'Wysh Life Insurance',
        eligibleForCoverage: true,
        eligibleForUnderwriting: true,
        // A verified phone opens monitoring (the test user has one).
        eligibleForMonitoring: true,
        underwritingRequired: true,
        capabilities: { billing: false, termLifeExtension: false },
      },
    },
  ],
};

/** /create-phone's flow, served by default (tests of its own override it with serveFlow). */
const createPhoneSession = {
  id: 'session-phone',
  flowSlug: 'pre-verified-initial-data',
  flowScope: 'NEW_POLICY',
  formIndex: 0,
  currentFormSlug: createPhoneForm.slug,
  finished: false,
};

/** A new user's dashboard: marketing cards, no first name. */
export function testDashboardHome(overrides: Record<string, unknown> = {}) {
  return {
    firstName: null,
    insurance: {
      state: 'MARKETING',
      title: 'Term Life Insurance',
      productSlug: null,
      coverageAmount: null,
      coverageUpTo: false,
      nextBillingDate: null,
      lapsedOn: null,
      quoteExpiresAt: null,
    },
    wysh: { state: 'MARKETING', activeCount: 0, wyshes: [] },
    policyUpdate: null,
    ...overrides,
  };
}

export const handlers = [
  graphql.query('DashboardHome', () => HttpResponse.json({ data: { dashboardHome: testDashboardHome() } })),
  graphql.query('CancelledPolicy', () => HttpResponse.json({ data: { cancelledPolicy: null } })),
  graphql.query('UnderwritingNotifications', () => HttpResponse.json({ data: { notifications: [] } })),
  graphql.mutation('TrackEvents', () => HttpResponse.json({ data: { trackEvents: { recorded: 1 } } })),
  graphql.query('PreVerifiedInitialData', () =>
    HttpResponse.json({ data: { fetchPreVerifiedInitialData: testPreVerifiedData() } }),
  ),
  graphql.query('StaffRoles', () => HttpResponse.json({ data: { currentUser: { id: 'u1', roles: [] } } })),
  graphql.query('VerifiedInitialData', () =>
    HttpResponse.json({ data: { fetchVerifiedInitialData: testVerifiedData } }),
  ),
  graphql.query('Profile', () => HttpResponse.json({ data: { profile: testProfile } })),
  graphql.query('PhoneNumbers', () =>
    HttpResponse.json({
      data: {
        profile: {
          activePhoneNumber: testProfile.activePhoneNumber,
          phoneNumbers: testProfile.phoneNumbers,
        },
      },
    }),
  ),
  http.post('*/oauth/revoke', () => HttpResponse.json({})),
  http.get('*/health', () => HttpResponse.json({ ok: true })),
  http.get('*/oauth_client_id', () => HttpResponse.json({ client_id: 'web-client' })),
  graphql.query('AppSettings', () => HttpResponse.json({ data: { appSettings: testSettings } })),
  graphql.mutation('ExchangeBlackbox', () =>
    HttpResponse.json({ data: { exchangeBlackbox: { blocked: false, deviceId: 'device-1' } } }),
  ),
  graphql.query('Maintenance', () => HttpResponse.json({ data: { maintenance: null } })),
  graphql.query('SupportStatus', () =>
    HttpResponse.json({ data: { supportStatus: { open: true, reopensAt: '2026-11-24T14:00:00.000Z' } } }),
  ),
  graphql.query('SupportConversation', () => HttpResponse.json({ data: { supportConversation: null } })),
  graphql.query('InAppMessages', () => HttpResponse.json({ data: { inAppMessages: [] } })),
  graphql.query('Translations', () =>
    HttpResponse.json({
      data: {
        translations: { entries: Object.entries(webEn).map(([key, value]) => ({ key, value })) },
      },
    }),
  ),
  // Start-up's combined read (app/startup/load-public-data.ts): the three answers above in one.
  graphql.query('StartUp', () =>
    HttpResponse.json({
      data: {
        translations: { entries: Object.entries(webEn).map(([key, value]) => ({ key, value })) },
        maintenance: null,
        appSettings: testSettings,
      },
    }),
  ),
  graphql.mutation('CreateFlowSession', ({ variables }) =>
    HttpResponse.json({
      data: {
        createFlowSession:
          (variables.input as { flowId: string }).flowId === 'pre-verified-initial-data'
            ? {
                flow: {
                  id: 'pre-verified-initial-data',
                  slug: 'pre-verified-initial-data',
                  terminalBehavior: 'FINISH',
                  defaultScope: 'NEW_POLICY',
                },
                flowSession: createPhoneSession,
                form: createPhoneForm,
                error: null,
              }
            : {
                flow: null,
                flowSession: null,
                form: null,
                error: { code: 'FLOW_NOT_FOUND', message: "We couldn't find that flow.", fields: [] },
              },
      },
    }),
  ),
  graphql.mutation('FetchForm', () =>
    HttpResponse.json({
      data: { fetchForm: { form: createPhoneForm, flowSession: createPhoneSession, error: null } },
    }),
  ),
  // Journeys: no feature flags on; the signed-in user has no verified phone; nothing stands in the way of cover.
  graphql.query('JourneyFacts', ({ variables }) =>
    HttpResponse.json({
      data: {
        globalFeatureFlags: [{ name: 'wysh-insurance-skip-client-phone-screen', enabled: false }],
        ...(variables.identified ? { profile: { activePhoneNumber: null } } : {}),
      },
    }),
  ),
  graphql.query('JourneyPolicy', () => HttpResponse.json({ data: { userPolicy: null } })),
  // Applying for new cover: no lapsed policy to reinstate, nothing under way.
  graphql.query('ApplyGate', () =>
    HttpResponse.json({ data: { newCoverageRefusal: null, eligibleReinstatementPolicies: [] } }),
  ),
  // The billing page's data, which the account area's payment prompt reads too: no policy to bill.
  graphql.query('BillingPage', () =>
    HttpResponse.json({
      data: {
        userPolicy: null,
        activePaymentMethod: null,
        currentUser: { activeConstellations: [] },
        profile: { firstName: testProfile.firstName, lastName: testProfile.lastName },
      },
    }),
  ),
  graphql.query('UserIneligibleReasons', () =>
    HttpResponse.json({ data: { userIneligibleReasons: { ineligibleCoverageReasons: [] } } }),
  ),
  graphql.query('Disclosure', ({ variables }) =>
    HttpResponse.json({
      data: { disclosure: variables.slug === termsOfService.slug ? termsOfService : null },
    }),
  ),
];
