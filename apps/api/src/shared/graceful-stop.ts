// Stops a process on SIGINT or SIGTERM: runs its closing steps in order, logging each, then exits. A stop that
// hangs past the deadline exits anyway, so that a deploy never waits on it.
import type { Logger } from 'pino';

export type ClosingStep = { close: () => Promise<void>; done: string };

export function stopOnSignals(
  logger: Logger,
  options: { stopping: string; steps: readonly ClosingStep[]; deadlineMs?: number },
): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, options.stopping);
    setTimeout(() => {
      logger.error('Shutdown took too long; exiting anyway');
      process.exit(1);
    }, options.deadlineMs ?? 10_000).unref();
    for (const step of options.steps) {
      await step.close();
      logger.info(step.done);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
