// Tells the outside marketing services what they hear of the analytics events (@wysh/domain/marketing-events):
// the messaging service a signed-in user's home_view and page views (the user identified by id first), the
// attribution service COMPLETE_REGISTRATION, PURCHASE and VIEW_ITEM once per user. Done on the server, where the
// events already arrive: no ad blocker drops them, no third-party script runs in our pages, and nothing but a
// user id leaves. Sending never holds up or fails the report: it runs after it, and a failure is logged.
import crypto from 'node:crypto';
import type { AnalyticsProperties } from '@wysh/domain/analytics';
import { attributionEventOf, messagingEventOf, type MessagingEvent } from '@wysh/domain/marketing-events';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { claimAttributionDelivery } from './marketing.repository.ts';
import type { Attribution, MarketingMessaging } from './marketing.types.ts';

export type MarketingEventInput = {
  name: string;
  userId: string | null;
  properties: AnalyticsProperties;
};

/** Users this process identified lately: identifying again is harmless (an upsert), only wasted. */
const IDENTIFIED_MEMORY = 5000;

export function createMarketingService(deps: {
  db: Db;
  messaging: MarketingMessaging;
  attribution: Attribution;
  clock: Clock;
  logger: Logger;
}) {
  const { db, messaging, attribution, clock, logger } = deps;
  const identified = new Map<string, Promise<void>>();
  const pending = new Set<Promise<void>>();

  function inBackground(work: () => Promise<void>, service: string, event: string) {
    const running = work()
      .catch((error: unknown) => {
        // The event's name only: never what it carried.
        logger.warn({ service, event, reason: (error as Error).message }, 'marketing event not delivered');
      })
      .finally(() => pending.delete(running));
    pending.add(running);
  }

  /** The user identified (once by this process, however many of their events arrive together), then the event. */
  async function message(userId: string, event: MessagingEvent) {
    let identifying = identified.get(userId);
    if (!identifying) {
      if (identified.size >= IDENTIFIED_MEMORY) identified.clear();
      identifying = messaging.identify(userId);
      identified.set(userId, identifying);
      // A failed identify is tried again with the user's next event.
      identifying.catch(() => identified.delete(userId));
    }
    await identifying;
    if (event.kind === 'page') await messaging.pageView(userId, event.path);
    else await messaging.event(userId, event.name);
  }

  return {
    /** Hands the events on (signed-in users' only), without waiting for the services. */
    forward(events: readonly MarketingEventInput[]): void {
      for (const { name, userId, properties } of events) {
        if (userId === null) continue;
        const messagingEvent = messagingEventOf(name, properties);
        if (messagingEvent) inBackground(() => message(userId, messagingEvent), 'messaging', name);
        const conversion = attributionEventOf(name, properties);
        if (conversion) {
          inBackground(
            async () => {
              const at = clock.now();
              if (!(await claimAttributionDelivery(db, { userId, event: conversion.name, sentAt: at })))
                return;
              attribution.track({
                userId,
                event: conversion.name,
                properties: conversion.properties,
                messageId: crypto.randomUUID(),
                at,
              });
            },
            'attribution',
            conversion.name,
          );
        }
      }
    },

    /** Waits until what was handed on has been sent (tests, and the app's close). */
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
      await attribution.flush();
    },

    async close(): Promise<void> {
      await Promise.race([
        Promise.all([...pending]),
        new Promise((resolve) => setTimeout(resolve, 2000).unref()),
      ]);
      await Promise.all([messaging.close(), attribution.close()]);
    },
  };
}

export type MarketingService = ReturnType<typeof createMarketingService>;
