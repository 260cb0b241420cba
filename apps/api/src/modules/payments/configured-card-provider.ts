// Picks the card provider for this process: PROVIDERS=sandbox starts its own sandbox card provider on 127.0.0.1
// (processes share its state through the database, so an API process and a worker agree) and speaks to it with
// fixed, non-secret sandbox keys; PROVIDERS=live speaks to the real API with the configured keys, and a start
// without them fails at once instead of at someone's first payment. The browser's card field is told which
// (settings): the sandbox's frame, or the provider's Elements with the publishable key.
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { ProviderConfigurationError } from '../../shared/provider-configuration-error.ts';
import { startSandboxCardProvider } from '../sandbox-card-provider/sandbox-card-provider.service.ts';
import { createStripeCardProvider, type CardProvider } from './card-provider.ts';

/** The sandbox's keys: public knowledge, like the provider's documented test keys. */
export const SANDBOX_CARD_KEYS = {
  secretKey: 'sk_test_sandbox_wysh_card_provider',
  publishableKey: 'pk_test_sandbox_wysh_card_provider',
};

/** What the browser needs to show a card field. */
export type CardProviderSettings = {
  mode: 'SANDBOX' | 'LIVE';
  publishableKey: string;
  /** The sandbox's card field page; null in live mode (the provider's Elements draw the field). */
  frameUrl: string | null;
};

export type ConfiguredCardProvider = {
  provider: CardProvider;
  settings: CardProviderSettings;
  /** Origins the app's pages must be allowed to frame, load scripts from and call for the card field. */
  origins: { frame: string[]; script: string[]; connect: string[] };
  close(): Promise<void>;
};

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The pages that may hold the sandbox's card field: the app's origin (and the origins of its other redirect
 * URIs, e.g. the Vite dev server's), each also at the loopback spellings of this machine when it names one.
 */
export function cardFieldParentOrigins(config: Config): string[] {
  const origins = new Set<string>();
  for (const uri of [config.appUrl, ...config.redirectUris]) {
    const url = new URL(uri);
    origins.add(url.origin);
    if (LOOPBACK_NAMES.includes(url.hostname)) {
      for (const name of LOOPBACK_NAMES)
        origins.add(`${url.protocol}//${name}${url.port ? `:${url.port}` : ''}`);
    }
  }
  return [...origins];
}

/** Where the sandbox posts its events when SANDBOX_CARD_WEBHOOK_URL is unset: this process's own endpoint. */
export function sandboxWebhookUrl(config: Config): string | null {
  if (config.SANDBOX_CARD_WEBHOOK_URL === 'none') return null;
  return config.SANDBOX_CARD_WEBHOOK_URL ?? `http://127.0.0.1:${config.PORT}/webhooks/card-provider`;
}

export async function openCardProvider(
  config: Config,
  deps: {
    db: Db;
    clock: Clock;
    injected?: CardProvider;
    /**
     * The webhook signing secret: CARD_PROVIDER_WEBHOOK_SECRET, else (sandbox) the one the server keeps among
     * its secrets, which the sandbox signs with.
     */
    webhookSecret: string;
  },
): Promise<ConfiguredCardProvider> {
  if (config.PROVIDERS === 'live') {
    const secretKey = config.CARD_PROVIDER_SECRET_KEY;
    const publishableKey = config.CARD_PROVIDER_PUBLISHABLE_KEY;
    if (!publishableKey || (!secretKey && !deps.injected) || !config.CARD_PROVIDER_WEBHOOK_SECRET) {
      throw new ProviderConfigurationError(
        'PROVIDERS=live: the card provider needs CARD_PROVIDER_SECRET_KEY, CARD_PROVIDER_PUBLISHABLE_KEY and CARD_PROVIDER_WEBHOOK_SECRET.',
      );
    }
    return {
      provider:
        deps.injected ??
        createStripeCardProvider({
          secretKey: secretKey!,
          webhookSecret: config.CARD_PROVIDER_WEBHOOK_SECRET,
        }),
      settings: { mode: 'LIVE', publishableKey, frameUrl: null },
      // The provider's Elements: its script, the frames it draws the field in, and its API.
      origins: {
        frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
        script: ['https://js.stripe.com'],
        connect: ['https://api.stripe.com'],
      },
      close: async () => {},
    };
  }
  const sandbox = await startSandboxCardProvider(
    {
      db: deps.db,
      clock: deps.clock,
      keys: SANDBOX_CARD_KEYS,
      parentOrigins: cardFieldParentOrigins(config),
      answerDelayMs: config.SANDBOX_CARD_ANSWER_DELAY_MS,
      webhooks: (() => {
        const url = sandboxWebhookUrl(config);
        return url ? { url, secret: deps.webhookSecret } : null;
      })(),
    },
    config.SANDBOX_CARD_PROVIDER_PORT,
  );
  const origin = new URL(config.SANDBOX_CARD_PROVIDER_URL ?? `http://127.0.0.1:${sandbox.port}`).origin;
  return {
    provider:
      deps.injected ??
      createStripeCardProvider({
        secretKey: SANDBOX_CARD_KEYS.secretKey,
        webhookSecret: deps.webhookSecret,
        host: '127.0.0.1',
        port: sandbox.port,
        protocol: 'http',
      }),
    settings: {
      mode: 'SANDBOX',
      publishableKey: SANDBOX_CARD_KEYS.publishableKey,
      frameUrl: `${origin}/elements/card-field`,
    },
    origins: { frame: [origin], script: [], connect: [] },
    close: sandbox.close,
  };
}
