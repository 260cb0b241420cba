// Picks where the marketing events go. With the services' keys (MESSAGING_SITE_ID and MESSAGING_API_KEY;
// ATTRIBUTION_WRITE_KEY) they go to the real services; without them, PROVIDERS=sandbox points the same
// official clients at this server's own sandbox endpoints (sandbox-marketing, shown at /dev/messaging and
// /dev/attribution), and PROVIDERS=live stops the start, naming the missing keys.
import type { Config } from '../../config.ts';
import { ProviderConfigurationError } from '../../shared/provider-configuration-error.ts';
import { SANDBOX_ATTRIBUTION, SANDBOX_MESSAGING } from '../sandbox-marketing/sandbox-marketing.types.ts';
import { createCustomerIoMessaging } from './customer-io-messaging.ts';
import type { Attribution, MarketingMessaging } from './marketing.types.ts';
import { createSegmentAttribution } from './segment-attribution.ts';

export type MarketingProviders = { messaging: MarketingMessaging; attribution: Attribution };

export function openMarketingProviders(
  config: Config,
  injected: Partial<MarketingProviders> = {},
): MarketingProviders {
  // The server posts to its own sandbox over loopback.
  const sandboxOrigin = `http://127.0.0.1:${config.PORT}`;
  const missing: string[] = [];

  let messaging = injected.messaging;
  if (!messaging && config.MESSAGING_SITE_ID && config.MESSAGING_API_KEY) {
    messaging = createCustomerIoMessaging({
      siteId: config.MESSAGING_SITE_ID,
      apiKey: config.MESSAGING_API_KEY,
      region: config.MESSAGING_REGION,
    });
  } else if (!messaging && config.PROVIDERS === 'sandbox') {
    messaging = createCustomerIoMessaging({
      siteId: SANDBOX_MESSAGING.siteId,
      apiKey: SANDBOX_MESSAGING.apiKey,
      region: 'us',
      url: `${sandboxOrigin}${SANDBOX_MESSAGING.path}`,
    });
  } else if (!messaging) missing.push('MESSAGING_SITE_ID and MESSAGING_API_KEY');

  let attribution = injected.attribution;
  if (!attribution && config.ATTRIBUTION_WRITE_KEY) {
    attribution = createSegmentAttribution({ writeKey: config.ATTRIBUTION_WRITE_KEY });
  } else if (!attribution && config.PROVIDERS === 'sandbox') {
    attribution = createSegmentAttribution({
      writeKey: SANDBOX_ATTRIBUTION.writeKey,
      host: sandboxOrigin,
      path: SANDBOX_ATTRIBUTION.path,
    });
  } else if (!attribution) missing.push('ATTRIBUTION_WRITE_KEY');

  if (!messaging || !attribution) {
    throw new ProviderConfigurationError(
      `PROVIDERS=live needs the marketing services' keys: ${missing.join('; ')}.`,
    );
  }
  return { messaging, attribution };
}
