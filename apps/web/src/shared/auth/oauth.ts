// The OAuth endpoints every session uses (docs/accounts-contract.md): refresh the tokens, revoke on logout.
// Errors arrive as { error, error_description, lock_reason?, retry_after? } and are thrown as OAuthError. The
// login's own calls (authorize, code exchange) are in oauth-login.ts, loaded with the login screen.
import { apiUrl } from '../lib/api-base';
import type { SessionLevel } from './token-storage';

export interface TokenResponse {
  accessToken: string;
  refreshToken: string;
  authLevel: SessionLevel;
  expiresIn: number;
}

export class OAuthError extends Error {
  readonly status: number | null;
  /** The server's code: CREDENTIAL_INCORRECT, AUTHENTICATION_THIRD_ATTEMPT, invalid_grant...; null offline. */
  readonly code: string | null;
  /** The server's sentence for people (error_description). */
  readonly description: string | null;
  readonly lockReason: string | null;
  readonly retryAfter: number | null;

  constructor(fields: {
    status: number | null;
    code: string | null;
    description: string | null;
    lockReason?: string | null;
    retryAfter?: number | null;
  }) {
    super(fields.description ?? fields.code ?? 'OAuth request failed');
    this.name = 'OAuthError';
    this.status = fields.status;
    this.code = fields.code;
    this.description = fields.description;
    this.lockReason = fields.lockReason ?? null;
    this.retryAfter = fields.retryAfter ?? null;
  }
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export async function post(path: string, body: Record<string, string>): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new OAuthError({ status: null, code: null, description: null });
  }
  let json: Record<string, unknown> = {};
  try {
    const parsed: unknown = await response.json();
    if (typeof parsed === 'object' && parsed !== null) json = parsed as Record<string, unknown>;
  } catch {
    // An empty or non-JSON body: judged by the status alone.
  }
  if (!response.ok) {
    const retryAfter = Number(json.retry_after ?? response.headers.get('retry-after'));
    throw new OAuthError({
      status: response.status,
      code: text(json.error),
      description: text(json.error_description),
      lockReason: text(json.lock_reason),
      retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    });
  }
  return json;
}

export function toTokens(json: Record<string, unknown>): TokenResponse {
  const accessToken = text(json.access_token);
  const refreshToken = text(json.refresh_token);
  const level = json.auth_level;
  if (!accessToken || !refreshToken || (level !== 'identified' && level !== 'verified')) {
    throw new OAuthError({ status: 200, code: 'invalid_response', description: null });
  }
  const expiresIn = typeof json.expires_in === 'number' ? json.expires_in : 900;
  return { accessToken, refreshToken, authLevel: level, expiresIn };
}

export async function refreshTokens(input: {
  clientId: string;
  refreshToken: string;
}): Promise<TokenResponse> {
  return toTokens(
    await post('/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: input.refreshToken,
      client_id: input.clientId,
    }),
  );
}

/** Ends the session on the server. Always answers 200; a failure only means the token dies on its own. */
export async function revoke(input: { clientId: string; token: string }): Promise<void> {
  try {
    await post('/oauth/revoke', { token: input.token, client_id: input.clientId });
  } catch {
    // The refresh token expires on its own; the local session is gone either way.
  }
}

export const DEFAULT_CLIENT_ID = 'wysh-web';
