// The sandbox marketing services' public facts: their keys are no secret (like the sandbox card provider's),
// and their paths are where the official clients are pointed. The messaging client (customerio-node) takes the
// Track API's root, .../api/v1; the attribution client (@segment/analytics-node) a host and the batch path.
export const SANDBOX_MESSAGING = {
  siteId: 'sandbox-site',
  apiKey: 'sandbox-track-key',
  path: '/sandbox/messaging/api/v1',
} as const;

export const SANDBOX_ATTRIBUTION = {
  writeKey: 'sandbox-write-key',
  path: '/sandbox/attribution/v1/batch',
} as const;
