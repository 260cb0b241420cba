// The codes accounts' use cases refuse with (sign-up, e-mail links, password reset, phone numbers and codes):
// stable, drawn from the spec's error catalogue and the codes the web app already knows. Never renamed.
import type { UserFailure } from '../../shared/user-error.ts';

export type AccountsErrorCode =
  | 'CREDENTIAL_INVALID'
  | 'EMAIL_ALREADY_TAKEN'
  | 'TOO_MANY_REQUESTS'
  | 'TOO_MANY_PASSWORD_OPERATIONS'
  | 'TOKEN_INVALID'
  | 'TOKEN_PURPOSE_MISMATCH'
  | 'PASSWORD_MISMATCH'
  | 'PASSWORD_PREVIOUSLY_USED'
  | 'PHONE_NUMBER_MISSING'
  | 'PHONE_NUMBER_NOT_VERIFIED'
  | 'ACCESS_CODE_INCORRECT'
  | 'ACCESS_CODE_EXPIRED'
  | 'UNSUCCESSFUL_SESSION_VERIFICATION';

export type AccountsError = UserFailure<AccountsErrorCode>;
