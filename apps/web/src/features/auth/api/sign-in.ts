// Login (spec 7.2): the authorization code flow with PKCE. The credentials and the challenge go to
// /oauth/authorize, the code and the verifier to /oauth/token. The password lives only in this call.
import { ensureClientId } from '../../../shared/auth/client-id';
import type { TokenResponse } from '../../../shared/auth/oauth';
import { authorize, exchangeCode } from '../../../shared/auth/oauth-login';
import { createPkcePair } from '../../../shared/auth/pkce';

export async function signIn(credentials: { email: string; password: string }): Promise<TokenResponse> {
  const clientId = await ensureClientId();
  const { verifier, challenge } = await createPkcePair();
  const code = await authorize({
    clientId,
    email: credentials.email.trim(),
    password: credentials.password,
    codeChallenge: challenge,
  });
  return exchangeCode({ clientId, code, codeVerifier: verifier });
}
