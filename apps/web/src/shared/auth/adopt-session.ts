// A session the API handed over in a GraphQL answer (a TokenSet: after a code, a login token, a sign-up)
// becomes the app's session, and the app starts loading what that session may read.
import type { QueryClient } from '@tanstack/react-query';
import type { AuthLevel as ApiAuthLevel } from '../../graphql/generated/graphql';
import { loadInitialData } from '../api/initial-data';
import { useAuthStore, type SessionTokens } from '../stores/auth';

export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  authLevel: ApiAuthLevel;
}

export function sessionTokensOf(token: TokenSet): SessionTokens {
  return {
    accessToken: token.accessToken,
    refreshToken: token.refreshToken,
    authLevel: token.authLevel === 'VERIFIED' ? 'verified' : 'identified',
  };
}

/** Signs the app in with `tokens`, then fetches pre-verified data, plus verified data if verified. */
export function adoptSession(queryClient: QueryClient, tokens: SessionTokens): void {
  useAuthStore.getState().setSession(tokens);
  void loadInitialData(queryClient, tokens.authLevel);
}
