// Picks the address provider adapter: PROVIDERS=sandbox uses the bundled dataset (no network); a live provider
// plugs in here, and until one exists a live start fails at once instead of at a user's first keystroke.
import { ProviderConfigurationError } from '../../shared/provider-configuration-error.ts';
import type { AddressProvider } from './address-provider.ts';
import { createSandboxAddressProvider } from './sandbox-address-provider.ts';

export function createAddressProvider(providers: 'sandbox' | 'live'): AddressProvider {
  if (providers === 'live') {
    throw new ProviderConfigurationError(
      'PROVIDERS=live: no live address provider is available yet (addresses have only the sandbox adapter).',
    );
  }
  return createSandboxAddressProvider();
}
