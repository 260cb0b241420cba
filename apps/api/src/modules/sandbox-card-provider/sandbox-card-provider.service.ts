// Runs the sandbox card provider (sandbox-card.server.ts) beside the app: each process that composes the
// services starts its own on 127.0.0.1 and closes it with the app; their state is the database's.
import { createSandboxCardServer, type SandboxCardServerDeps } from './sandbox-card.server.ts';

export type RunningSandboxCardProvider = { port: number; close: () => Promise<void> };

/** Starts the sandbox provider on 127.0.0.1 (port 0: any free port); answers where it listens. */
export async function startSandboxCardProvider(
  deps: SandboxCardServerDeps,
  port = 0,
): Promise<RunningSandboxCardProvider> {
  const app = createSandboxCardServer(deps);
  await app.listen({ host: '127.0.0.1', port });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The sandbox card provider has no port.');
  return { port: address.port, close: () => app.close() };
}
