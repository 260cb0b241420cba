import { builder } from '../../graphql/base/builder.ts';
import type { Country, FeatureFlag, State } from './reference.repository.ts';
import type {
  AppSettings,
  BankLinkSettings,
  CardFieldSettings,
  ErrorReportingSettings,
} from './reference.service.ts';

export const CountryRef = builder.objectRef<Country>('Country').implement({
  description: 'A country (spec 001 §3.3).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    alpha2: t.exposeString('alpha2', { description: 'ISO 3166-1 alpha-2, e.g. "US".' }),
    alpha3: t.exposeString('alpha3', { description: 'ISO 3166-1 alpha-3, e.g. "USA".' }),
    hasStates: t.exposeBoolean('hasStates', { description: 'Whether an address in it names a state.' }),
    hasPostalCode: t.exposeBoolean('hasPostalCode', {
      description: 'Whether an address in it has a postal code.',
    }),
    postalCodeFormat: t.exposeString('postalCodeFormat', {
      nullable: true,
      description:
        'A regular expression its postal codes match, e.g. "^\\d{5}(-\\d{4})?$"; null without one.',
    }),
  }),
});

export const StateRef = builder.objectRef<State>('State').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), alpha2: t.exposeString('alpha2') }),
});

export const FeatureFlagRef = builder.objectRef<FeatureFlag>('FeatureFlag').implement({
  fields: (t) => ({ name: t.exposeString('name'), enabled: t.exposeBoolean('enabled') }),
});

const CardProviderModeEnum = builder.enumType('CardProviderMode', {
  description: 'Where card details are entered: the sandbox card provider, or the live one.',
  values: {
    SANDBOX: { description: "The sandbox provider's own card field, in a frame (frameUrl)." },
    LIVE: { description: "The live provider's Elements, with the publishable key." },
  } as const,
});

const CardProviderSettingsRef = builder.objectRef<CardFieldSettings>('CardProviderSettings').implement({
  description:
    "What the browser's card field needs; card details go only to the provider, which answers a token.",
  fields: (t) => ({
    mode: t.field({ type: CardProviderModeEnum, resolve: (settings) => settings.mode }),
    publishableKey: t.exposeString('publishableKey', {
      description: "The provider's publishable key (tokenising only; never the secret key).",
    }),
    frameUrl: t.exposeString('frameUrl', {
      nullable: true,
      description:
        "Sandbox only: the card field page, framed with ?origin=<the page's origin>; null in live mode.",
    }),
  }),
});

const BankLinkModeEnum = builder.enumType('BankLinkMode', {
  description:
    "Which Link links a bank: the sandbox bank-link provider's screens, or the live provider's Link.",
  values: {
    SANDBOX: { description: "The sandbox's Link screens, drawn by the app, whose steps are at linkApiUrl." },
    LIVE: { description: "The live provider's Link, loaded from its site." },
  } as const,
});

const BankLinkSettingsRef = builder.objectRef<BankLinkSettings>('BankLinkSettings').implement({
  description:
    "What the browser's Link needs; bank credentials go only to the provider, which answers a public token.",
  fields: (t) => ({
    mode: t.field({ type: BankLinkModeEnum, resolve: (settings) => settings.mode }),
    linkApiUrl: t.exposeString('linkApiUrl', {
      nullable: true,
      description:
        "Sandbox only: the origin of the sandbox's Link steps (POST /link/sandbox/...); null in live mode.",
    }),
  }),
});

const ErrorReportingModeEnum = builder.enumType('ErrorReportingMode', {
  description: "Where the browser's error reports go.",
  values: {
    SANDBOX: { description: 'The sandbox error-reporting endpoint of this server (shown at /dev/errors).' },
    LIVE: { description: 'The error-reporting service.' },
    OFF: { description: 'Nowhere: nothing is reported.' },
  } as const,
});

const ErrorReportingSettingsRef = builder
  .objectRef<ErrorReportingSettings>('ErrorReportingSettings')
  .implement({
    description: "What the browser's error reporting needs; reports carry the user id, never personal data.",
    fields: (t) => ({
      mode: t.field({ type: ErrorReportingModeEnum, resolve: (settings) => settings.mode }),
      browserDsn: t.exposeString('browserDsn', {
        nullable: true,
        description: "The DSN the browser's SDK reports to (public, like a publishable key); null when OFF.",
      }),
    }),
  });

const AppSettingsRef = builder.objectRef<AppSettings>('AppSettings').implement({
  description: 'Public settings every client needs: how to reach support and where the marketing site lives.',
  fields: (t) => ({
    supportPhone: t.exposeString('supportPhone', {
      description: 'The support phone number, digits only (e.g. 8005550100).',
    }),
    helpCenterUrl: t.exposeString('helpCenterUrl', { description: 'The help centre (FAQs and chat).' }),
    marketingSiteUrl: t.exposeString('marketingSiteUrl'),
    cardProvider: t.expose('cardProvider', { type: CardProviderSettingsRef }),
    bankLink: t.expose('bankLink', { type: BankLinkSettingsRef }),
    errorReporting: t.expose('errorReporting', { type: ErrorReportingSettingsRef }),
  }),
});

builder.queryFields((t) => ({
  countries: t.field({
    type: [CountryRef],
    resolve: (_root, _args, { services }) => services.reference.countries(),
  }),
  States: t.field({
    type: [StateRef],
    description: 'The states (and territories) of a country, by name.',
    args: { countryId: t.arg.id({ required: true }) },
    resolve: (_root, { countryId }, { services }) => services.reference.states(String(countryId)),
  }),
  globalFeatureFlags: t.field({
    type: [FeatureFlagRef],
    resolve: (_root, _args, { services }) => services.reference.featureFlags(),
  }),
  appSettings: t.field({
    type: AppSettingsRef,
    resolve: (_root, _args, { services }) => services.reference.appSettings(),
  }),
}));
