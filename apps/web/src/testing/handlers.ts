// Default answers of the API in unit tests (msw). Tests override what they need with server.use(...).
import { graphql, http, HttpResponse } from 'msw';
import webEn from '@wysh/copy/web.en.json';

export const testSettings = {
  helpCenterUrl: 'https://help.example.com',
  marketingSiteUrl: 'https://www.example.com',
  supportPhone: '8005550100',
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

export const handlers = [
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
  graphql.query('Translations', () =>
    HttpResponse.json({
      data: {
        translations: { entries: Object.entries(webEn).map(([key, value]) => ({ key, value })) },
      },
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
  graphql.query('UserIneligibleReasons', () =>
    HttpResponse.json({ data: { userIneligibleReasons: { ineligibleCoverageReasons: [] } } }),
  ),
  graphql.query('Disclosure', ({ variables }) =>
    HttpResponse.json({
      data: { disclosure: variables.slug === termsOfService.slug ? termsOfService : null },
    }),
  ),
];
