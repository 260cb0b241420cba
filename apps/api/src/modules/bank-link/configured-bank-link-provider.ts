// Picks the bank-link provider for this process: PROVIDERS=sandbox starts its own sandbox bank-link provider on
// 127.0.0.1 (processes share its state through the database) and speaks to it with fixed, non-secret sandbox
// keys; PROVIDERS=live speaks to the real API with the configured keys, and a start without them fails at once
// instead of at someone's first link. The browser is told which (settings): the sandbox's Link screens, whose
// steps it calls at linkApiUrl, or the provider's own Link.
import { PlaidEnvironments } from 'plaid';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { ProviderConfigurationError } from '../../shared/provider-configuration-error.ts';
import { startSandboxBankLinkProvider } from '../sandbox-bank-link/sandbox-bank-link-provider.service.ts';
import { createPlaidBankLinkProvider, type BankLinkProvider } from './bank-link-provider.ts';

/** The sandbox's keys: public knowledge, like the provider's documented sandbox keys. */
export const SANDBOX_BANK_LINK_KEYS = {
  clientId: 'sandbox_wysh_client_id',
  secret: 'sandbox_wysh_secret',
};

const CLIENT_NAME = 'Wysh';

/** What the browser needs to open Link. */
export type BankLinkSettings = {
  mode: 'SANDBOX' | 'LIVE';
  /** The sandbox's Link steps (POST <linkApiUrl>/link/sandbox/...); null in live mode (the provider's Link). */
  linkApiUrl: string | null;
};

export type ConfiguredBankLinkProvider = {
  provider: BankLinkProvider;
  settings: BankLinkSettings;
  /** Origins the app's pages must be allowed to call, load scripts from and frame for Link. */
  origins: { frame: string[]; script: string[]; connect: string[] };
  close(): Promise<void>;
};

export async function openBankLinkProvider(
  config: Config,
  deps: {
    db: Db;
    clock: Clock;
    injected?: BankLinkProvider;
    /** The app's page origins, which may call the sandbox's Link steps (the card field's parents). */
    parentOrigins: readonly string[];
  },
): Promise<ConfiguredBankLinkProvider> {
  if (config.PROVIDERS === 'live') {
    const clientId = config.BANK_LINK_CLIENT_ID;
    const secret = config.BANK_LINK_SECRET;
    if (!deps.injected && (!clientId || !secret)) {
      throw new ProviderConfigurationError(
        'PROVIDERS=live: the bank-link provider needs BANK_LINK_CLIENT_ID and BANK_LINK_SECRET.',
      );
    }
    return {
      provider:
        deps.injected ??
        createPlaidBankLinkProvider({
          clientId: clientId!,
          secret: secret!,
          basePath: PlaidEnvironments[config.BANK_LINK_ENVIRONMENT]!,
          clientName: CLIENT_NAME,
        }),
      settings: { mode: 'LIVE', linkApiUrl: null },
      // The provider's Link: its script (loaded from its site, never bundled) and the frame it draws in.
      origins: {
        frame: ['https://cdn.plaid.com'],
        script: ['https://cdn.plaid.com'],
        connect: [],
      },
      close: async () => {},
    };
  }
  const sandbox = await startSandboxBankLinkProvider(
    {
      db: deps.db,
      clock: deps.clock,
      keys: SANDBOX_BANK_LINK_KEYS,
      parentOrigins: deps.parentOrigins,
    },
    config.SANDBOX_BANK_LINK_PROVIDER_PORT,
  );
  const origin = new URL(config.SANDBOX_BANK_LINK_PROVIDER_URL ?? `http://127.0.0.1:${sandbox.port}`).origin;
  return {
    provider:
      deps.injected ??
      createPlaidBankLinkProvider({
        ...SANDBOX_BANK_LINK_KEYS,
        basePath: `http://127.0.0.1:${sandbox.port}`,
        clientName: CLIENT_NAME,
      }),
    settings: { mode: 'SANDBOX', linkApiUrl: origin },
    origins: { frame: [], script: [], connect: [origin] },
    close: sandbox.close,
  };
}
