// Runs the sandbox bank-link provider (sandbox-bank-link.server.ts) beside the app: each process that composes
// the services starts its own on 127.0.0.1 and closes it with the app; their state is the database's.
import type { DbOrTx } from '../../db/database.ts';
import { institutionById, isInsufficientOwner, sandboxAccountFacts } from './sandbox-bank-accounts.ts';
import { accountOfProcessorToken } from './sandbox-bank-link.repository.ts';
import { createSandboxBankLinkServer, type SandboxBankLinkServerDeps } from './sandbox-bank-link.server.ts';

export type RunningSandboxBankLinkProvider = { port: number; close: () => Promise<void> };

/** Starts the sandbox provider on 127.0.0.1 (port 0: any free port); answers where it listens. */
export async function startSandboxBankLinkProvider(
  deps: SandboxBankLinkServerDeps,
  port = 0,
): Promise<RunningSandboxBankLinkProvider> {
  const app = createSandboxBankLinkServer(deps);
  await app.listen({ host: '127.0.0.1', port });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The sandbox bank-link provider has no port.');
  return { port: address.port, close: () => app.close() };
}

/**
 * Sandbox to sandbox (the card provider's debits a processor token hands over): the account's bank, type and
 * mask, and the return code its debits fail with at settlement (a holder named INSUFFICIENT: R01), or null.
 * Undefined for a token never made, or of an Item removed since. Never its numbers.
 */
export async function bankAccountOfProcessorToken(
  db: DbOrTx,
  token: string,
): Promise<{ bankName: string; accountType: string; mask: string; failsWith: string | null } | undefined> {
  const account = await accountOfProcessorToken(db, token);
  if (!account || account.removedAt) return undefined;
  return {
    bankName: institutionById(account.institutionId)?.name ?? 'Bank',
    accountType: account.kind,
    mask: sandboxAccountFacts(account.kind).mask,
    failsWith: isInsufficientOwner(account.ownerName) ? 'R01' : null,
  };
}
