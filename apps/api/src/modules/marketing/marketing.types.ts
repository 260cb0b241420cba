// The marketing ports: the messaging service (people identified by id, their events and page views) and the
// deep-link attribution service (conversion events). Adapters speak through the services' official clients.
import type { AttributionEventName } from '@wysh/domain/marketing-events';

export type MarketingMessaging = {
  identify(userId: string): Promise<void>;
  event(userId: string, name: string): Promise<void>;
  pageView(userId: string, path: string): Promise<void>;
  close(): Promise<void>;
};

export type AttributionMessage = {
  userId: string;
  event: AttributionEventName;
  properties: Record<string, string | number>;
  /** The service drops a message whose id it has seen (a retried batch): a new id for each message. */
  messageId: string;
  at: Date;
};

export type Attribution = {
  /** Queues the message; the client sends it in a batch within a second. */
  track(message: AttributionMessage): void;
  /** Sends what is queued (tests; the app's close). */
  flush(): Promise<void>;
  close(): Promise<void>;
};

export const noMarketingMessaging: MarketingMessaging = {
  identify: async () => {},
  event: async () => {},
  pageView: async () => {},
  close: async () => {},
};

export const noAttribution: Attribution = {
  track: () => {},
  flush: async () => {},
  close: async () => {},
};
