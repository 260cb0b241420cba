// The attribution adapter: server-side events through the official Node client of the event pipeline the
// attribution service imports web conversions from (@segment/analytics-node), pointed at the real pipeline or at
// our sandbox (`host`, `path`). Messages carry the user's id and the event's figures, nothing personal.
import { Analytics } from '@segment/analytics-node';
import type { Attribution } from './marketing.types.ts';

export function createSegmentAttribution(options: {
  writeKey: string;
  /** Where the batches go when it is not the real service: the sandbox's origin and path. */
  host?: string;
  path?: string;
}): Attribution {
  const client = new Analytics({
    writeKey: options.writeKey,
    ...(options.host ? { host: options.host } : {}),
    ...(options.path ? { path: options.path } : {}),
    // Conversions are few: a batch leaves within a second rather than the client's default ten.
    flushInterval: 1000,
    maxRetries: 3,
  });
  return {
    track: (message) =>
      client.track({
        userId: message.userId,
        event: message.event,
        properties: message.properties,
        messageId: message.messageId,
        timestamp: message.at,
      }),
    flush: () => client.flush({ timeout: 3000 }),
    close: () => client.closeAndFlush({ timeout: 2000 }),
  };
}
