// The login's OAuth calls (docs/accounts-contract.md): authorize with the user's credentials and a PKCE
// challenge, then exchange the code with the verifier. Loaded with the login screen only.
import { OAuthError, post, toTokens, type TokenResponse } from './oauth';

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Where the server sends codes; it must match a registered redirect URI exactly. */
export function redirectUri(): string {
  return `${window.location.origin}/auth/callback`;
}

export async function authorize(input: {
  clientId: string;
  email: string;
  password: string;
  codeChallenge: string;
}): Promise<string> {
  const json = await post('/oauth/authorize', {
    client_id: input.clientId,
    redirect_uri: redirectUri(),
    response_type: 'code',
    scope: 'api',
    code_challenge: input.codeChallenge,
    code_challenge_method: 'S256',
    email: input.email,
    password: input.password,
  });
  const code = text(json.code);
  if (!code) throw new OAuthError({ status: 200, code: 'invalid_response', description: null });
  return code;
}

export async function exchangeCode(input: {
  clientId: string;
  code: string;
  codeVerifier: string;
}): Promise<TokenResponse> {
  return toTokens(
    await post('/oauth/token', {
      grant_type: 'authorization_code',
      code: input.code,
      code_verifier: input.codeVerifier,
      client_id: input.clientId,
      redirect_uri: redirectUri(),
    }),
  );
}
