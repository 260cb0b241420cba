// Records analytics events reported by the web app (and by other modules): known event names only, properties
// cleaned of anything personal (@wysh/domain/analytics), the user id attached by the server when signed in.
// Events the spec records once per user are kept once per user (the sink skips repeats). Once recorded, they are
// handed on (`forward`: to the marketing services, which pick what they hear of).
import {
  ANALYTICS_EVENTS,
  cleanAnalyticsProperties,
  isAnalyticsEventName,
  type AnalyticsEventName,
} from '@wysh/domain/analytics';
import { ok, type Result } from '@wysh/domain/result';
import type { Logger } from 'pino';
import type { Clock } from '../../shared/clock.ts';
import { refusal, type FieldError, type UserFailure } from '../../shared/user-error.ts';
import type { Viewer } from '../../shared/viewer.ts';
import type { AnalyticsEvent, AnalyticsSink } from './analytics-sink.ts';

export const MAX_EVENTS_PER_REPORT = 20;

export type AnalyticsErrorCode = 'CREDENTIAL_INVALID';
export type AnalyticsError = UserFailure<AnalyticsErrorCode>;

export type ReportedEvent = { name: string; properties?: unknown };

function propertiesOf(value: unknown): Record<string, unknown> | null {
  if (value === undefined || value === null) return {};
  return typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

export function createAnalyticsService(deps: {
  sink: AnalyticsSink;
  clock: Clock;
  logger: Logger;
  /** Hands recorded events on without waiting (the marketing services). */
  forward?: (events: readonly AnalyticsEvent[]) => void;
}) {
  const { sink, clock, logger, forward = () => {} } = deps;

  function eventOf(name: AnalyticsEventName, userId: string | null, properties: Record<string, unknown>) {
    const cleaned = cleanAnalyticsProperties(properties);
    if (cleaned.dropped.length > 0) {
      // Keys only: the values may be the very personal data that was refused.
      logger.warn({ event: name, dropped: cleaned.dropped }, 'analytics properties dropped');
    }
    const event: AnalyticsEvent = {
      name,
      userId,
      properties: cleaned.properties,
      oncePerUser: ANALYTICS_EVENTS[name].oncePerUser,
      at: clock.now(),
    };
    return { event, dropped: cleaned.dropped.length };
  }

  return {
    /** The web app's reports: a batch of at most 20 events; an unknown name refuses the batch. */
    async trackEvents(
      viewer: Viewer,
      reported: readonly ReportedEvent[],
    ): Promise<Result<{ recorded: number; dropped: number }, AnalyticsError>> {
      const fields: FieldError[] = [];
      if (reported.length > MAX_EVENTS_PER_REPORT) {
        fields.push({ field: 'events', message: `At most ${MAX_EVENTS_PER_REPORT} events at a time.` });
      }
      reported.forEach((item, index) => {
        if (!isAnalyticsEventName(item.name.trim()))
          fields.push({ field: `events.${index}.name`, message: 'Unknown event.' });
        if (propertiesOf(item.properties) === null)
          fields.push({ field: `events.${index}.properties`, message: 'Properties must be an object.' });
      });
      if (fields.length > 0) return refusal('CREDENTIAL_INVALID', 'These events cannot be recorded.', fields);
      const userId = viewer.kind === 'user' ? viewer.userId : null;
      const built = reported.map((item) =>
        eventOf(item.name.trim() as AnalyticsEventName, userId, propertiesOf(item.properties)!),
      );
      const recorded = await sink.record(built.map((b) => b.event));
      forward(built.map((b) => b.event));
      return ok({ recorded, dropped: built.reduce((sum, b) => sum + b.dropped, 0) });
    },

    /** A server-side event of a use case (e.g. a wysh created), for the given user. */
    async record(userId: string, name: AnalyticsEventName, properties: Record<string, unknown> = {}) {
      const { event } = eventOf(name, userId, properties);
      await sink.record([event]);
      forward([event]);
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
