// Why the OAuth endpoints refuse, in the service's words: a stable code (RFC 6749's for a malformed request,
// the spec's for the account), a description, and what the client may act on (a lock reason, a wait). The
// service speaks only these; oauth-http.ts turns one into the {error, error_description} body and its status.
import { err, type Err } from '@wysh/domain/result';
import type { LockReason } from '../accounts/credentials.service.ts';

/** RFC 6749 §5.2 (and §4.1.2.1) codes: the request itself is wrong. */
export type OAuthProtocolErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'invalid_scope'
  | 'unsupported_response_type'
  | 'unsupported_grant_type';

/** The spec's sign-in codes: the credentials or the account refuse. */
export type SignInErrorCode =
  | 'CREDENTIAL_INCORRECT'
  | 'AUTHENTICATION_THIRD_ATTEMPT'
  | 'AUTHENTICATION_TENTH_ATTEMPT'
  | 'ACCOUNT_LOCKED'
  | 'USER_DECOMMISSIONED'
  | 'TOKEN_INVALID'
  | 'TOO_MANY_PASSWORD_OPERATIONS'
  | 'too_many_requests';

export type OAuthErrorCode = OAuthProtocolErrorCode | SignInErrorCode;

export type OAuthRefusal = {
  code: OAuthErrorCode;
  description: string;
  lockReason?: LockReason;
  retryAfterSeconds?: number;
};

export const refuse = (
  code: OAuthErrorCode,
  description: string,
  extra: Pick<OAuthRefusal, 'lockReason' | 'retryAfterSeconds'> = {},
): Err<OAuthRefusal> => err({ code, description, ...extra });
