// Runs the sandbox bank-link provider (sandbox-bank-link.server.ts) beside the app: each process that composes
// the services starts its own on 127.0.0.1 and closes it with the app; their state is the database's.
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
