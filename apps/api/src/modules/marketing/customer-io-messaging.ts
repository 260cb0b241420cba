// The messaging adapter: the service's official Node client (customerio-node's TrackClient), pointed at the
// Track API of the real service (its region) or of our sandbox (`url`). It is told a user's id and nothing
// else about them: identify sends no attributes.
import { RegionEU, RegionUS, TrackClient } from 'customerio-node';
import type { MarketingMessaging } from './marketing.types.ts';

export function createCustomerIoMessaging(options: {
  siteId: string;
  apiKey: string;
  region: 'us' | 'eu';
  /** The Track API's root (…/api/v1) when it is not the region's: the sandbox's. */
  url?: string;
}): MarketingMessaging {
  const client = new TrackClient(options.siteId, options.apiKey, {
    region: options.region === 'eu' ? RegionEU : RegionUS,
    ...(options.url ? { url: options.url } : {}),
    timeout: 5000,
    retry: { maxRetries: 2, maxTotalBackoffMs: 3000 },
  });
  return {
    identify: async (userId) => {
      await client.identify(userId, {});
    },
    event: async (userId, name) => {
      await client.track(userId, { name });
    },
    pageView: async (userId, path) => {
      await client.trackPageView(userId, path);
    },
    close: async () => {},
  };
}
