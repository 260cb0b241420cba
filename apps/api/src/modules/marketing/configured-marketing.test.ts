import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { ProviderConfigurationError } from '../../shared/provider-configuration-error.ts';
import { openMarketingProviders } from './configured-marketing.ts';
import { noAttribution } from './marketing.types.ts';

describe('openMarketingProviders', () => {
  it('stops a live start without the services’ keys, naming them', () => {
    const open = () => openMarketingProviders(loadConfig({ PROVIDERS: 'live' }));
    expect(open).toThrow(ProviderConfigurationError);
    expect(open).toThrow(/MESSAGING_SITE_ID and MESSAGING_API_KEY; ATTRIBUTION_WRITE_KEY/);
    expect(() =>
      openMarketingProviders(
        loadConfig({ PROVIDERS: 'live', MESSAGING_SITE_ID: 'site', MESSAGING_API_KEY: 'key' }),
      ),
    ).toThrow(/needs the marketing services' keys: ATTRIBUTION_WRITE_KEY\.$/);
  });

  it('starts live with the keys, and in the sandbox without them', async () => {
    const live = openMarketingProviders(
      loadConfig({
        PROVIDERS: 'live',
        MESSAGING_SITE_ID: 'site',
        MESSAGING_API_KEY: 'key',
        ATTRIBUTION_WRITE_KEY: 'write-key',
      }),
    );
    expect(live.messaging).toBeDefined();
    await live.attribution.close();
    const sandbox = openMarketingProviders(loadConfig({}), { attribution: noAttribution });
    expect(sandbox.attribution).toBe(noAttribution);
  });
});
