// Removes personal data from what an error report carries before it leaves the process (the server's or the
// browser's): SSNs, card numbers, e-mail addresses and phone numbers in any text, and the whole request body.
// Shared by both sides so a report is scrubbed the same wherever it starts. No Sentry types: a report is JSON.

import { passesLuhn } from './payments/cards.ts';

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
/** 13 to 19 digits, perhaps in groups split by spaces or dashes; replaced only when the Luhn check passes. */
const CARD_CANDIDATE = /(?<![\w-])\d(?:[ -]?\d){12,18}(?![\w-])/g;
const SSN = /(?<![\w-])\d{3}[- ]?\d{2}[- ]?\d{4}(?![\w-])/g;
const PHONE = /(?<![\w-])(?:\+?1[ .-]?)?(?:\(\d{3}\)|\d{3})[ .-]?\d{3}[ .-]?\d{4}(?![\w-])/g;

export const SCRUBBED = {
  email: '[email]',
  card: '[card number]',
  ssn: '[ssn]',
  phone: '[phone]',
} as const;

/** `text` with every e-mail address, card number, SSN and phone number replaced by a placeholder. */
export function scrubText(text: string): string {
  return text
    .replace(EMAIL, SCRUBBED.email)
    .replace(CARD_CANDIDATE, (match) => {
      const digits = match.replace(/\D/g, '');
      return digits.length >= 13 && digits.length <= 19 && passesLuhn(digits) ? SCRUBBED.card : match;
    })
    .replace(SSN, SCRUBBED.ssn)
    .replace(PHONE, SCRUBBED.phone);
}

type Json = string | number | boolean | null | undefined | Json[] | { [key: string]: Json };

/** Every string inside `value` (keys kept) scrubbed; numbers long enough to be a card or an SSN too. */
export function scrubValue<T>(value: T): T {
  return scrubJson(value as Json) as T;
}

function scrubJson(value: Json): Json {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value === 'number' && Number.isInteger(value) && Math.abs(value) >= 1e8) {
    const text = scrubText(String(value));
    return text === String(value) ? value : text;
  }
  if (Array.isArray(value)) return value.map(scrubJson);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubJson(item)]));
  }
  return value;
}

/** The parts of a report that are code, not data: kept as they are (file names, line numbers, ids). */
const KEPT_AS_IS = new Set(['event_id', 'timestamp', 'start_timestamp', 'stacktrace', 'sdk', 'debug_meta']);

/**
 * The report with personal data removed: the user reduced to their id (never e-mail, name or address), the
 * request without its body, cookies or headers but the user agent, and every other text scrubbed.
 */
export function scrubErrorReport<E extends object>(report: E): E {
  const scrubbed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(report)) {
    if (KEPT_AS_IS.has(key)) scrubbed[key] = value;
    else if (key === 'user') scrubbed[key] = value && typeof value === 'object' ? userIdOnly(value) : value;
    else if (key === 'request')
      scrubbed[key] =
        value && typeof value === 'object' ? requestWithoutBody(value as Record<string, unknown>) : value;
    else if (key === 'exception') scrubbed[key] = scrubException(value);
    else scrubbed[key] = scrubValue(value);
  }
  return scrubbed as E;
}

function userIdOnly(user: { id?: unknown }): { id?: string } {
  return user.id === undefined || user.id === null ? {} : { id: String(user.id) };
}

function requestWithoutBody(request: Record<string, unknown>): Record<string, unknown> {
  const { data: _data, cookies: _cookies, headers, env: _env, ...rest } = request;
  const userAgent =
    headers && typeof headers === 'object'
      ? ((headers as Record<string, unknown>)['User-Agent'] ??
        (headers as Record<string, unknown>)['user-agent'])
      : undefined;
  return {
    ...scrubValue(rest),
    ...(typeof userAgent === 'string' ? { headers: { 'User-Agent': userAgent } } : {}),
  };
}

/** Exception messages scrubbed; their stack frames (code, not data) kept but for the frames' local variables. */
function scrubException(exception: unknown): unknown {
  if (!exception || typeof exception !== 'object') return exception;
  const { values, ...rest } = exception as { values?: unknown };
  if (!Array.isArray(values)) return scrubValue(exception);
  return {
    ...scrubValue(rest),
    values: values.map((entry: unknown) => {
      if (!entry || typeof entry !== 'object') return scrubValue(entry);
      const { stacktrace, ...fields } = entry as { stacktrace?: { frames?: Array<Record<string, unknown>> } };
      return {
        ...scrubValue(fields),
        ...(stacktrace
          ? {
              stacktrace: {
                ...stacktrace,
                frames: stacktrace.frames?.map(({ vars: _vars, ...frame }) => frame),
              },
            }
          : {}),
      };
    }),
  };
}
