// Reads the error events out of an envelope as the service's SDKs send it: newline-separated JSON, a header,
// then items, each an item header and its payload (of the header's `length` in bytes when it gives one).
// Only `event` items are kept; sessions, client reports and the like are accepted and dropped.
import type { NewSandboxErrorReport } from './sandbox-error-reports.repository.ts';

type SentryEvent = {
  event_id?: string;
  platform?: string;
  level?: string;
  message?: string | { formatted?: string; message?: string };
  exception?: { values?: Array<{ type?: string; value?: string }> };
  user?: { id?: string | number };
  tags?: Record<string, unknown>;
};

export class EnvelopeError extends Error {
  override name = 'EnvelopeError';
}

export function eventsOfEnvelope(body: Buffer): Record<string, unknown>[] {
  let offset = nextLine(body, 0).end; // the envelope's header
  const events: Record<string, unknown>[] = [];
  while (offset < body.length) {
    const headerLine = nextLine(body, offset);
    if (headerLine.text.trim() === '') {
      offset = headerLine.end;
      continue;
    }
    const header = parseJson(headerLine.text) as { type?: string; length?: number };
    let payload: string;
    if (typeof header.length === 'number') {
      payload = body.subarray(headerLine.end, headerLine.end + header.length).toString('utf8');
      offset = headerLine.end + header.length + 1;
    } else {
      const line = nextLine(body, headerLine.end);
      payload = line.text;
      offset = line.end;
    }
    if (header.type === 'event') events.push(parseJson(payload) as Record<string, unknown>);
  }
  return events;
}

export function reportOfEvent(project: string, event: SentryEvent): NewSandboxErrorReport {
  const exception = event.exception?.values?.at(-1);
  const message =
    typeof event.message === 'string' ? event.message : (event.message?.formatted ?? event.message?.message);
  const title = exception
    ? `${exception.type ?? 'Error'}: ${exception.value ?? ''}`
    : (message ?? '(no message)');
  const tags = Object.fromEntries(
    Object.entries(event.tags ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  return {
    project,
    eventId: event.event_id ?? null,
    platform: event.platform ?? null,
    level: event.level ?? null,
    title: title.slice(0, 1000),
    userId: event.user?.id === undefined ? null : String(event.user.id),
    tags,
    event: event as Record<string, unknown>,
  };
}

function nextLine(body: Buffer, from: number): { text: string; end: number } {
  const newline = body.indexOf(0x0a, from);
  const stop = newline === -1 ? body.length : newline;
  return { text: body.subarray(from, stop).toString('utf8'), end: stop + 1 };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new EnvelopeError('An envelope line is not JSON.');
  }
}
