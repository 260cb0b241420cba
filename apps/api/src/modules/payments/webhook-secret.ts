// The secret our card-provider webhook endpoint verifies signatures with: CARD_PROVIDER_WEBHOOK_SECRET (the live
// endpoint's, from the provider's dashboard) or, unset in the sandbox, one the server makes on first start and
// keeps sealed among its secrets, so every process (the API's endpoint, each process's sandbox that signs) shares it.
import type { ServerSecrets } from '../server-secrets/server-secrets.service.ts';
import { randomToken } from '../../shared/secrets.ts';

const keyName = 'card_provider_webhook_secret';

export async function loadWebhookSecret(
  secrets: ServerSecrets,
  configured: string | undefined,
): Promise<string> {
  return configured ?? (await secrets.get(keyName, () => `whsec_${randomToken(32)}`));
}
