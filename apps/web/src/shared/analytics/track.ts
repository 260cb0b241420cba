// The analytics client: track(name, properties) queues an event and returns at once; the queue goes to the
// server (trackEvents) in one request a moment later, or when the page is hidden. Failures are dropped: analytics
// never blocks or breaks a screen. The server attaches the user and removes anything personal; the catalogue
// of events is in @wysh/domain/analytics (docs/analytics.md).
import type { AnalyticsEventName, AnalyticsProperties } from '@wysh/domain/analytics';
import { graphql } from '../../graphql/generated';
import { execute } from '../lib/graphql-client';

const TrackEventsMutation = graphql(`
  mutation TrackEvents($events: [TrackEventInput!]!) {
    trackEvents(events: $events) {
      recorded
    }
  }
`);

const FLUSH_DELAY_MS = 400;
const MAX_BATCH = 20;

type Queued = { name: AnalyticsEventName; properties: AnalyticsProperties };

let queue: Queued[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

function send(events: Queued[]): void {
  void execute(TrackEventsMutation, { events }).catch(() => undefined);
}

/** Sends what is queued now (tests, and the page being hidden). */
export function flushTracking(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  while (queue.length > 0) send(queue.splice(0, MAX_BATCH));
}

export function track(name: AnalyticsEventName, properties: AnalyticsProperties = {}): void {
  queue.push({ name, properties });
  if (!listening && typeof document !== 'undefined') {
    listening = true;
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flushTracking();
    });
  }
  if (queue.length >= MAX_BATCH) flushTracking();
  else timer ??= setTimeout(flushTracking, FLUSH_DELAY_MS);
}

/** Forgets what is queued (tests). */
export function resetTracking(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  queue = [];
}
