// What we keep of a provider event's object: an allow-list of the fields settling and an operator read (ids,
// amounts, statuses, codes, our own metadata keys), so that whatever else the provider sends (billing details
// with a name, e-mail, address and phone; a receipt e-mail; shipping; a bank account's routing number) never
// reaches our database. A field not listed here is dropped, whatever the provider adds later.
const KEPT_FIELDS = [
  'id',
  'object',
  'amount',
  'amount_captured',
  'amount_received',
  'amount_refunded',
  'currency',
  'status',
  'refunded',
  'reason',
  'customer',
  'payment_intent',
  'payment_method',
  'charge',
  'latest_charge',
  'created',
  'livemode',
] as const;

/** Our metadata keys on a charge (collection.service.ts): ids only. */
const KEPT_METADATA = ['invoiceId', 'paymentId'] as const;

/** The provider's error on a failed charge: its codes and words (about the charge, never about the person). */
const KEPT_ERROR_FIELDS = ['type', 'code', 'decline_code', 'network_decline_code', 'message'] as const;

const pick = (source: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(
    keys.filter((key) => source[key] !== undefined).map((key) => [key, source[key]] as const),
  );

const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** The stored form of an event's object. */
export function keptPayload(object: Record<string, unknown>): Record<string, unknown> {
  const kept = pick(object, KEPT_FIELDS);
  // Scalars only: an expanded object in an id field (a customer with its e-mail) is not kept.
  for (const [key, value] of Object.entries(kept)) if (record(value)) delete kept[key];
  const metadata = record(object.metadata);
  if (metadata) kept.metadata = pick(metadata, KEPT_METADATA);
  const error = record(object.last_payment_error);
  if (error) kept.last_payment_error = pick(error, KEPT_ERROR_FIELDS);
  return kept;
}
