// The analytics port: where recorded events go. PROVIDERS=sandbox keeps them in a table (/dev/analytics); a
// live provider plugs in here, and until one exists a live start fails at once, like the other providers.
import type { AnalyticsProperties } from '@wysh/domain/analytics';
import type { Db } from '../../db/database.ts';
import { ProviderConfigurationError } from '../../shared/provider-configuration-error.ts';
import { insertEvents } from './analytics.repository.ts';

export interface AnalyticsEvent {
  name: string;
  userId: string | null;
  properties: AnalyticsProperties;
  oncePerUser: boolean;
  at: Date;
}

export interface AnalyticsSink {
  /** Records the events; answers how many were new (a repeated once-per-user event is not). */
  record(events: AnalyticsEvent[]): Promise<number>;
}

export function createSandboxAnalyticsSink(db: Db): AnalyticsSink {
  return {
    record: (events) =>
      insertEvents(
        db,
        events.map(({ at, ...event }) => ({ ...event, createdAt: at })),
      ),
  };
}

export function createAnalyticsSink(providers: 'sandbox' | 'live', db: Db): AnalyticsSink {
  if (providers === 'live') {
    throw new ProviderConfigurationError(
      'PROVIDERS=live: no live analytics provider is available yet (analytics has only the sandbox sink).',
    );
  }
  return createSandboxAnalyticsSink(db);
}
