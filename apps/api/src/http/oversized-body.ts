// Lets a client that sends a body over the limit read its 413. Fastify answers as soon as it sees the body is
// too large and closes the connection; closing a socket with unread data in it resets it, and a client still
// sending then sees ECONNRESET or EPIPE instead of the answer (about half of 40 posts of 5 MB did). So the rest
// of the body is read and thrown away first, up to a cap and a time limit, past which the reset is the answer.
import type { IncomingMessage } from 'node:http';

export const discardLimits = { bytes: 64 * 1024 * 1024, milliseconds: 10_000 };

/** Resolves once the request's body has been read to its end, or the cap or the time limit is reached. */
export function discardRestOfBody(request: IncomingMessage, limits = discardLimits): Promise<void> {
  if (request.readableEnded || request.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let discarded = 0;
    const finish = () => {
      clearTimeout(timer);
      request.off('data', onData);
      request.off('end', finish);
      request.off('error', finish);
      request.off('close', finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > limits.bytes) finish();
    };
    const timer = setTimeout(finish, limits.milliseconds);
    request.on('data', onData);
    request.once('end', finish);
    request.once('error', finish);
    request.once('close', finish);
    request.resume();
  });
}
