// The one place an OAuth refusal becomes HTTP: RFC 6749's {error, error_description} body (with the spec's
// lock_reason and retry_after when they apply) and its status - 400 for a malformed request, 401 when the
// credentials or the account refuse, 429 when the caller must wait.
import type { OAuthErrorCode, OAuthRefusal } from './oauth-errors.ts';

const STATUS = {
  invalid_request: 400,
  invalid_client: 400,
  invalid_grant: 400,
  invalid_scope: 400,
  unsupported_response_type: 400,
  unsupported_grant_type: 400,
  TOO_MANY_PASSWORD_OPERATIONS: 400,
  CREDENTIAL_INCORRECT: 401,
  AUTHENTICATION_THIRD_ATTEMPT: 401,
  AUTHENTICATION_TENTH_ATTEMPT: 401,
  ACCOUNT_LOCKED: 401,
  USER_DECOMMISSIONED: 401,
  TOKEN_INVALID: 401,
  too_many_requests: 429,
} as const satisfies Record<OAuthErrorCode, number>;

export type OAuthErrorBody = {
  error: OAuthErrorCode;
  error_description: string;
  lock_reason?: string;
  retry_after?: number;
};

export function oauthErrorAnswer(refusal: OAuthRefusal): { status: number; body: OAuthErrorBody } {
  return {
    status: STATUS[refusal.code],
    body: {
      error: refusal.code,
      error_description: refusal.description,
      ...(refusal.lockReason ? { lock_reason: refusal.lockReason } : {}),
      ...(refusal.retryAfterSeconds !== undefined ? { retry_after: refusal.retryAfterSeconds } : {}),
    },
  };
}
