// The error body of the OAuth endpoints ({error, error_description}, RFC 6749 §5.2) with its HTTP status.
export type OAuthError = {
  status: number;
  error: string;
  error_description: string;
  lock_reason?: string;
  retry_after?: number;
};

export type OAuthFailure = { ok: false; failure: OAuthError };

export const fail = (
  status: number,
  error: string,
  description: string,
  extra: Partial<OAuthError> = {},
): OAuthFailure => ({
  ok: false,
  failure: { status, error, error_description: description, ...extra },
});
