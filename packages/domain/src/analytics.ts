// Analytics events never carry personal data (spec 000 §7, 001 §7.7): the rules both the web client and the
// server apply. Properties are a few small scalars; anything that looks like an e-mail, a phone number or a
// person's name is dropped. An e-mail travels only as the SHA-1 hash of its trimmed, lower-cased form.

/**
 * The events the app records (docs/analytics.md). `oncePerUser`: spec 001 §7.7 says each of those is recorded
 * once per user; the server keeps the first. home_view and page_view (000 §7) are logged every time.
 * Another screen's event is one line here.
 */
export const ANALYTICS_EVENTS = {
  home_view: { oncePerUser: false },
  page_view: { oncePerUser: false },
  estimate_coverage_editor_cta_click: { oncePerUser: false },
  coverage_editor_continue: { oncePerUser: false },
  fulfillment_quote_displayed_pageview: { oncePerUser: false },
  form_start: { oncePerUser: true },
  form_complete: { oncePerUser: true },
  wysh_builder_view: { oncePerUser: true },
  wysh_created: { oncePerUser: true },
  wysh_updated: { oncePerUser: true },
  registration_2fa: { oncePerUser: true },
  fulfillment_start: { oncePerUser: true },
  underwriting_start: { oncePerUser: true },
  trivia_view: { oncePerUser: true },
  ineligible_view: { oncePerUser: true },
  /** The purchase button's success (price: the monthly premium in cents; termMonths). */
  purchase: { oncePerUser: false },
  /** A policy issued (server side): its product and term, and the owner's e-mail only as emailHash (SHA-1). */
  policy_created: { oncePerUser: false },
  /** A renewal paid (server side): amount in cents, its period's frequency. */
  renewal_paid: { oncePerUser: false },
  /** A renewal's charge declined (server side): amount in cents and the decline code; never the card. */
  renewal_declined: { oncePerUser: false },
  /** A policy lapsed at the end of grace (server side): its product. */
  policy_lapsed: { oncePerUser: false },
} as const satisfies Record<string, { oncePerUser: boolean }>;
export type AnalyticsEventName = keyof typeof ANALYTICS_EVENTS;

export function isAnalyticsEventName(name: string): name is AnalyticsEventName {
  return Object.hasOwn(ANALYTICS_EVENTS, name);
}

export type AnalyticsValue = string | number | boolean | null;
export type AnalyticsProperties = Record<string, AnalyticsValue>;

export const ANALYTICS_LIMITS = { properties: 12, keyLength: 40, valueLength: 200 } as const;

const KEY = /^[a-zA-Z][a-zA-Z0-9_]{0,39}$/;

const SHA1_HEX = /^[0-9a-f]{40}$/;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
// Seven or more digits, allowing the usual separators: a phone number (or a card, an SSN, ...).
const PHONE = /(?:\+?\d[\s().-]*){7,}/;
// Keys that name personal data whatever their value.
const PERSONAL_KEY =
  /(^|_)(e?mail|phone|mobile|name|first_?name|last_?name|full_?name|firstname|lastname|fullname|address|street|ssn|tax_?id|birth_?date|dob|password|token)($|_)/i;

/** Whether a property (by key and value) could carry personal data. */
export function looksPersonal(key: string, value: AnalyticsValue): boolean {
  // A SHA-1 hash under a *Hash key (an e-mail's, via hashedEmail) is the one allowed form.
  if (/hash$/i.test(key)) return !(typeof value === 'string' && SHA1_HEX.test(value));
  const snake = key.replace(/([a-z])([A-Z])/g, '$1_$2');
  if (PERSONAL_KEY.test(snake)) return true;
  if (typeof value !== 'string') return false;
  return EMAIL.test(value) || PHONE.test(value);
}

/**
 * The properties that may be recorded: at most 12, scalar, keys like identifiers, strings of 200 characters at
 * most, nothing that looks personal. Returns what was kept and the keys that were dropped.
 */
export function cleanAnalyticsProperties(input: Record<string, unknown>): {
  properties: AnalyticsProperties;
  dropped: string[];
} {
  const properties: AnalyticsProperties = {};
  const dropped: string[] = [];
  for (const [key, value] of Object.entries(input)) {
    const scalar =
      value === null ||
      typeof value === 'boolean' ||
      (typeof value === 'number' && Number.isFinite(value)) ||
      (typeof value === 'string' && value.length <= ANALYTICS_LIMITS.valueLength);
    if (
      !KEY.test(key) ||
      !scalar ||
      looksPersonal(key, value as AnalyticsValue) ||
      Object.keys(properties).length >= ANALYTICS_LIMITS.properties
    ) {
      dropped.push(key);
      continue;
    }
    properties[key] = value as AnalyticsValue;
  }
  return { properties, dropped };
}

/** The hex SHA-1 of the e-mail's trimmed, lower-cased form: how an e-mail may appear in an event. */
export function hashedEmail(email: string): string {
  return sha1Hex(email.trim().toLowerCase());
}

function rotl(value: number, bits: number): number {
  return (value << bits) | (value >>> (32 - bits));
}

/** SHA-1 (FIPS 180-4) of a string's UTF-8 bytes, in hex: pure, so both the browser and the server can use it. */
export function sha1Hex(text: string): string {
  const bytes = new TextEncoder().encode(text);
  const length = bytes.length;
  const padded = new Uint8Array((((length + 8) >> 6) + 1) * 64);
  padded.set(bytes);
  padded[length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor((length * 8) / 2 ** 32));
  view.setUint32(padded.length - 4, (length * 8) >>> 0);
  let h0 = 0x67452301;
  let h1 = 0xefcdab89;
  let h2 = 0x98badcfe;
  let h3 = 0x10325476;
  let h4 = 0xc3d2e1f0;
  const w = new Uint32Array(80);
  for (let block = 0; block < padded.length; block += 64) {
    for (let i = 0; i < 16; i += 1) w[i] = view.getUint32(block + i * 4);
    for (let i = 16; i < 80; i += 1) w[i] = rotl(w[i - 3]! ^ w[i - 8]! ^ w[i - 14]! ^ w[i - 16]!, 1);
    let [a, b, c, d, e] = [h0, h1, h2, h3, h4];
    for (let i = 0; i < 80; i += 1) {
      const [f, k] =
        i < 20
          ? [(b & c) | (~b & d), 0x5a827999]
          : i < 40
            ? [b ^ c ^ d, 0x6ed9eba1]
            : i < 60
              ? [(b & c) | (b & d) | (c & d), 0x8f1bbcdc]
              : [b ^ c ^ d, 0xca62c1d6];
      const temp = (rotl(a, 5) + f + e + k + w[i]!) >>> 0;
      e = d;
      d = c;
      c = rotl(b, 30) >>> 0;
      b = a;
      a = temp;
    }
    h0 = (h0 + a) >>> 0;
    h1 = (h1 + b) >>> 0;
    h2 = (h2 + c) >>> 0;
    h3 = (h3 + d) >>> 0;
    h4 = (h4 + e) >>> 0;
  }
  return [h0, h1, h2, h3, h4].map((h) => h.toString(16).padStart(8, '0')).join('');
}
