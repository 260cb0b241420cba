// The sentence to show for a server error code (spec: error catalogue; "error text keyed by the lowercase
// error code"). Known codes have words in the copy; others show the server's own sentence, else the default.
import type { TFunction } from 'i18next';

const CODE_KEYS = {
  ACCESS_CODE_EXPIRED: 'errors.code.access_code_expired',
  ACCESS_CODE_INCORRECT: 'errors.code.access_code_incorrect',
  ACCOUNT_LOCKED: 'errors.code.account_locked',
  ADDRESS_AMBIGUOUS: 'errors.code.address_ambiguous',
  ADDRESS_INVALID: 'errors.code.address_invalid',
  ADDRESS_MISSING_SECONDARY: 'errors.code.address_missing_secondary',
  ADDRESS_NOT_FOUND: 'errors.code.address_not_found',
  ADDRESS_REQUIRED: 'errors.code.address_required',
  AUTHENTICATION_TENTH_ATTEMPT: 'errors.code.authentication_tenth_attempt',
  AUTHENTICATION_THIRD_ATTEMPT: 'errors.code.authentication_third_attempt',
  CANNOT_REUSE_PASSWORD: 'errors.code.password_previously_used',
  CREDENTIAL_INCORRECT: 'errors.code.credential_incorrect',
  CREDENTIAL_INVALID: 'errors.code.credential_invalid',
  EMAIL_ALREADY_TAKEN: 'errors.code.email_already_taken',
  GRAPH_API_UNAUTHORIZED: 'errors.code.graph_api_unauthorized',
  INVALID_GRANT: 'errors.code.invalid_grant',
  NO_CHANGE: 'errors.code.no_change',
  PASSWORD_MISMATCH: 'errors.code.password_mismatch',
  PASSWORD_PREVIOUSLY_USED: 'errors.code.password_previously_used',
  PHONE_NUMBER_MISSING: 'errors.code.phone_number_missing',
  PHONE_NUMBER_NOT_VERIFIED: 'errors.code.phone_number_not_verified',
  REQUIRED_INPUT_MISSING: 'errors.code.required_input_missing',
  STANDARD_ERROR: 'errors.code.standard_error',
  TOKEN_INVALID: 'errors.code.token_invalid',
  TOKEN_PURPOSE_MISMATCH: 'errors.code.token_purpose_mismatch',
  TOO_MANY_REQUESTS: 'errors.code.too_many_requests',
  UNSUCCESSFUL_SESSION_VERIFICATION: 'errors.code.unsuccessful_session_verification',
  USER_DECOMMISSIONED: 'errors.code.user_decommissioned',
} as const;

export type KnownErrorCode = keyof typeof CODE_KEYS;
export const KNOWN_ERROR_CODES = Object.keys(CODE_KEYS) as KnownErrorCode[];

function keyOf(code: string | null | undefined) {
  const upper = code?.toUpperCase();
  return upper && upper in CODE_KEYS ? CODE_KEYS[upper as KnownErrorCode] : null;
}

interface Options {
  /** Prefer the server's sentence to the copy (REST error_description, which the spec says to show). */
  preferServer?: boolean;
}

export function errorText(
  error: { code: string | null | undefined; message?: string | null },
  t: TFunction,
  { preferServer = false }: Options = {},
): string {
  const key = keyOf(error.code);
  const server = error.message?.trim() ? error.message : null;
  if (preferServer && server) return server;
  if (key) return t(key);
  return server ?? t('errors.default');
}
