// An outside service that cannot work as configured (e.g. PROVIDERS=live without a live adapter): thrown while
// the app is assembled, so the start fails with a message naming it instead of a request failing later.
export class ProviderConfigurationError extends Error {
  override name = 'ProviderConfigurationError';
}
