// Wakes the streams that watch a conversation when a message is committed in this process. A stream never relies
// on it alone: it also looks again every few seconds, so a message another process wrote (several API processes
// on one database) still arrives, only later. The signal carries no message: the database is read for it.
import { EventEmitter } from 'node:events';

export type MessageSignal = ReturnType<typeof createMessageSignal>;

export function createMessageSignal() {
  const emitter = new EventEmitter();
  // One listener per open stream: hundreds of people chatting at once is normal, not a leak.
  emitter.setMaxListeners(0);

  return {
    /** Tells this process's streams of `conversationId` that something was written (call after the commit). */
    notify(conversationId: string): void {
      emitter.emit(conversationId);
    },

    /** Resolves when `conversationId` is notified, after `timeoutMs`, or when `signal` aborts, whichever first. */
    wait(conversationId: string, timeoutMs: number, signal: AbortSignal): Promise<void> {
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          emitter.off(conversationId, done);
          signal.removeEventListener('abort', done);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        emitter.once(conversationId, done);
        signal.addEventListener('abort', done, { once: true });
      });
    },
  };
}
